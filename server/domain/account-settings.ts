import type { AccountSettings } from '../../common/api/account';
import { updateUser } from '../db/accounts';
import type { Db } from '../db/database';

/** PUT /api/user.php: the interface (and mail) language, invisible mode, the e-mail choices and the time zone; what is absent stays. */
export async function saveAccountSettings(db: Db, userId: number, settings: AccountSettings): Promise<void> {
  const { language, invisible, email_opt_outs: optOuts, time_zone: timeZone } = settings;
  const changes = {
    ...(language ? { language } : {}),
    ...(invisible !== undefined ? { invisible: invisible ? (1 as const) : (0 as const) } : {}),
    ...(optOuts ? { email_opt_outs: JSON.stringify([...new Set(optOuts)]) } : {}),
    ...(timeZone ? { time_zone: timeZone } : {}),
  };
  if (Object.keys(changes).length) await updateUser(db, userId, changes);
}
