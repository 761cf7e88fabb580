import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberResponseSchema } from '../../common/api/members';
import type { AuditResponse, PhotoQueueResponse } from '../../common/staff/api';
import { staffToAlert } from '../../server/db/staff';
import { checkModerationQueue } from '../../server/domain/staff/photo-moderation';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, makePremium, type RealMember } from './helpers/members';
import { afterDatabaseLine } from './helpers/script-output';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * Photo moderation (docs/staff.md, issue 35 point 3): uploads wait unseen by others; a moderator
 * approves or rejects them in the console (or `npm run moderate`), the member is told a rejection's
 * reason in their language, each decision is made once and audited, and moderators are mailed when
 * the queue waits too long.
 */

let clock = new Date('2026-12-02T08:00:00Z');
const now = () => clock;

let server: TestServer;
let owner: RealMember;
let viewer: RealMember;
let moderator: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ MODERATION_ALERT_MINUTES: '60', STAFF_IDLE_MINUTES: '1440' }, { now, runJobs: true });
  [owner, viewer] = [await activeMember(server, { language: 'de' }), await activeMember(server)];
  // Premium: room for the photos of every test (a free member keeps 3).
  await makePremium(server, owner.id);
  moderator = await setUpStaff(server, 'moderator', now);
  admin = await setUpStaff(server, 'admin', now);
});
afterAll(() => server.close());

async function upload(cookie: string, colour = '#88aa66'): Promise<number> {
  const body = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } }).jpeg().toBuffer();
  const response = await server.app.inject({ method: 'POST', url: '/api/photos.php', payload: body, headers: { cookie, 'content-type': 'image/jpeg' } });
  expect(response.statusCode).toBe(201);
  return response.json<{ photos: { id: number }[] }>().photos.at(-1)!.id;
}

const photosSeenBy = async (cookie: string) =>
  memberResponseSchema.parse((await call(server, 'GET', `/api/profile.php?id=${owner.id}`, undefined, cookie)).json()).profile.photos;
const queue = async (staff = moderator) => (await staffCall(server, 'GET', '/staff/api/photos', undefined, staff.cookie)).json() as PhotoQueueResponse;
const decide = (id: number, body: object, staff = moderator) => staffCall(server, 'POST', `/staff/api/photos/${id}/decision`, body, staff.cookie);
const ownPhotos = async () =>
  (await call(server, 'GET', '/api/photos.php', undefined, owner.cookie)).json<{ photos: { id: number; status: string }[] }>().photos.map((p) => [p.id, p.status]);

