import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../common/staff/roles';
import { ProblemError } from '../server/domain/problems';
import { addStaff, listStaff, resendSetupByEmail } from '../server/domain/staff/team';
import { scriptPlatform } from './script-platform';

/**
 * npm run staff                                          lists the staff accounts
 * npm run staff -- --add ann@example.org --role admin    adds a staff member (the first admin, then
 *                                                        more in the console) and prints the setup link
 * npm run staff -- --reset ann@example.org               a new setup link: password and authenticator
 *                                                        start over (an admin who lost their phone)
 * Roles: admin, moderator, support (docs/staff.md). The audit log names "server command" as actor.
 */
const USAGE = `Usage: npm run staff [-- --add ADDRESS --role ${STAFF_ROLES.join('|')} | --reset ADDRESS]`;
const { values } = parseArgs({ options: { add: { type: 'string' }, role: { type: 'string' }, reset: { type: 'string' } } });

function fail(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  return process.exit(1);
}

if (values.add !== undefined && !STAFF_ROLES.includes(values.role as StaffRole)) fail(`Give a role: ${STAFF_ROLES.join(', ')}.`);
if (values.add !== undefined && values.reset !== undefined) fail('Add or reset, not both at once.');

const platform = await scriptPlatform();
const team = { db: platform.db, mailer: platform.mailer, config: platform.config };
try {
  if (values.add !== undefined) {
    const { staff, link } = await addStaff(team, null, { email: values.add, role: values.role as StaffRole }, new Date());
    console.log(`Added ${staff.email} as ${staff.role}. Their setup link (valid 24 hours, also mailed):\n${link}`);
  } else if (values.reset !== undefined) {
    const { link } = await resendSetupByEmail(team, values.reset, new Date());
    console.log(`New setup link for ${values.reset} (valid 24 hours, also mailed; their old password and authenticator no longer work):\n${link}`);
  } else {
    const { staff } = await listStaff(platform.db);
    if (staff.length === 0) console.log('No staff accounts yet. Add the first admin: npm run staff -- --add ADDRESS --role admin');
    for (const member of staff) console.log(`${member.id}\t${member.email}\t${member.role}${member.disabled_at ? '\tdisabled' : ''}`);
  }
} catch (error) {
  if (error instanceof ProblemError) fail(error.message);
  throw error;
} finally {
  await platform.close();
}
