import { folderStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { scheduleHousekeeping } from './job-handlers';
import { DEMO_LOGIN, ensureDemoLogins, memberCount, SECOND_DEMO_LOGIN, seedMembers } from './seed/seed';

/** Starts the product: database, migrations, demo members on first start, the server, then the jobs. */
export async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = openDatabase(config.dataDir);
  const storage = folderStorage(config.photosDir);
  await migrateToLatest(db);
  if ((await memberCount(db)) === 0) {
    console.log(`Creating ${config.seedMembers} demo members in ${config.dataDir} …`);
    await seedMembers(db, storage, config.seedMembers);
  }
  await ensureDemoLogins(db, new Date());
  const app = await buildApp({ config, db, storage, logger: { level: config.logLevel }, runJobs: true });
  await app.listen({ port: config.port, host: config.host });
  await scheduleHousekeeping(app.jobs, config);
  console.log(`Amora is running at http://localhost:${config.port}`);
  console.log(`Demo logins: ${DEMO_LOGIN.email} and ${SECOND_DEMO_LOGIN.email}, password ${DEMO_LOGIN.password}`);

  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
