import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStaleRows } from '../../server/domain/site/housekeeping';
import { newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOW = new Date('2026-12-01T12:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString();
const later = (hours: number) => new Date(NOW.getTime() + hours * 3600_000).toISOString();

describe('the hourly purge of stale rows', () => {
  it('deletes expired sessions, old login attempts, spent tokens, expired write answers, apps no process renews, old notices and complaints, ended staff sessions and audit entries past retention, and keeps live ones', async () => {
    await newMember(server);
    const { id: userId } = await server.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const db = server.db;
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('login_attempts').execute();
    await db.deleteFrom('account_tokens').execute();
    await db.insertInto('sessions').values([
      { user_id: userId, token_hash: 'expired', created_at: ago(800), expires_at: ago(1) },
      { user_id: userId, token_hash: 'live', created_at: ago(2), expires_at: later(700) },
    ]).execute();
    await db.insertInto('login_attempts').values([
      { user_id: null, ip: '192.0.2.1', succeeded: 0, created_at: ago(25) },
      { user_id: userId, ip: '192.0.2.1', succeeded: 1, created_at: ago(30) },
      { user_id: userId, ip: '192.0.2.1', succeeded: 0, created_at: ago(1) },
    ]).execute();
    const token = (hash: string, created: string, expires: string, used: string | null) =>
      ({ user_id: userId, purpose: 'activation' as const, token_hash: hash, new_email: null, created_at: created, expires_at: expires, used_at: used });
    await db.insertInto('account_tokens').values([
      token('used-old', ago(30), later(100), ago(29)),
      token('expired-old', ago(200), ago(30), null),
      // Used, but from the last day: the mail limits (five a day) still count it.
      token('used-recent', ago(2), later(100), ago(1)),
      token('live-old', ago(30), later(100), null),
    ]).execute();
    await db.insertInto('idempotent_requests').values([
      { id: 'expired', request_hash: 'h', answer: Buffer.from('x'), locked_until: null, created_at: ago(25), expires_at: ago(1) },
      { id: 'live', request_hash: 'h', answer: Buffer.from('x'), locked_until: null, created_at: ago(1), expires_at: later(23) },
    ]).execute();
    const { id: sessionId } = await db.selectFrom('sessions').select('id').where('token_hash', '=', 'live').executeTakeFirstOrThrow();
    const app = (id: string, seenAt: string) => ({ id, user_id: userId, session_id: sessionId, app: `page-${id}`, hidden: 0 as const, seen_at: seenAt });
    // An app's heartbeat renews it every 30 s: one not renewed for an hour belongs to a process that stopped.
    await db.insertInto('open_apps').values([app('stale', ago(1)), app('open', ago(0.05))]).execute();
    const notice = (key: string, at: string) => ({ key, user_id: userId, kind: 'new_messages', created_at: at, sent_at: at });
    // The longest look back at notices sent is a week (the weekly mail): 30 days keeps them well past it.
    await db.insertInto('sent_notices').values([notice('old', ago(31 * 24)), notice('last-week', ago(7 * 24))]).execute();
    const complaint = (reference: string, at: string) => ({
      reference, created_at: at, reporter_id: userId, email: 'a@example.org', language: 'en' as const, reason: 'scam' as const, text: 'x', ip: '192.0.2.1',
    });
    // Kept two years; the network address only for the day the limit of complaints looks back.
    await db.insertInto('complaints').values([
      complaint('K-OLD', ago(731 * 24)), complaint('K-LAST-YEAR', ago(365 * 24)), complaint('K-TODAY', ago(1)),
    ]).execute();

    const { id: staffId } = await db.insertInto('staff').values({
      email: 'keeper@example.org', role: 'admin', password_hash: '!', totp_secret: 'JBSWY3DPEHPK3PXP', created_at: ago(9000), setup_token_hash: null, setup_expires_at: null, disabled_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    const staffSession = (hash: string, created: string, seen: string) => ({ staff_id: staffId, token_hash: hash, created_at: created, last_seen_at: seen });
    // A staff session ends after 12 hours whatever happens, and after its idle time (at most a day).
    await db.insertInto('staff_sessions').values([
      staffSession('staff-old', ago(13), ago(0.1)), staffSession('staff-idle', ago(11.5), ago(25)), staffSession('staff-live', ago(2), ago(0.1)),
    ]).execute();
    const entry = (action: string, at: string) => ({ staff_id: staffId, staff_role: 'admin' as const, action, subject_type: null, subject_id: null, reason: null, details: null, created_at: at });
    // The audit log is kept seven years.
    await db.insertInto('audit_log').values([entry('old', ago((7 * 365 + 7) * 24)), entry('kept', ago((7 * 365 - 5) * 24))]).execute();

    // The days members opened the app are kept 90 days (the overview shows 30).
    await db.deleteFrom('active_days').execute();
    const day = (hours: number) => ago(hours).slice(0, 10);
    await db.insertInto('active_days').values([{ user_id: userId, day: day(91 * 24) }, { user_id: userId, day: day(89 * 24) }]).execute();

    expect(await purgeStaleRows(db, NOW)).toEqual({
      sessions: 1, loginAttempts: 2, tokens: 2, idempotentRequests: 1, openApps: 1, notices: 1, complaintAddresses: 2, complaints: 1, staffSessions: 2, auditEntries: 1,
      activeDays: 1,
    });
    expect(await db.selectFrom('active_days').select('day').execute()).toEqual([{ day: day(89 * 24) }]);
    expect((await db.selectFrom('staff_sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['staff-live']);
    expect((await db.selectFrom('audit_log').select('action').execute()).map((r) => r.action)).toEqual(['kept']);
    expect((await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
    expect(await db.selectFrom('login_attempts').select('created_at').execute()).toEqual([{ created_at: ago(1) }]);
    expect((await db.selectFrom('account_tokens').select('token_hash').orderBy('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live-old', 'used-recent']);
    expect((await db.selectFrom('idempotent_requests').select('id').execute()).map((r) => r.id)).toEqual(['live']);
    expect((await db.selectFrom('open_apps').select('id').execute()).map((r) => r.id)).toEqual(['open']);
    expect((await db.selectFrom('sent_notices').select('key').execute()).map((r) => r.key)).toEqual(['last-week']);
    expect(await db.selectFrom('complaints').select(['reference', 'ip']).orderBy('id').execute())
      .toEqual([{ reference: 'K-LAST-YEAR', ip: null }, { reference: 'K-TODAY', ip: '192.0.2.1' }]);
    expect(await purgeStaleRows(db, NOW)).toEqual({
      sessions: 0, loginAttempts: 0, tokens: 0, idempotentRequests: 0, openApps: 0, notices: 0, complaintAddresses: 0, complaints: 0, staffSessions: 0, auditEntries: 0,
      activeDays: 0,
    });
  });
});
