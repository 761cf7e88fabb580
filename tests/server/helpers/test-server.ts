import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteQueryNode, InsertQueryNode, UpdateQueryNode,
  type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow,
} from 'kysely';
import { createMailer, type Mailer, type OutgoingMail } from '../../../server/adapters/mail';
import { createMemoryBus, type Bus } from '../../../server/adapters/bus';
import type { Jobs } from '../../../server/adapters/jobs';
import { folderStorage, type FileStorage } from '../../../server/adapters/storage';
import { buildApp, type App, type AppOptions } from '../../../server/http/app';
import { loadConfig, type Config } from '../../../server/config/config';
import { migrateToLatest, openDatabase, type Db } from '../../../server/db/database';
import { jobHandlers } from '../../../server/jobs/registry';
import { buildPlatform, type Platform, type PlatformParts } from '../../../server/platform/platform';
import { freshDatabase } from './test-database';

/** The rendered avatar pool is the same for every test run: render it once per machine. */
export const SHARED_PHOTOS_DIR = path.join(os.tmpdir(), 'amora-test-photos');

export interface TestServer {
  app: App;
  /** Every mail the server sent, newest last (they are also written as .eml files). */
  mails: CapturedMail[];
  /** The app's mailer, for work a test starts outside a request (an operator's mailing). */
  mailer: Mailer;
  db: Db;
  config: Config;
  storage: FileStorage;
  /** Member events the server published (likes, matches …): tests subscribe to them. */
  bus: Bus;
  /** The queue of work done later (mails, purges): tests queue jobs as the server's schedule would. */
  jobs: Jobs;
  /** Everything the app was built from, for use cases a test runs outside a request. */
  platform: Platform;
  dataDir: string;
  /** How many inserts, updates and deletes the server has sent its database so far. */
  writes: () => number;
  /** What points a script (npm run ban …) at this server's data: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  scriptEnv: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A test's server shares two cores with another test's and with PostgreSQL (and Chromium, Vite):
 * its event loop falls behind often, so no call is shed unless a test asks.
 */
export const NO_SHEDDING = { SHED_LOOP_DELAY_MS: '0' };

/**
 * A real app over a fresh database (a SQLite file in a temporary folder, or a PostgreSQL database
 * in the run's `postgres` project: ./test-database.ts); rate limits only when a test asks
 * (RATE_LIMITS: 'on'), the jobs worker (mails sent later) only with `runJobs`, and on SQLite in
 * either project with `sqlite` (a site's data to be moved).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute' | 'liveHeartbeatMs'> & Pick<PlatformParts, 'now' | 'payments'> & { runJobs?: boolean; sqlite?: boolean } = {},
): Promise<TestServer> {
  const { onRoute, liveHeartbeatMs, runJobs, sqlite, ...parts } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-test-'));
  const database = await freshDatabase(dataDir, sqlite ? false : undefined);
  const config = loadConfig({
    DATA_DIR: dataDir, PHOTOS_DIR: SHARED_PHOTOS_DIR, STATIC_DIR: path.join(dataDir, 'no-dist'), RATE_LIMITS: 'off', LOG_LEVEL: 'silent',
    ...NO_SHEDDING,
    ...database.env, ...env,
  });
  const writes = new WriteCounter();
  const db = openDatabase(config.database).withPlugin(writes);
  await migrateToLatest(db);
  const mails: CapturedMail[] = [];
  const real = createMailer(config, { info: () => {} });
  const mailer: Mailer = { send: (mail) => (mails.push(captured(mail)), real.send(mail)), close: () => real.close() };
  // With STORAGE_URL, the platform's own store.
  const storage = config.storageUrl ? undefined : folderStorage(config.photosDir);
  // With REDIS_URL, the platform's own bus through Redis.
  const bus = config.redisUrl ? undefined : createMemoryBus({ error: () => {} });
  const platform = buildPlatform(config, { db, mailer, storage, bus, ...parts });
  const app = await buildApp({ platform, onRoute, liveHeartbeatMs });
  if (runJobs) platform.jobs.start(jobHandlers(platform));
  return {
    app, db, config, storage: platform.storage, bus: platform.bus, dataDir, mails, mailer, platform, jobs: platform.jobs,
    scriptEnv: { DATA_DIR: dataDir, ...database.env },
    writes: () => writes.count,
    close: async () => {
      await app.close();
      await platform.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free loopback port, for tests that need real sockets; returns the server's origin. */
export async function listenOnLoopback(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** What the tests read of a mail: its kind, address, language and link, and the last day of a reactivation link. */
export interface CapturedMail {
  kind: string;
  to: string;
  language: string;
  link: string;
  until?: string;
}

function captured({ kind, to, text, headers }: OutgoingMail): CapturedMail {
  // A mail to support about a visitor's complaint may have no link.
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return { kind, to, language: headers['Content-Language']!, link, ...(headers.Expires ? { until: new Date(headers.Expires).toISOString() } : {}) };
}

/** Counts the statements that write, whichever the database. */
class WriteCounter implements KyselyPlugin {
  count = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) this.count++;
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
