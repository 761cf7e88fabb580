import { createHash, randomBytes } from 'node:crypto';
import type { DataExportStatus } from '../../../common/api/data-export';
import { DATA_EXPORT_DAYS, type Locale } from '../../../common/constants';
import { exportAnswersRequest, exportExpiry } from '../../../common/rules/data-export';
import type { Jobs } from '../../adapters/jobs';
import type { FileStorage, OpenedFile } from '../../adapters/storage';
import { inTransaction, type Db } from '../../db/database';
import {
  deleteExports, exportById, exportByToken, exportRecipient, exportsToPurge, insertExport, markExportMailed, markExportReady, newestMemberExport,
  setExportToken,
} from '../../db/data-requests';
import { lockMember } from '../../db/users';
import { buildDataArchive } from './archive';
import { composeDataExportMail } from '../notifications/texts/data-export';
import { siteOrigin } from '../notifications/texts/layout';
import { ProblemError } from '../problems';
import type { Deps } from '../deps';

/**
 * Members' data archives (docs/api.md, Data requests; docs/staff.md): asked for by the member in
 * their account settings or by staff for a request by post, built by the `data-export` job, kept in
 * file storage under a random name no public route serves, and deleted DATA_EXPORT_DAYS after they
 * are ready. The member's link is mailed; it opens the archive only in the member's own session,
 * so a forwarded or leaked mail alone gives nobody their data. Only the token's SHA-256 is stored.
 */

export type DataExportContext = Pick<Deps, 'db' | 'jobs' | 'storage' | 'mailer' | 'config'>;

const DAY_MS = 24 * 3600_000;
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

type ExportRow = NonNullable<Awaited<ReturnType<typeof newestMemberExport>>>;

function statusOf(row: ExportRow, token: string | undefined): DataExportStatus {
  return {
    state: row.ready_at === null ? 'preparing' : 'ready', requested_at: row.created_at, ready_at: row.ready_at, expires_at: row.expires_at,
    link: token !== undefined && row.ready_at !== null && row.token_hash === hash(token),
  };
}

/** The member's newest archive, unless it has expired; `link` says whether the token opens it. */
export async function memberExportStatus(db: Db, userId: number, token: string | undefined, now: Date): Promise<DataExportStatus | null> {
  const row = await newestMemberExport(db, userId);
  if (!row || (row.expires_at !== null && row.expires_at <= now.toISOString())) return null;
  return statusOf(row, token);
}

/** Queues the building of an archive in the caller's transaction. */
export async function queueExport(trx: Db, jobs: Jobs, userId: number, requestedBy: number | null, now: Date): Promise<number> {
  const id = await insertExport(trx, { user_id: userId, requested_by: requestedBy, created_at: now.toISOString() });
  await jobs.enqueueIn(trx, [{ kind: 'data-export', payload: { id }, key: `data-export:${id}` }]);
  return id;
}

/**
 * The member asks for their data: one archive at a time, so a request while one is being prepared,
 * or within a day of one being ready, answers that one and queues nothing.
 */
export async function requestMemberExport(ctx: { db: Db; jobs: Jobs }, userId: number, now: Date): Promise<DataExportStatus> {
  const row = await inTransaction(ctx.db, async (trx) => {
    // Two requests at once (two tabs) queue one archive: the second waits here for the first's commit.
    await lockMember(trx, userId);
    const newest = await newestMemberExport(trx, userId);
    if (exportAnswersRequest(newest, now)) return newest!;
    await queueExport(trx, ctx.jobs, userId, null, now);
    return (await newestMemberExport(trx, userId))!;
  });
  ctx.jobs.wake();
  return statusOf(row, undefined);
}

/** The file of a ready, unexpired archive; undefined for none. */
async function archiveFile(storage: FileStorage, row: { file_name: string | null; expires_at: string | null }, now: Date): Promise<OpenedFile | undefined> {
  if (!row.file_name || !row.expires_at || row.expires_at <= now.toISOString()) return undefined;
  return (await storage.get(row.file_name)) ?? undefined;
}

/** The archive the mailed link opens, for the member whose session asks. */
export async function memberExportFile(ctx: { db: Db; storage: FileStorage }, userId: number, token: string, now: Date): Promise<OpenedFile> {
  const row = await exportByToken(ctx.db, userId, hash(token));
  const file = row && (await archiveFile(ctx.storage, row, now));
  if (!file) throw new ProblemError('data_export_link_invalid');
  return file;
}

/** A staff export's file: 404 when unknown or expired, 409 while it is being built. */
export async function staffExportFile(ctx: { db: Db; storage: FileStorage }, id: number, now: Date): Promise<{ file: OpenedFile; userId: number }> {
  const row = await exportById(ctx.db, id);
  if (!row || row.requested_by === null) throw new ProblemError('staff_export_unknown');
  if (row.ready_at === null) throw new ProblemError('staff_export_not_ready');
  const file = await archiveFile(ctx.storage, row, now);
  if (!file) throw new ProblemError('staff_export_unknown');
  return { file, userId: row.user_id };
}

/** The name an archive is downloaded as. */
export const archiveName = (siteName: string, userId: number, now: Date) =>
  `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${userId}-${now.toISOString().slice(0, 10)}.zip`;

/**
 * The `data-export` job: builds and stores the archive, then mails the member their link. A retry
 * after a failure goes on where it stopped: an archive stored is not built again, and a link mailed
 * (its `mailed_at` written) is not mailed again.
 */
export async function buildExport(ctx: DataExportContext, { id }: { id: number }, now: Date): Promise<void> {
  let row = await exportById(ctx.db, id);
  if (!row) return;
  if (row.ready_at === null) {
    const archive = await buildDataArchive(ctx.db, ctx.storage, row.user_id, now);
    if (!archive) return;
    const name = `exports/${randomBytes(16).toString('hex')}.zip`;
    await ctx.storage.put(name, Buffer.from(archive));
    const ready = { file_name: name, ready_at: now.toISOString(), expires_at: exportExpiry(now).toISOString() };
    if (!(await markExportReady(ctx.db, id, ready))) await ctx.storage.remove(name);
    row = (await exportById(ctx.db, id))!;
  }
  if (row.requested_by !== null || row.mailed_at !== null) return;
  const to = await exportRecipient(ctx.db, row.user_id);
  if (!to) return;
  const token = randomBytes(32).toString('base64url');
  await setExportToken(ctx.db, id, hash(token));
  const link = `${siteOrigin(ctx.config)}/profile?export=${token}`;
  const mail = { to: to.email, language: to.language as Locale, name: to.name ?? to.email.split('@')[0]!, link, until: row.expires_at! };
  await ctx.mailer.send({ ...composeDataExportMail(mail, ctx.config), id: `data-export:${id}` });
  await markExportMailed(ctx.db, id, now.toISOString());
}

/** The hourly purge: expired archives, and requests never built that are as old as an archive's whole life. */
export async function purgeExpiredExports(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const rows = await exportsToPurge(db, now.toISOString(), new Date(now.getTime() - DATA_EXPORT_DAYS * DAY_MS).toISOString());
  for (const { file_name: name } of rows) if (name) await storage.remove(name);
  await deleteExports(db, rows.map((row) => row.id));
  return rows.length;
}
