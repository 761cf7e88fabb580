import type { Locale } from '../../common/constants';
import type { Db } from './database';

export function updateLanguage(db: Db, userId: number, language: Locale) {
  return db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
