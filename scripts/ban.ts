import { parseArgs } from 'node:util';
import { BAN_REASONS, type BanReason } from '../common/enums';
import { userByEmail } from '../server/db/accounts';
import { banOf, bannedAccounts } from '../server/db/bans';
import { banMember, liftBan } from '../server/domain/staff/bans';
import { ProblemError } from '../server/domain/problems';
import { SERVER_COMMAND } from '../server/domain/staff/audit';
import { scriptPlatform } from './script-platform';

/**
 * npm run ban                                        lists the banned accounts
 * npm run ban -- --email ann@example.org --reason scam --facts "…"
 *                                                    bans an account (or --id 12): closed at once, the
 *                                                    member mailed the reason, the facts and how to object
 * npm run ban -- --lift --email ann@example.org      lifts the ban
 * Reasons: fake_profile, harassment, scam, underage, offensive_content, repeated_breaches.
 */
const USAGE = `Usage: npm run ban [-- (--email ADDRESS | --id ID) (--reason ${BAN_REASONS.join('|')} --facts TEXT | --lift)]`;
const { values } = parseArgs({
  options: { email: { type: 'string' }, id: { type: 'string' }, reason: { type: 'string' }, facts: { type: 'string' }, lift: { type: 'boolean' } },
});

function fail(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  return process.exit(1);
}

const platform = await scriptPlatform();
const { db } = platform;

async function memberId(): Promise<number> {
  if (values.id === undefined) {
    const user = await userByEmail(db, values.email!.trim().toLowerCase());
    return user?.id ?? fail(`No account has the address ${values.email}.`);
  }
  const id = Number(values.id);
  if (!Number.isInteger(id) || id < 1 || !(await banOf(db, id))) fail(`No account has the id ${values.id}.`);
  return id;
}

if (values.email === undefined && values.id === undefined) {
  if (values.reason !== undefined || values.lift) fail('Name the account with --email or --id.');
  const banned = await bannedAccounts(db);
  if (banned.length === 0) console.log('No account is banned.');
  for (const ban of banned) console.log(`${ban.id}\t${ban.banned_at}\t${ban.ban_reason}\t${ban.email} (${ban.name})`);
} else if (values.lift) {
  const id = await memberId();
  console.log((await liftBan(db, SERVER_COMMAND, id, undefined, new Date())) ? `The ban of member ${id} is lifted.` : `Member ${id} was not banned.`);
} else {
  const reason = values.reason ?? fail('--reason is missing.');
  if (!(BAN_REASONS as readonly string[]).includes(reason)) fail(`--reason ${reason} is not one of the reasons.`);
  const facts = values.facts ?? fail('--facts is missing: what the member is told the ban rests on.');
  const id = await memberId();
  const banned = await banMember(platform, SERVER_COMMAND, id, { reason: reason as BanReason, facts }, new Date()).catch((error: unknown) =>
    error instanceof ProblemError ? fail(`--facts: ${error.message}`) : Promise.reject(error));
  console.log(banned ? `Member ${id} is banned (${reason}); the server's job worker mails them why.` : `Member ${id} was banned already.`);
}
await platform.close();
