import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_DAYS, type OverviewResponse } from '../../common/staff/overview';
import { listenOnLoopback, startTestServer, type TestServer } from './helpers/test-server';
import { openLive, settle } from './helpers/live';
import { send } from './helpers/chat';
import { activeMember, call, type RealMember } from './helpers/members';
import { buy } from './helpers/payments';
import { setUpStaff, staffCall, type TestStaff } from './helpers/staff';

/**
 * The staff's overview (issue 35 point 7, docs/staff.md): per UTC day of the last 30, signups,
 * members who opened the app, messages, reports and photos waiting at the day's end, and revenue for
 * those who may see money. Days are made by moving the server's clock.
 */

let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
let server: TestServer;
let origin: string;
let moderator: TestStaff;
let support: TestStaff;
let baseline: OverviewResponse;

beforeAll(async () => {
  server = await startTestServer({ STAFF_IDLE_MINUTES: '1440' }, { now });
  origin = await listenOnLoopback(server);
  [moderator, support] = [await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'support', now)];
});
afterAll(() => server.close());

const overview = async (staff: TestStaff) => {
  const answer = await staffCall(server, 'GET', '/staff/api/overview', undefined, staff.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as OverviewResponse;
};
/** The member's app opens its live socket, as it does on every visit. */
async function visit(member: RealMember) {
  const live = await openLive(origin, { cookie: member.cookie, origin });
  await settle(live);
  live.socket.close();
  await live.closed;
}

describe('the overview', () => {
  it('counts each of the last 30 days, today last', async () => {
    baseline = await overview(support);
    expect(baseline.days).toHaveLength(OVERVIEW_DAYS);
    expect(baseline.days.at(-1)).toBe('2026-12-01');
    expect(baseline.days[0]).toBe('2026-11-02');
    for (const series of [baseline.signups, baseline.active, baseline.messages, baseline.reports_waiting, baseline.photos_waiting]) expect(series).toHaveLength(OVERVIEW_DAYS);
  });

  it('counts signups, visits, messages, waiting reports and photos, and revenue on the day they happened', async () => {
    // Day one (December 1): two members sign up, one visits, one message, one payment.
    const [anna, ben] = [await activeMember(server), await activeMember(server)];
    await visit(anna);
    await visit(anna);
    expect((await send(server, anna, ben.id)).statusCode).toBe(201);
    const paid = await buy(server, anna.cookie, { package: 'p0', method: 'visa' });
    const report = await call(server, 'POST', '/api/complaints.php', { reason: 'scam', profile: ben.id, text: 'He asked me for money for a plane ticket.' }, anna.cookie);
    expect(report.statusCode).toBe(201);

    // Day two: three messages, both visit; the report decided.
    clock = new Date('2026-12-02T12:00:00Z');
    for (let i = 0; i < 3; i++) expect((await send(server, ben, anna.id)).statusCode).toBe(201);
    await visit(anna);
    await visit(ben);
    await server.db.updateTable('complaints').set({ status: 'decided', decided_at: clock.toISOString(), outcome: 'no_action' }).execute();
    // A staff session lasts 12 hours at most: the staff log in again the next day.
    [moderator, support] = [await setUpStaff(server, 'moderator', now), await setUpStaff(server, 'support', now)];

    const seen = await overview(support);
    type Series = 'signups' | 'active' | 'messages' | 'reports_waiting';
    // What the day gained since the baseline (the staff set up before count on December 1).
    const at = (key: Series, date: string) =>
      seen[key][seen.days.indexOf(date)]! - (baseline.days.includes(date) ? baseline[key][baseline.days.indexOf(date)]! : 0);
    expect(seen.days.at(-1)).toBe('2026-12-02');
    expect([at('signups', '2026-12-01'), at('signups', '2026-12-02')]).toEqual([2, 0]);
    expect([at('active', '2026-12-01'), at('active', '2026-12-02')]).toEqual([1, 2]);
    expect([at('messages', '2026-12-01'), at('messages', '2026-12-02')]).toEqual([1, 3]);
    // Waiting at the end of day one, decided on day two.
    expect([at('reports_waiting', '2026-12-01'), at('reports_waiting', '2026-12-02')]).toEqual([1, 0]);
    expect(seen.revenue!.EUR![seen.days.indexOf('2026-12-01')]).toBe(paid.amount);
    expect(seen.revenue!.EUR![seen.days.indexOf('2026-12-02')]).toBe(0);
  });

  it('shows a photo waiting on each day until it is decided', async () => {
    const member = await activeMember(server);
    const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
    const waiting = async () => {
      const seen = await overview(moderator);
      return days.map((day) => seen.photos_waiting[seen.days.indexOf(day)]!);
    };
    const none = await waiting();
    const { id } = await server.db.insertInto('photos')
      .values({ profile_id: member.id, file_key: `overview-${randomUUID()}`, status: 'pending', created_at: '2026-11-29T08:00:00.000Z' })
      .returning('id').executeTakeFirstOrThrow();
    const added = async () => (await waiting()).map((n, i) => n - none[i]!);
    // Added during November 29: waiting at that day's end, and still (today so far too).
    expect(await added()).toEqual([0, 1, 1, 1, 1]);
    await server.db.updateTable('photos').set({ status: 'approved', decided_at: '2026-12-01T10:00:00.000Z' }).where('id', '=', id).execute();
    expect(await added()).toEqual([0, 1, 1, 0, 0]);
  });

  it('shows revenue only to a role that may see money', async () => {
    expect((await overview(moderator)).revenue).toBeNull();
    expect((await overview(support)).revenue).not.toBeNull();
    expect((await staffCall(server, 'GET', '/staff/api/overview')).statusCode).toBe(401);
    expect(dayOf(clock)).toBe('2026-12-02');
  });
});
