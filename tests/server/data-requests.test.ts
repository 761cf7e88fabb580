import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportResponse } from '../../common/api/data-export';
import type { AuditResponse } from '../../common/staff/api';
import type { MemberLookupResponse } from '../../common/staff/data-requests';
import { ERASED_COLUMNS, ACCOUNTING_TABLES } from '../../server/db/erasure';
import { purgeExpiredExports } from '../../server/domain/data-requests/exports';
import { logIn, PASSWORD, cookieOf } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { jobsDone } from './helpers/jobs';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { buy } from './helpers/payments';
import { mailsTo } from './helpers/sent-mails';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';
import { ON_POSTGRES } from './helpers/test-database';

/**
 * Members' data requests (issue 35 point 6; docs/api.md, docs/staff.md): a member's archive of their
 * data, asked for in the account settings, built by the jobs queue and mailed as a link that opens
 * only in their session for 7 days; the same archive for staff answering a request by post; and an
 * admin's erasure at once, which keeps the ledger and payments tied to a tombstone.
 */

const DAY = 24 * 3600_000;
let clock = new Date('2026-12-10T10:00:00Z');
const now = () => clock;
let server: TestServer;
let admin: TestStaff;
let moderator: TestStaff;
let support: TestStaff;
let member: RealMember;
let partner: RealMember;

const jpeg = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#c86' } }).jpeg().toBuffer();

beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '1440' }, { now, runJobs: true });
  [member, partner] = [await activeMember(server, { language: 'de' }), await activeMember(server)];
  const photo = await server.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: member.cookie, 'content-type': 'image/jpeg' }, payload: await jpeg() });
  expect(photo.statusCode, photo.body).toBe(201);
  await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: partner.id, kind: 'text', body: 'Hallo, wie geht es?' }, member.cookie);
  await call(server, 'POST', '/api/messages.php', { client_id: randomUUID(), to: member.id, kind: 'text', body: 'Fine, and you?' }, partner.cookie);
  await call(server, 'POST', '/api/like.php', { id: partner.id }, member.cookie);
  await call(server, 'POST', '/api/like.php', { id: member.id }, partner.cookie);
  await buy(server, member.cookie, { package: 'p0', method: 'ideal' });
});
afterAll(() => server.close());

const request = (cookie: string, key = randomUUID()) =>
  server.app.inject({ method: 'POST', url: '/api/data-export.php', payload: {}, headers: { cookie, 'idempotency-key': key } });
const status = async (cookie: string, token?: string) =>
  (await call(server, 'GET', `/api/data-export.php${token ? `?token=${token}` : ''}`, undefined, cookie)).json() as DataExportResponse;
const download = (cookie: string, token: string) => call(server, 'GET', `/api/data-export-file.php?token=${encodeURIComponent(token)}`, undefined, cookie);
const exportJobs = async () => (await server.db.selectFrom('jobs').select('id').where('kind', '=', 'data-export').execute()).length;
const lookUp = (find: string, staff: TestStaff) => staffCall(server, 'GET', `/staff/api/members?find=${encodeURIComponent(find)}`, undefined, staff.cookie);
const audit = async (action: string) =>
  ((await staffCall(server, 'GET', `/staff/api/audit?action=${action}`, undefined, admin.cookie)).json() as AuditResponse).entries;

interface Archive {
  json: Record<string, unknown> & { messages: { direction: string; body: string }[]; photos: { file: string }[]; payments: unknown[]; credit_ledger: unknown[] };
  files: string[];
  bytes: Record<string, Uint8Array>;
}
function archiveOf(body: Buffer): Archive {
  const bytes = unzipSync(new Uint8Array(body));
  return { json: JSON.parse(strFromU8(bytes['data.json']!)) as Archive['json'], files: Object.keys(bytes).sort(), bytes };
}

