import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { schedulePurge } from './jobs/purge-deleted';
import { folderStorage } from './adapters/storage';
import { DEMO_LOGIN, memberCount, seedMembers } from './seed/seed';

/** Starts the product: database, migrations, demo members on first start, then the server. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  if ((await memberCount(db)) === 0) {
    console.log(`Creating ${config.seedMembers} demo members in ${config.dataDir} …`);
    await seedMembers(db, folderStorage(config.photosDir), config.seedMembers);
  }
  const app = await buildApp({ config, db, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  const stopPurge = schedulePurge(db, config, app.log);
  console.log(`Amora is running at http://localhost:${config.port}`);
  console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

  const stop = async () => {
    stopPurge();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
