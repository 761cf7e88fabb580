import Fastify, { type FastifyServerOptions } from 'fastify';
import { loadVapidKeys } from './adapters/vapid-keys';
import type { Config } from './config';
import type { Db } from './db/database';
import { catalogRoutes } from './http/catalog';
import { registerErrorHandler } from './http/errors';
import { pwaRoutes } from './http/pwa';
import { settingsRoutes } from './http/settings';
import { profileRoutes } from './http/profiles';
import { sessionRoutes } from './http/session';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests can call app.inject. */
export async function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({ logger, trustProxy: config.trustProxy });
  registerErrorHandler(app);

  const vapid = loadVapidKeys(config.dataDir);
  settingsRoutes(app, config, config.push.publicKey ?? vapid.publicKey);
  catalogRoutes(app, config);
  sessionRoutes(app, config, db);
  profileRoutes(app, config, db);
  await pwaRoutes(app, config.staticDir, config.photosDir);

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