describe('the photo queue', () => {
  it('lists uploads oldest first with the member and their other photos; approving shows a photo to others, rejecting tells the member why in their language', async () => {
    const first = await upload(owner.cookie);
    const second = await upload(owner.cookie, '#aa6688');
    expect(await photosSeenBy(viewer.cookie)).toEqual([]);

    const waiting = await queue();
    expect(waiting.count).toBe(2);
    expect(waiting.photos.map((photo) => photo.id)).toEqual([first, second]);
    expect(waiting.photos[0]).toMatchObject({ member: { id: owner.id, name: owner.name }, others: [{ id: second, status: 'pending' }] });
    expect(waiting.photos[0]!.member.age).toBeGreaterThanOrEqual(18);
    // The moderator sees a waiting photo's file; nobody else does.
    const file = await staffCall(server, 'GET', waiting.photos[0]!.url, undefined, moderator.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await staffCall(server, 'GET', waiting.photos[0]!.url, undefined, viewer.cookie)).statusCode).toBe(401);

    expect((await decide(first, { decision: 'approve' })).statusCode).toBe(200);
    const noReason = await decide(second, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).error).toBe('staff_reason_required');
    expect((await decide(second, { decision: 'reject', reason: 'contact_details' })).statusCode).toBe(200);

    expect((await photosSeenBy(viewer.cookie)).map((p) => p.id)).toEqual([first]);
    expect(await ownPhotos()).toEqual([[first, 'approved'], [second, 'rejected']]);
    expect((await queue()).count).toBe(0);

    await expect.poll(() => server.mails.find((mail) => mail.kind === 'photo_rejected' && mail.to === owner.email)).toBeDefined();
    const mailed = server.mails.filter((mail) => mail.kind === 'photo_rejected' && mail.to === owner.email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toMatchObject({ language: 'de' });
    expect(mailed[0]!.link).toMatch(/\/profile$/);

    const audit = (await staffCall(server, 'GET', '/staff/api/audit?subject_type=photo', undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries.map((entry) => [entry.action, entry.subject_id, entry.reason, entry.staff_id])).toEqual([
      ['photo.reject', second, 'contact_details', moderator.id], ['photo.approve', first, null, moderator.id],
    ]);
  });

  it('two moderators deciding one photo at once: one decides, the other is told it was decided already, and the member gets one mail', async () => {
    const photo = await upload(owner.cookie);
    const other = await setUpStaff(server, 'moderator', now);
    const answers = await Promise.all([decide(photo, { decision: 'reject', reason: 'nudity' }), decide(photo, { decision: 'reject', reason: 'poor_quality' }, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).error).toBe('staff_decided_already');
    const rows = (await staffCall(server, 'GET', `/staff/api/audit?subject_type=photo&subject_id=${photo}`, undefined, admin.cookie)).json() as AuditResponse;
    expect(rows.entries).toHaveLength(1);
    await expect.poll(() => server.mails.filter((mail) => mail.kind === 'photo_rejected').length).toBe(2);
  });

  it('support may not moderate; a photo that is no waiting one is refused', async () => {
    const support = await setUpStaff(server, 'support', now);
    expect((await staffCall(server, 'GET', '/staff/api/photos', undefined, support.cookie)).statusCode).toBe(403);
    const photo = await upload(owner.cookie);
    expect((await decide(photo, { decision: 'approve' }, support)).statusCode).toBe(403);
    expect(await ownPhotos()).toContainEqual([photo, 'pending']);
    // One member's part of the queue, for a moderator looking into a member.
    const ofOwner = (await staffCall(server, 'GET', `/staff/api/photos?member=${owner.id}`, undefined, moderator.cookie)).json() as PhotoQueueResponse;
    expect(ofOwner.photos.map((queued) => queued.id)).toEqual([photo]);
    expect((await staffCall(server, 'GET', `/staff/api/photos?member=${viewer.id}`, undefined, moderator.cookie)).json()).toMatchObject({ count: 0, photos: [] });
    expect((await decide(999_999, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(photo, { decision: 'reject', reason: 'ugly' })).statusCode).toBe(400);
    expect((await staffCall(server, 'GET', '/staff/api/photo-files/u1-nothing-full.webp', undefined, moderator.cookie)).statusCode).toBe(404);
    await decide(photo, { decision: 'approve' });
  });

  it('mails the moderators once when the oldest photo has waited past the bound, and again past each further bound', async () => {
    const photo = await upload(owner.cookie);
    const alerts = () => server.mails.filter((mail) => mail.kind === 'moderation_alert');
    const look = async () => {
      await checkModerationQueue(server.platform, clock);
      server.jobs.wake();
    };
    clock = new Date(clock.getTime() + 59 * 60_000);
    await look();
    clock = new Date(clock.getTime() + 2 * 60_000);
    await look();
    await look();
    // Every active admin and moderator, once.
    const first = (await staffToAlert(server.db, ['admin', 'moderator'])).length;
    expect(first).toBeGreaterThanOrEqual(2);
    await expect.poll(() => alerts().length).toBe(first);
    expect(alerts().map((mail) => mail.to)).toEqual(expect.arrayContaining([moderator.email, admin.email]));
    expect(alerts().every((mail) => mail.link.endsWith('/staff/photos'))).toBe(true);
    clock = new Date(clock.getTime() + 60 * 60_000);
    await look();
    await expect.poll(() => alerts().length).toBe(first * 2);
    await decide(photo, { decision: 'approve' });
    clock = new Date(clock.getTime() + 60 * 60_000);
    await look();
    expect(alerts().length).toBe(first * 2);
  });
});

describe('npm run moderate', () => {
  const moderate = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/moderate.ts', ...args], { env: { ...process.env, ...server.scriptEnv }, encoding: 'utf8', timeout: 60_000 });

  it('lists the queue and decides through the same rules as the console', async () => {
    const photo = await upload(owner.cookie);
    expect(afterDatabaseLine(moderate().stdout)).toMatch(new RegExp(`^1 photo\\(s\\) waiting[\\s\\S]*\\n${photo}\\t.*member ${owner.id} `));
    const refused = moderate('--reject', String(photo));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Give the reason/);
    expect(afterDatabaseLine(moderate('--reject', String(photo), '--reason', 'no_person').stdout)).toBe(`Photo ${photo} rejected.\n`);
    expect(afterDatabaseLine(moderate('--approve', String(photo)).stdout)).toBe(`Photo ${photo}: not waiting (decided already, or no such photo).\n`);
    const audit = (await staffCall(server, 'GET', `/staff/api/audit?subject_type=photo&subject_id=${photo}`, undefined, admin.cookie)).json() as AuditResponse;
    expect(audit.entries).toMatchObject([{ action: 'photo.reject', staff_id: null, reason: 'no_person' }]);
  });
});
