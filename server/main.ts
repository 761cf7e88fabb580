import { createJobs } from './adapters/jobs';
import { folderStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { purgeDeletedAccounts } from './domain/account-purge';
import { sweepOrphanPhotoFiles } from './domain/photo-sweep';
import { purgeStaleRows } from './domain/housekeeping';
import { DEMO_LOGIN, memberCount, seedMembers } from './seed/seed';

/** The purges run once an hour across all server processes. */
const PURGE_INTERVAL_MS = 3600_000;

/** Starts the product: database, migrations, demo members on first start, the server, then the jobs worker. */
export async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = openDatabase(config.dataDir);
  const storage = folderStorage(config.photosDir);
  await migrateToLatest(db);
  if ((await memberCount(db)) === 0) {
    console.log(`Creating ${config.seedMembers} demo members in ${config.dataDir} …`);
    await seedMembers(db, storage, config.seedMembers);
  }
  const app = await buildApp({ config, db, storage, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });

  const jobs = createJobs(db, { log: app.log });
  await jobs.every('purge-deleted', PURGE_INTERVAL_MS);
  await jobs.every('purge-stale', PURGE_INTERVAL_MS);
  // What an upload cut off by the last stop left on disk goes once the server is up.
  await jobs.enqueue('sweep-photos');
  jobs.start({
    'purge-deleted': async () => void (await purgeDeletedAccounts(db, storage, new Date())),
    'purge-stale': async () => void (await purgeStaleRows(db, new Date())),
    'sweep-photos': async () => {
      const removed = await sweepOrphanPhotoFiles(db, storage, new Date());
      if (removed) app.log.info({ removed }, 'removed photo files left by unfinished uploads');
    },
  });
  console.log(`Amora is running at http://localhost:${config.port}`);
  console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

  const stop = async () => {
    await jobs.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
