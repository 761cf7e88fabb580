import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryBus, type Bus } from '../adapters/bus';
import { createJobs } from '../adapters/jobs';
import { JOB_KINDS } from '../jobs/registry';
import { createMailer } from '../adapters/mail';
import { mollieProvider } from '../adapters/payments/mollie';
import { sandboxProvider, type SandboxProvider } from '../adapters/payments/sandbox';
import { createOutboundFetch } from '../adapters/outbound-fetch';
import { createPushSender, newVapidKeys } from '../adapters/push';
import { memoryRateLimiter, type RateLimiter } from '../adapters/rate-limiter';
import { openRedis, type RedisConnections } from '../adapters/redis';
import { createRedisBus } from '../adapters/redis-bus';
import { redisRateLimiter } from '../adapters/redis-rate-limiter';
import { createSmsSender } from '../adapters/sms';
import { parseS3Url } from '../config/s3-address';
import { s3Storage } from '../adapters/s3-storage';
import { folderStorage } from '../adapters/storage';
import type { Config } from '../config/config';
import { openDatabase } from '../db/database';
import { keepCopies } from '../domain/accounts/kept-copies';
import { paymentChanged } from '../domain/payments/settlement';
import { pushKeys } from '../domain/site/secrets';
import type { Deps } from '../domain/deps';
import { servicesAnswer } from './readiness';

/** The parts a caller brings of its own (a test's mailer that keeps what it sent, a moved clock); the rest is built from the configuration. */
export type PlatformParts = Partial<Omit<Deps, 'config' | 'jobs' | 'readiness'>>;

export interface Platform extends Deps {
  /** The built-in payment provider when it is the one in use: it serves its own checkout page. */
  sandbox: SandboxProvider | null;
  /** The connections to Redis when REDIS_URL is set (the start checks that it answers). */
  redis: RedisConnections | null;
  /**
   * Stops the jobs worker (past `jobWaitMs` handing its job back to the queue), then closes the mail
   * transport, the bus, Redis and the database.
   */
  close: (jobWaitMs?: number) => Promise<void>;
}

/**
 * The composition root: from the parsed configuration, the database and every adapter the server
 * uses, each replaceable by a part of the caller's own. The http layer (server/http/app.ts) and the jobs
 * worker take what this builds; nothing else constructs an adapter.
 */
export function buildPlatform(config: Config, parts: PlatformParts = {}): Platform {
  const log: FastifyBaseLogger = parts.log ?? pino({ level: config.logLevel });
  const now = parts.now ?? (() => new Date());
  const db = parts.db ?? openDatabase(config.database, (error) => log.warn({ err: error }, 'A database connection broke; the next query opens a new one.'));
  // The sandbox tells of a change as a webhook would; it needs the deps it is part of.
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  const sandbox = parts.payments || config.payments.mollie ? null : sandboxProvider(db, { now, onChange: (id) => paymentChanged(platform, id) });
  const platform: Platform = {
    config, db, now, log, sandbox, redis,
    payments: parts.payments ?? sandbox ?? mollieProvider(config.payments.mollie!),
    mailer: parts.mailer ?? createMailer(config, log),
    sms: parts.sms ?? createSmsSender(config, log),
    push: parts.push ?? createPushSender(config, () => pushKeys(db, config, now(), newVapidKeys)),
    storage: parts.storage ?? (config.storageUrl ? s3Storage(parseS3Url(config.storageUrl)!) : folderStorage(config.photosDir)),
    bus: parts.bus ?? sharedBus(redis, log),
    fetchPublic: parts.fetchPublic ?? createOutboundFetch({ allow: config.rules.resellFeedAllowPrivate }),
    limiter: parts.limiter ?? sharedLimiter(redis),
    jobs: createJobs(db, { kinds: JOB_KINDS, log, now }),
    readiness: () => servicesAnswer(db, redis, platform.bus),
    close: async (jobWaitMs) => {
      stopKeeping();
      await platform.jobs.stop(jobWaitMs);
      platform.mailer.close();
      await platform.bus.close();
      await redis?.close();
      await db.destroy();
    },
  };
  const stopKeeping = keepCopies(db, platform.bus);
  return platform;
}

/** Through Redis, every process's live sockets hear of every event; without it, this process's alone. */
function sharedBus(redis: RedisConnections | null, log: FastifyBaseLogger): Bus {
  return redis ? createRedisBus(redis.commands, redis.subscriber, log) : createMemoryBus(log);
}

/** Through Redis, a limit counts the calls of every process; without it, this process's alone. */
function sharedLimiter(redis: RedisConnections | null): RateLimiter {
  return redis ? redisRateLimiter(redis.commands) : memoryRateLimiter();
}
