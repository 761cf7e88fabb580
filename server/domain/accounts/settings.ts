import type { AccountSettings } from '../../../common/api/account';
import { updateUser } from '../../db/accounts';
import type { Db } from '../../db/database';

/**
 * PUT /api/user.php: the interface (and mail) language, invisible mode, the e-mail choices, mail
 * turned back on, push previews and the time zone; what is absent stays.
 */
export async function saveAccountSettings(db: Db, userId: number, settings: AccountSettings): Promise<void> {
  const { language, invisible, email_opt_outs: optOuts, email_enabled: enabled, push_previews: previews, time_zone: timeZone } = settings;
  const flag = (value: boolean) => (value ? (1 as const) : (0 as const));
  const changes = {
    ...(language ? { language } : {}),
    ...(invisible !== undefined ? { invisible: flag(invisible) } : {}),
    ...(optOuts ? { email_opt_outs: JSON.stringify([...new Set(optOuts)]) } : {}),
    ...(enabled ? { notifications_disabled: '[]' } : {}),
    ...(previews !== undefined ? { push_previews: flag(previews) } : {}),
    ...(timeZone ? { time_zone: timeZone } : {}),
  };
  if (Object.keys(changes).length) await updateUser(db, userId, changes);
}
