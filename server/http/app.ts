import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import { accountRoutes } from './account';
import { catalogRoutes } from './catalog';
import { chatRoutes } from './chat';
import { endConnectionsWhenClosing } from './closing';
import { complaintRoutes } from './complaints';
import { dataExportRoutes } from './data-export';
import { directDebitRoutes } from './direct-debit';
import { registerErrorHandler } from './errors';
import { healthRoutes } from './health';
import { idempotentWrites } from './idempotency';
import { liveRoutes } from './live';
import { shedLoad } from './load-shedding';
import { memberRoutes } from './members';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { photoRoutes } from './photos';
import { profileRoutes } from './profiles';
import { pwaRoutes, readShell } from './pwa';
import { resellRoutes } from './resell';
import { sandboxCheckoutRoutes } from './sandbox-checkout';
import { crossSiteGuard, hostGuard, securityHeaders } from './security';
import { sessionRoutes } from './session';
import { settingsRoutes, settingsSource } from './settings';
import { staffAccessRoutes } from './staff/access-routes';
import { staffCaseRoutes } from './staff/case-routes';
import { staffJobRoutes } from './staff/job-routes';
import { staffMoneyRoutes } from './staff/money-routes';
import { staffOverviewRoutes } from './staff/overview-routes';
import { staffConsoleRoutes } from './staff/console-routes';
import { staffMemberRoutes } from './staff/member-routes';
import { staffModerationRoutes } from './staff/moderation-routes';
import { staffTeamRoutes } from './staff/team-routes';
import type { Platform } from '../platform/platform';

export interface AppOptions {
  /** The database and adapters, built by the composition root (server/platform). */
  platform: Platform;
  /** How often each live socket is pinged and its session checked again (tests shorten it). */
  liveHeartbeatMs?: number;
  /** Told every route as it is registered: the security suite checks that it covers them all. */
  onRoute?: (route: { method: string; url: string }) => void;
}

/** Builds the whole http server without listening, so tests can call app.inject. Closing it leaves the platform open: its builder closes that. */
export async function buildApp({ platform, onRoute, liveHeartbeatMs }: AppOptions) {
  const { config, sandbox } = platform;
  // Request lines belong to the proxy in front; our own events (a mail written, a failure) are logged.
  const app = Fastify({
    loggerInstance: platform.log,
    // A request's log is the process's: a child logger per request (to bind an id no line is
    // written with) cost a twentieth of a cached read; a failure's line names its route instead.
    childLoggerFactory: (logger) => logger,
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerErrorHandler(app);
  // First of the request hooks: a call shed under load costs nothing more.
  shedLoad(app, config.shedLoopDelayMs);
  endConnectionsWhenClosing(app);
  await app.register(fastifyCookie);
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  const shell = readShell(config.staticDir);
  securityHeaders(app, shell?.toString('utf8') ?? null);
  hostGuard(app);
  crossSiteGuard(app);

  idempotentWrites(app, platform);

  const settingsOf = settingsSource(config, await platform.push.publicKey());
  healthRoutes(app, platform);
  settingsRoutes(app, settingsOf);
  catalogRoutes(app, config);
  sessionRoutes(app, platform);
  accountRoutes(app, platform);
  profileRoutes(app, platform);
  photoRoutes(app, platform);
  memberRoutes(app, platform);
  chatRoutes(app, platform);
  paymentRoutes(app, platform);
  directDebitRoutes(app, platform);
  notificationRoutes(app, platform);
  complaintRoutes(app, platform);
  dataExportRoutes(app, platform);
  resellRoutes(app, platform);
  if (sandbox) sandboxCheckoutRoutes(app, config, sandbox);
  staffAccessRoutes(app, platform);
  staffTeamRoutes(app, platform);
  staffModerationRoutes(app, platform);
  staffCaseRoutes(app, platform);
  staffMoneyRoutes(app, platform);
  staffOverviewRoutes(app, platform);
  staffMemberRoutes(app, platform);
  staffJobRoutes(app, platform);
  staffConsoleRoutes(app, platform);
  await liveRoutes(app, platform, liveHeartbeatMs);
  await pwaRoutes(app, platform, shell, settingsOf);

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
