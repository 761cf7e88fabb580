import { loadConfigOrExit } from '../server/config/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { aloneAtStart } from '../server/db/startup-lock';
import { exitUnlessDatabaseAnswers } from '../server/platform/reachable';
import { sayDatabase } from './script-platform';

/**
 * npm run migrate: brings the database of the environment (DATABASE_URL, or the SQLite file in
 * DATA_DIR) to the latest migration, for a deployment that migrates before it starts its
 * processes (docs/deploy.md). A start migrates too, once however many processes start together.
 * Unlike the other commands it makes a new site's database, being the step before a new site's
 * first start; its first line names the database, so a wrong one shows at once.
 */
const config = loadConfigOrExit();
sayDatabase(config);
const db = openDatabase(config.database);
await exitUnlessDatabaseAnswers(config, db);
try {
  const applied = await aloneAtStart(db, migrateToLatest);
  console.log(applied.length === 0 ? 'The database is at the latest migration already.' : `Migrated: ${applied.join(', ')}.`);
} finally {
  await db.destroy();
}