describe('a member asks for their data', () => {
  let token: string;

  it('queues one archive however often they ask, and the same key answers the first request', async () => {
    const key = randomUUID();
    const first = await request(member.cookie, key);
    expect(first.statusCode, first.body).toBe(202);
    expect((first.json() as DataExportResponse).data_export).toMatchObject({ state: 'preparing', requested_at: clock.toISOString(), link: false });
    const replay = await request(member.cookie, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const [second, third] = await Promise.all([request(member.cookie), request(member.cookie)]);
    expect([second.statusCode, third.statusCode]).toEqual([202, 202]);
    await jobsDone(server, clock);
    expect(await exportJobs()).toBe(1);
  });

  it('is mailed a link in their language, valid 7 days, that the page shows as theirs', async () => {
    const mails = (await mailsTo(server, member.email)).filter((mail) => mail.kind === 'data_export');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Deine Daten von Amora sind bereit');
    expect(mails[0]!.header('content-language')).toBe('de');
    const link = new URL(server.mails.find((mail) => mail.kind === 'data_export')!.link);
    expect(link.pathname).toBe('/profile');
    token = link.searchParams.get('export')!;
    const ready = (await status(member.cookie, token)).data_export!;
    expect(ready).toMatchObject({ state: 'ready', link: true, expires_at: new Date(clock.getTime() + 7 * DAY).toISOString() });
    expect((await status(member.cookie)).data_export!.link).toBe(false);
    expect((await status(partner.cookie, token)).data_export).toBeNull();
  });

  it('downloads one ZIP with data.json and the photo files, only with the token in the own session', async () => {
    const answer = await download(member.cookie, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="amora-data-${member.id}-2026-12-10\\.zip"$`));
    const archive = archiveOf(answer.rawPayload);
    expect(Object.keys(archive.json)).toEqual([
      'about', 'account', 'profile', 'photos', 'messages', 'likes', 'swipes', 'blocks', 'payments', 'credit_ledger', 'notification_settings', 'sessions', 'tracking', 'complaints',
    ]);
    expect(archive.json.account).toMatchObject({ id: member.id, email: member.email, language: 'de', premium: true });
    expect(archive.json.profile).toMatchObject({ name: member.name });
    expect(archive.json.messages.map((message) => [message.direction, message.body])).toEqual([['sent', 'Hallo, wie geht es?'], ['received', 'Fine, and you?']]);
    expect(archive.json.likes).toMatchObject({ given: [{ member_id: partner.id }], received: [{ member_id: partner.id }] });
    expect(archive.json.payments).toMatchObject([{ package_id: 'p0', state: 'paid', refunded_amount: 0 }]);
    expect(archive.json.credit_ledger).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'purchase' })]));
    expect(archive.json.sessions).not.toHaveLength(0);
    expect(JSON.stringify(archive.json)).not.toMatch(/password|token_hash/);
    const photo = archive.json.photos[0]!.file;
    expect(archive.files).toContain(photo);
    expect((await sharp(archive.bytes[photo]!).metadata()).format).toBe('webp');

    expect(errorOf(await download(partner.cookie, token))).toMatchObject({ error: 'data_export_link_invalid' });
    expect((await download('', token)).statusCode).toBe(403);
    expect(errorOf(await download(member.cookie, 'x'.repeat(43)))).toMatchObject({ error: 'data_export_link_invalid' });
    expect((await call(server, 'GET', '/api/data-export-file.php?token=short', undefined, member.cookie)).statusCode).toBe(400);
  });

  it('expires after 7 days: the link stops working, the hourly purge deletes the archive, and a new request makes a new one', async () => {
    clock = new Date(clock.getTime() + 7 * DAY);
    expect(errorOf(await download(member.cookie, token))).toMatchObject({ error: 'data_export_link_invalid' });
    expect((await status(member.cookie, token)).data_export).toBeNull();
    const { file_name: name } = await server.db.selectFrom('data_exports').select('file_name').where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(await server.storage.has(name!)).toBe(true);
    expect(await purgeExpiredExports(server.db, server.storage, clock)).toBeGreaterThanOrEqual(1);
    expect(await server.storage.has(name!)).toBe(false);
    expect((await request(member.cookie)).statusCode).toBe(202);
    await jobsDone(server, clock);
    expect(await exportJobs()).toBe(2);
  });
});

/** Staff sessions end 12 hours after login: the staff of a test log in at its clock. */
async function staffNow(): Promise<void> {
  [admin, moderator, support] = [await setUpStaff(server, 'admin', now), await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'support', now)];
}

describe('staff and a request by post', () => {
  beforeAll(staffNow);

  it('support and admins look a member up and export; moderators may not; the export is audited in its transaction', async () => {
    expect((await lookUp(String(member.id), moderator)).statusCode).toBe(403);
    expect((await staffCall(server, 'POST', `/staff/api/members/${member.id}/export`, undefined, moderator.cookie)).statusCode).toBe(403);
    expect((await lookUp(member.email, support)).json() as MemberLookupResponse).toMatchObject({ member: { id: member.id, name: member.name, exports: [] } });
    expect(errorOf(await lookUp('nobody@example.org', support))).toMatchObject({ error: 'staff_member_unknown' });
    expect(errorOf(await staffCall(server, 'POST', '/staff/api/members/2000000000/export', undefined, support.cookie))).toMatchObject({ error: 'staff_member_unknown' });

    const queued = await staffCall(server, 'POST', `/staff/api/members/${member.id}/export`, undefined, support.cookie);
    expect(queued.statusCode, queued.body).toBe(202);
    const exportId = (queued.json() as MemberLookupResponse).member.exports[0]!.id;
    expect((queued.json() as MemberLookupResponse).member.exports[0]).toMatchObject({ ready_at: null, requested_by: support.email });
    expect(await audit('member.export')).toMatchObject([{ staff_id: support.id, subject_type: 'member', subject_id: member.id, details: { export: exportId } }]);

    await jobsDone(server, clock);
    const file = await staffCall(server, 'GET', `/staff/api/exports/${exportId}/file`, undefined, support.cookie);
    expect(file.statusCode).toBe(200);
    expect(archiveOf(file.rawPayload).json.account).toMatchObject({ id: member.id });
    expect((await staffCall(server, 'GET', `/staff/api/exports/${exportId}/file`, undefined, moderator.cookie)).statusCode).toBe(403);
    expect(await audit('member.export_download')).toMatchObject([{ staff_id: support.id, subject_id: member.id }]);
    // Not mailed to the member: staff send it as the postal request asks.
    expect((await mailsTo(server, member.email)).filter((mail) => mail.kind === 'data_export')).toHaveLength(2);
    // A member's own archive is no staff export.
    const own = await server.db.selectFrom('data_exports').select('id').where('requested_by', 'is', null).executeTakeFirstOrThrow();
    expect(errorOf(await staffCall(server, 'GET', `/staff/api/exports/${own.id}/file`, undefined, admin.cookie))).toMatchObject({ error: 'staff_export_unknown' });
  });
});

describe('erasure at once', () => {
  beforeAll(staffNow);

  it('is for admins only, with a reason; bad input changes nothing', async () => {
    const erase = (staff: TestStaff, body: object) => staffCall(server, 'POST', `/staff/api/members/${partner.id}/erase`, body, staff.cookie);
    const reason = 'Asked by letter of 2 December 2026.';
    expect((await erase(support, { reason })).statusCode).toBe(403);
    expect((await erase(moderator, { reason })).statusCode).toBe(403);
    expect(errorOf(await erase(admin, { reason: 'short' }))).toMatchObject({ error: 'staff_erasure_reason_length', params: { min: 10, max: 1000 } });
    expect((await erase(admin, {})).statusCode).toBe(400);
    expect(errorOf(await erase(admin, { reason: 'Asked by letter \u202e today.' }))).toMatchObject({ error: 'invalid_characters' });
    expect(await audit('member.erase')).toEqual([]);
    expect((await lookUp(String(partner.id), admin)).statusCode).toBe(200);
  });

  it('erases a member who paid at once: everything goes but the ledger and payments, kept on a tombstone', async () => {
    const archive = await server.db.selectFrom('data_exports').select('file_name').where('user_id', '=', member.id).where('file_name', 'is not', null).execute();
    const photoKeys = await server.db.selectFrom('photos').select('file_key').where('profile_id', '=', member.id).execute();
    const reason = 'Asked by letter of 2 December 2026 to erase everything.';
    const erased = await staffCall(server, 'POST', `/staff/api/members/${member.id}/erase`, { reason }, admin.cookie);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await audit('member.erase')).toMatchObject([{ staff_id: admin.id, subject_id: member.id, reason, details: { accounting_records_kept: true } }]);

    for (const [table, column] of ERASED_COLUMNS) {
      const rows = await server.db.selectFrom(table as 'users').select(column as 'id').where(column as 'id', '=', member.id).execute();
      expect(rows, `${table}.${column}`).toEqual([]);
    }
    const tombstone = await server.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ email: `erased-${member.id}@erased.invalid`, password_hash: '!', erased_at: clock.toISOString(), time_zone: null });
    expect(await server.db.selectFrom('payments').select('id').where('user_id', '=', member.id).execute()).toHaveLength(1);
    const ledger = await server.db.selectFrom('credit_ledger').select('amount').where('user_id', '=', member.id).execute();
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(tombstone.credits);
    for (const { file_name: name } of archive) expect(await server.storage.has(name!)).toBe(false);
    for (const { file_key: key } of photoKeys) expect(await server.storage.has(`${key}-full.webp`)).toBe(false);
    expect((await logIn(server, member.email, PASSWORD)).statusCode).toBe(401);
    expect((await call(server, 'GET', '/api/data-export.php', undefined, member.cookie)).statusCode).toBe(403);
    expect(errorOf(await lookUp(String(member.id), admin))).toMatchObject({ error: 'staff_member_unknown' });
    expect(errorOf(await staffCall(server, 'POST', `/staff/api/members/${member.id}/erase`, { reason }, admin.cookie))).toMatchObject({ error: 'staff_member_unknown' });
  });

  it('leaves nothing of a member who never paid', async () => {
    const other = await activeMember(server);
    await staffCall(server, 'POST', `/staff/api/members/${other.id}/erase`, { reason: 'Asked by letter to erase the account.' }, admin.cookie);
    expect(await server.db.selectFrom('users').select('id').where('id', '=', other.id).executeTakeFirst()).toBeUndefined();
    expect(await audit('member.erase')).toMatchObject([{ subject_id: other.id, details: { accounting_records_kept: false } }, { subject_id: member.id }]);
  });

  it.skipIf(ON_POSTGRES)('deals with every column that names a member: erased, unlinked, or an accounting record', async () => {
    const { rows } = await import('kysely').then(({ sql }) => sql<{ name: string; from: string }>`
      select m.name, f."from" from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = 'users'
    `.execute(server.db));
    const handled = new Set([...ERASED_COLUMNS.map(([table, column]) => `${table}.${column}`), ...ACCOUNTING_TABLES.map((table) => `${table}.user_id`)]);
    expect(rows.map((row) => `${row.name}.${row.from}`).filter((column) => !handled.has(column))).toEqual([]);
  });
});

describe('a member whose 14 days to reactivate passed', () => {
  it('is erased by the purge alike: a tombstone only when they paid', async () => {
    const paying = await activeMember(server);
    await buy(server, paying.cookie, { package: 'p0', method: 'ideal' });
    const login = await logIn(server, paying.email, PASSWORD);
    await server.app.inject({ method: 'DELETE', url: '/api/user.php', payload: { password: PASSWORD }, headers: { cookie: cookieOf(login) } });
    clock = new Date(clock.getTime() + 15 * DAY);
    await server.jobs.enqueue('purge-deleted', {});
    await jobsDone(server, clock);
    expect(await server.db.selectFrom('users').select(['email', 'erased_at']).where('id', '=', paying.id).executeTakeFirst())
      .toEqual({ email: `erased-${paying.id}@erased.invalid`, erased_at: expect.any(String) as string });
    expect(await server.db.selectFrom('profiles').select('id').where('id', '=', paying.id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps a tombstone with its accounting records for 10 years, then the hourly purge deletes them', async () => {
    const tombstones = () => server.db.selectFrom('users').select('id').where('erased_at', 'is not', null).execute();
    expect((await tombstones()).length).toBe(2);
    // Ten years (with their three leap days) and a day after the later erasure.
    clock = new Date(clock.getTime() + 3654 * DAY);
    await server.jobs.enqueue('purge-deleted', {}, { key: 'after ten years' });
    await jobsDone(server, clock);
    expect(await tombstones()).toEqual([]);
    expect(await server.db.selectFrom('payments').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  });
});
