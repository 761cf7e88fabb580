import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, type Mailer, type OutgoingMail } from '../../server/adapters/mail';
import { createMemoryBus, type Bus } from '../../server/adapters/bus';
import type { Jobs } from '../../server/adapters/jobs';
import { folderStorage, type FileStorage } from '../../server/adapters/storage';
import { buildApp, type App, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrateToLatest, openDatabase, type Db } from '../../server/db/database';
import { jobHandlers } from '../../server/job-handlers';
import { buildPlatform, type Platform, type PlatformParts } from '../../server/platform/platform';

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
  close: () => Promise<void>;
}

/**
 * A real app over a real SQLite file in a fresh temporary folder; rate limits only when a test asks
 * (RATE_LIMITS: 'on'), and the jobs worker (mails sent later) only with `runJobs`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute' | 'liveHeartbeatMs'> & Pick<PlatformParts, 'now' | 'payments'> & { runJobs?: boolean } = {},
): Promise<TestServer> {
  const { onRoute, liveHeartbeatMs, runJobs, ...parts } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PHOTOS_DIR: SHARED_PHOTOS_DIR, STATIC_DIR: path.join(dataDir, 'no-dist'), RATE_LIMITS: 'off', LOG_LEVEL: 'silent', ...env });
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  const mails: CapturedMail[] = [];
  const real = createMailer(config, { info: () => {} });
  const mailer: Mailer = { send: (mail) => (mails.push(captured(mail)), real.send(mail)), close: () => real.close() };
  const storage = folderStorage(config.photosDir);
  const bus = createMemoryBus({ error: () => {} });
  const platform = buildPlatform(config, { db, mailer, storage, bus, ...parts });
  const app = await buildApp({ platform, onRoute, liveHeartbeatMs });
  if (runJobs) platform.jobs.start(jobHandlers(platform));
  return {
    app, db, config, storage, bus, dataDir, mails, mailer, platform, jobs: platform.jobs,
    close: async () => {
      await app.close();
      await platform.close();
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
