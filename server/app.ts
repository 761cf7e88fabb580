import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { catalogRoutes } from './http/catalog';
import { registerErrorHandler } from './http/errors';
import { pwaRoutes, readShell } from './http/pwa';
import { crossSiteGuard, hostGuard, securityHeaders } from './http/security';
import { idempotentWrites } from './http/idempotency';
import { settingsRoutes, settingsSource } from './http/settings';
import { profileRoutes } from './http/profiles';
import { sessionRoutes } from './http/session';
import { accountRoutes } from './http/account';
import { memberRoutes } from './http/members';
import { chatRoutes } from './http/chat';
import { liveRoutes } from './http/live';
import { photoRoutes } from './http/photos';
import type { Deps } from './http/context';
import { createMemoryBus, type Bus } from './adapters/bus';
import { createMailer, type Mailer } from './adapters/mail';
import { folderStorage, type FileStorage } from './adapters/storage';
import { memoryRateLimiter } from './adapters/rate-limiter';
import { createJobs, type Jobs } from './adapters/jobs';
import { jobHandlers } from './job-handlers';
import type { PaymentProvider } from './adapters/payments/provider';
import { mollieProvider } from './adapters/payments/mollie';
import { sandboxProvider } from './adapters/payments/sandbox';
import { paymentChanged } from './domain/payments/settlement';
import { paymentRoutes } from './http/payments';
import { sandboxCheckoutRoutes } from './http/sandbox-checkout';
import { createSmsSender, type SmsSender } from './adapters/sms';
import { directDebitRoutes } from './http/direct-debit';
import { createPushSender, type PushSender } from './adapters/push';
import { notificationRoutes } from './http/notifications';
import { complaintRoutes } from './http/complaints';
import { resellRoutes } from './http/resell';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Tests hand in adapters of their own or a moved clock. */
  mailer?: Mailer;
  storage?: FileStorage;
  bus?: Bus;
  now?: () => Date;
  /** A payment provider of the test's own; otherwise Mollie with MOLLIE_API_KEY, else the sandbox. */
  payments?: PaymentProvider;
  /** Where texts go; otherwise the SMS gateway with SMS_URL, else the SMS folder. */
  sms?: SmsSender;
  /** Where pushes go; otherwise web push with the configured or kept VAPID keys. */
  push?: PushSender;
  /** Runs this process's jobs worker (mails and housekeeping) while the app is open: the server does, most tests need not. */
  runJobs?: boolean;
  /** How often each live socket is pinged and its session checked again (tests shorten it). */
  liveHeartbeatMs?: number;
  /** Told every route as it is registered: the security suite checks that it covers them all. */
  onRoute?: (route: { method: string; url: string }) => void;
}

/** Builds the whole server without listening, so tests can call app.inject. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of work done later or elsewhere (mails, purges): main.ts schedules the recurring ones. */
    jobs: Jobs;
  }
}

export async function buildApp({ config, db, logger = false, mailer, storage, bus, payments, sms, push, now = () => new Date(), runJobs = false, onRoute, liveHeartbeatMs }: AppOptions) {
  // Request lines belong to the proxy in front; our own events (a mail written, a failure) are logged.
  const app = Fastify({ logger, trustProxy: config.trustProxy, logController: new LogController({ disableRequestLogging: true }) });
  registerErrorHandler(app);
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
  // The sandbox tells of a change as a webhook would; it needs the deps it is part of.
  const sandbox = payments || config.payments.mollie ? null : sandboxProvider(db, { now, onChange: (id) => paymentChanged(deps, id) });
  const deps: Deps = {
    config, db, now, log: app.log,
    payments: payments ?? sandbox ?? mollieProvider(config.payments.mollie!),
    mailer: mailer ?? createMailer(config, app.log),
    sms: sms ?? createSmsSender(config, app.log),
    push: push ?? createPushSender(config),
    storage: storage ?? folderStorage(config.photosDir),
    bus: bus ?? createMemoryBus(app.log),
    limiter: memoryRateLimiter(),
    jobs: createJobs(db, { log: app.log, now }),
  };
  app.decorate('jobs', deps.jobs);
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    deps.mailer.close();
    await deps.bus.close();
  });

  idempotentWrites(app, deps);

  const settingsOf = settingsSource(config, deps.push.publicKey);
  settingsRoutes(app, settingsOf);
  catalogRoutes(app, config);
  sessionRoutes(app, deps);
  accountRoutes(app, deps);
  profileRoutes(app, deps);
  photoRoutes(app, deps);
  memberRoutes(app, deps);
  chatRoutes(app, deps);
  paymentRoutes(app, deps);
  directDebitRoutes(app, deps);
  notificationRoutes(app, deps);
  complaintRoutes(app, deps);
  resellRoutes(app, deps);
  if (sandbox) sandboxCheckoutRoutes(app, config, sandbox);
  await liveRoutes(app, deps, liveHeartbeatMs);
  await pwaRoutes(app, deps, shell, settingsOf);

  await app.ready();
  if (runJobs) deps.jobs.start(jobHandlers(deps, app.log));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
