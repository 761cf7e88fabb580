import type { Db } from './database';

/** Archives of members' data (server/domain/data-requests/exports.ts): one row each, its file in file storage. */

const EXPORT_COLUMNS = ['id', 'user_id', 'requested_by', 'created_at', 'file_name', 'ready_at', 'expires_at', 'mailed_at'] as const;

export async function insertExport(db: Db, row: { user_id: number; requested_by: number | null; created_at: string }): Promise<number> {
  const { id } = await db.insertInto('data_exports').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function exportById(db: Db, id: number) {
  return db.selectFrom('data_exports').select(EXPORT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The newest archive the member asked for themselves, with its link's token hash. */
export function newestMemberExport(db: Db, userId: number) {
  return db.selectFrom('data_exports')
    .select([...EXPORT_COLUMNS, 'token_hash'])
    .where('user_id', '=', userId).where('requested_by', 'is', null)
    .orderBy('id', 'desc').executeTakeFirst();
}

/** The ready archive a mailed link opens, for its own member only. */
export function exportByToken(db: Db, userId: number, tokenHash: string) {
  return db.selectFrom('data_exports').select(EXPORT_COLUMNS)
    .where('token_hash', '=', tokenHash).where('user_id', '=', userId).where('ready_at', 'is not', null).executeTakeFirst();
}

/** Whether an archive staff asked for is being built for the member. */
export async function hasPendingStaffExport(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('data_exports').select('id')
    .where('user_id', '=', userId).where('requested_by', 'is not', null).where('ready_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** The archives made for staff that have not expired (or are being built), newest first, with who asked. */
export function staffExportsOf(db: Db, userId: number, now: string) {
  return db.selectFrom('data_exports').innerJoin('staff', 'staff.id', 'data_exports.requested_by')
    .select(['data_exports.id', 'data_exports.created_at as requested_at', 'data_exports.ready_at', 'data_exports.expires_at', 'staff.email as requested_by'])
    .where('data_exports.user_id', '=', userId)
    .where((eb) => eb.or([eb('data_exports.expires_at', 'is', null), eb('data_exports.expires_at', '>', now)]))
    .orderBy('data_exports.id', 'desc').execute();
}

/** The archive is built: stored under its name, downloadable until `expires_at`. False when another run of the job was first. */
export async function markExportReady(db: Db, id: number, row: { file_name: string; ready_at: string; expires_at: string }): Promise<boolean> {
  const result = await db.updateTable('data_exports').set(row).where('id', '=', id).where('ready_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whom the link is mailed to, in which language and with which name. */
export function exportRecipient(db: Db, userId: number) {
  return db.selectFrom('users').leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'users.language', 'profiles.name']).where('users.id', '=', userId).where('users.erased_at', 'is', null).executeTakeFirst();
}

/** A new link for the member's mail: a link mailed before (by an attempt that failed after sending) stops working. */
export async function setExportToken(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.updateTable('data_exports').set({ token_hash: tokenHash }).where('id', '=', id).execute();
}

export async function markExportMailed(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('data_exports').set({ mailed_at: at }).where('id', '=', id).execute();
}

/** Archives past their time: ready ones expired, and requests never built that are as old as an archive's whole life. */
export function exportsToPurge(db: Db, now: string, builtBefore: string) {
  return db.selectFrom('data_exports').select(['id', 'file_name'])
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('ready_at', 'is', null), eb('created_at', '<=', builtBefore)])]))
    .execute();
}

export function exportFilesOf(db: Db, userId: number) {
  return db.selectFrom('data_exports').select(['id', 'file_name']).where('user_id', '=', userId).execute();
}

export async function deleteExports(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('data_exports').where('id', 'in', ids).execute();
}
