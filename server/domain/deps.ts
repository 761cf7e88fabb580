import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../adapters/bus';
import type { Jobs } from '../adapters/jobs';
import type { Mailer } from '../adapters/mail';
import type { FetchPublic } from '../adapters/outbound-fetch';
import type { PaymentProvider } from '../adapters/payments/provider';
import type { PushSender } from '../adapters/push';
import type { RateLimiter } from '../adapters/rate-limiter';
import type { SmsSender } from '../adapters/sms';
import type { FileStorage } from '../adapters/storage';
import type { Config } from '../config/config';
import type { Db } from '../db/database';

/** How each service this process depends on stands: `null` for one it does not use. */
export interface ServiceStates {
  database: boolean;
  redis: boolean | null;
}

/**
 * What the routes, the jobs and the use cases share, built once by the composition root
 * (server/platform/platform.ts): the settings, the database, the adapters, a clock tests can move,
 * and the log. A use case names the part it needs as `Pick<Deps, …>`.
 */
export interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  bus: Bus;
  limiter: RateLimiter;
  jobs: Jobs;
  payments: PaymentProvider;
  sms: SmsSender;
  push: PushSender;
  /** Fetches from the public internet only (the partner's feed and photos). */
  fetchPublic: FetchPublic;
  now: () => Date;
  /** The server's own log, for work done outside a request (jobs, the sandbox's notices). */
  log: FastifyBaseLogger;
  /** Whether the database (and Redis, when used) answer now: the readiness check asks. */
  readiness: () => Promise<ServiceStates>;
}
