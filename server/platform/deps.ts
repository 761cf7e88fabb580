import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../adapters/bus';
import type { Jobs } from '../adapters/jobs';
import type { Mailer } from '../adapters/mail';
import type { PaymentProvider } from '../adapters/payments/provider';
import type { PushSender } from '../adapters/push';
import type { RateLimiter } from '../adapters/rate-limiter';
import type { SmsSender } from '../adapters/sms';
import type { FileStorage } from '../adapters/storage';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { ServiceStates } from './readiness';

/**
 * What the routes, the jobs and the use cases share, built once by the composition root
 * (./platform.ts): the settings, the database, the adapters, a clock tests can move, and the log.
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
  now: () => Date;
  /** The server's own log, for work done outside a request (jobs, the sandbox's notices). */
  log: FastifyBaseLogger;
  /** Whether the database (and Redis, when used) answer now: the readiness check asks. */
  readiness: () => Promise<ServiceStates>;
}
