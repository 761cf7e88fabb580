import { parseArgs } from 'node:util';
import { memberCount, seedMembers } from '../server/seed/seed';
import { scriptPlatform } from './script-platform';

/** npm run seed -- --members N: adds N fictional demo members to the database in DATA_DIR. */
const { values } = parseArgs({ options: { members: { type: 'string', default: '300' } } });
const count = Number.parseInt(values.members, 10);
if (!Number.isInteger(count) || count < 1) {
  console.error('--members must be a positive whole number');
  process.exit(1);
}
const platform = await scriptPlatform();
const { db, storage } = platform;
const started = Date.now();
await seedMembers(db, storage, count);
console.log(`Added ${count} demo members in ${((Date.now() - started) / 1000).toFixed(1)} s; ${await memberCount(db)} members now.`);
await platform.close();
