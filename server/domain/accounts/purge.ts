import { REACTIVATION_DAYS } from '../../../common/constants';
import type { FileStorage } from '../../adapters/storage';
import { deletionsBefore } from '../../db/accounts';
import type { Db } from '../../db/database';
import { deleteTombstonesBefore } from '../../db/erasure';
import { eraseAccount } from './erasure';

const DAY_MS = 24 * 3600_000;

/**
 * How long an erased member's accounting records are kept: the longest time tax and commercial law
 * ask books to be kept (10 years in Germany, HGB §257 and AO §147; less in the other countries),
 * counted from the erasure, which comes after every record of theirs.
 */
export const ACCOUNTING_RETENTION_YEARS = 10;

/**
 * Erases for good the accounts whose 14 days to reactivate have passed (./account-erasure.ts: all
 * of the member, but the accounting records of one who paid). Safe to run twice or in two processes
 * at once: what is gone stays gone.
 */
export async function purgeDeletedAccounts(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const members = await deletionsBefore(db, new Date(now.getTime() - REACTIVATION_DAYS * DAY_MS).toISOString());
  for (const id of members) await eraseAccount({ db, storage }, id, now);
  return members.length;
}

/** The same hourly purge: tombstones whose accounting records are past their retention go, records and all. */
export function purgeTombstones(db: Db, now: Date): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - ACCOUNTING_RETENTION_YEARS);
  return deleteTombstonesBefore(db, before.toISOString());
}
