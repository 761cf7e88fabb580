import { normalizeEmail } from '../../../common/rules/account';
import type { Db } from '../../db/database';
import { memberForStaff } from '../../db/staff-members';
import { ProblemError } from '../problems';

/** Staff look a member up by id or by the account's address, on every page that names one. */

const MEMBER_ID = /^\d{1,9}$/;

/** The member `find` names (an id, or an address in any case); an erased member is none. */
export async function findMember(db: Db, find: string) {
  const member = await memberForStaff(db, MEMBER_ID.test(find.trim()) ? { id: Number(find) } : { email: normalizeEmail(find) });
  if (!member) throw new ProblemError('staff_member_unknown');
  return member;
}
