import { createInvites } from '../server/domain/accounts/invites';
import { scriptPlatform } from './script-platform';

/** npm run invite -- --count N: makes invite links for invite-only mode (INVITE_ONLY=yes). */
const countArg = process.argv.indexOf('--count');
const count = countArg >= 0 ? Number(process.argv[countArg + 1]) : 1;
if (!Number.isInteger(count) || count < 1 || count > 10_000) {
  console.error('Usage: npm run invite -- --count N (1 to 10000)');
  process.exit(1);
}
const platform = await scriptPlatform();
const { db, config } = platform;
const base = config.accounts.publicUrl ?? `http://localhost:${config.port}`;
for (const code of await createInvites(db, count, new Date())) console.log(`${base}/${code}`);
await platform.close();
