import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likesResponseSchema, swipeResultSchema, swipeStackSchema } from '../../common/api/likes';
import { userResponseSchema } from '../../common/api/user';
import { SWIPE_GAME_DAILY_LIKES } from '../../common/constants';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';

/** GET and POST /api/swipe-game.php: the cards, 4 likes a day counted on the server, reset at the member's midnight. */

let server: TestServer;
let clock = new Date('2026-11-23T12:00:00Z');
/** Women who look for men, in two time zones, and men who look for women. */
let ann: RealMember;
let kiri: RealMember;
let men: RealMember[];

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  [ann, kiri, ...men] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' }),
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' }),
    ...Array.from({ length: 7 }, () => activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' })),
  ]);
  await setZone(ann, 'Europe/Amsterdam');
  // Kiritimati is UTC+14: its day begins ten hours before Amsterdam's day ends.
  await setZone(kiri, 'Pacific/Kiritimati');
});
afterAll(() => server.close());

async function setZone(member: RealMember, zone: string) {
  const response = await call(server, 'PUT', '/api/user.php', { time_zone: zone }, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(userResponseSchema.parse(response.json()).user?.time_zone).toBe(zone);
}

async function stack(member: RealMember) {
  const response = await call(server, 'GET', '/api/swipe-game.php', undefined, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return swipeStackSchema.parse(response.json());
}

const swipe = (member: RealMember, id: unknown, like: unknown) => call(server, 'POST', '/api/swipe-game.php', { id, like }, member.cookie);

async function swiped(member: RealMember, id: number, like: boolean) {
  const response = await swipe(member, id, like);
  expect(response.statusCode, response.body).toBe(200);
  return swipeResultSchema.parse(response.json());
}

const ids = (members: { id: number }[]) => members.map((m) => m.id).sort((a, b) => a - b);

describe('the swipe game', () => {
  it('deals members who suit the member, never the member, and never across a block', async () => {
    const first = await stack(ann);
    expect(ids(first.profiles)).toEqual(ids(men));
    expect(first.likes_left).toBe(SWIPE_GAME_DAILY_LIKES);
    // Midnight in Amsterdam (UTC+1 in November).
    expect(first.resets_at).toBe('2026-11-23T23:00:00.000Z');

    const blocker = men[6]!;
    expect((await call(server, 'POST', '/api/block.php', { id: ann.id }, blocker.cookie)).statusCode).toBe(200);
    expect(ids((await stack(ann)).profiles)).not.toContain(blocker.id);
    const refused = await swipe(ann, blocker.id, true);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe('blocked_by');
  });

  it('gives 4 likes a day: the fifth is refused until the member\'s midnight, passing stays free', async () => {
    const [a, b, c, d, e, f] = men;
    const passed = await swiped(ann, a!.id, false);
    expect(passed).toMatchObject({ like: null, likes_left: 4 });
    expect(ids((await stack(ann)).profiles)).not.toContain(a!.id);

    const lefts = [];
    for (const man of [b, c, d, e]) lefts.push((await swiped(ann, man!.id, true)).likes_left);
    expect(lefts).toEqual([3, 2, 1, 0]);

    const fifth = await swipe(ann, f!.id, true);
    expect(fifth.statusCode).toBe(429);
    const problem = errorOf(fifth);
    expect(problem.error).toBe('swipe_limit');
    // 12:00 UTC is 13:00 in Amsterdam: eleven hours to its midnight.
    expect(problem.params).toMatchObject({ limit: 4, seconds: 11 * 3600, countdown: '11:00:00', resets_at: '2026-11-23T23:00:00.000Z' });
    expect(problem.message).toBe('You have given your 4 likes of today. New likes in 11:00:00.');
    expect(fifth.headers['retry-after']).toBe(String(11 * 3600));

    // Taking a like back does not give it back for the day.
    expect((await call(server, 'DELETE', '/api/like.php', { id: e!.id }, ann.cookie)).statusCode).toBe(200);
    expect((await swipe(ann, f!.id, true)).statusCode).toBe(429);
    expect(await swiped(ann, f!.id, false)).toMatchObject({ like: null, likes_left: 0 });

    // Liked members do not come back; the one passed and the one unliked come back the next day.
    const today = await stack(ann);
    expect(today.likes_left).toBe(0);
    expect(ids(today.profiles)).toEqual(ids([e!]));

    clock = new Date('2026-11-23T23:00:00Z');
    const tomorrow = await stack(ann);
    expect(tomorrow.likes_left).toBe(4);
    expect(tomorrow.resets_at).toBe('2026-11-24T23:00:00.000Z');
    expect(ids(tomorrow.profiles)).toEqual(ids([a!, e!, f!]));
    expect(await swiped(ann, f!.id, true)).toMatchObject({ like: { liked: true, match: false }, likes_left: 3 });
  });

  it('counts each member\'s day in their own time zone', async () => {
    clock = new Date('2026-11-24T09:00:00Z');
    // 09:00 UTC is 23:00 in Kiritimati: an hour to go.
    for (const man of men.slice(0, 4)) await swiped(kiri, man.id, true);
    const refused = await swipe(kiri, men[4]!.id, true);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).params).toMatchObject({ countdown: '01:00:00', resets_at: '2026-11-24T10:00:00.000Z' });

    clock = new Date('2026-11-24T10:00:00Z');
    expect(await swiped(kiri, men[4]!.id, true)).toMatchObject({ likes_left: 3 });
    // Meanwhile it is still the same day in Amsterdam, where Ann has 3 likes left.
    expect((await stack(ann)).likes_left).toBe(3);
  });

  it('likes from the game are real likes: the liked member sees them, and liking back is a match', async () => {
    const man = men[1]!;
    const likes = likesResponseSchema.parse((await call(server, 'GET', '/api/likes.php', undefined, man.cookie)).json());
    expect(likes.liked_by.map((like) => like.id)).toEqual(expect.arrayContaining([ann.id, kiri.id]));
    const back = await call(server, 'POST', '/api/like.php', { id: ann.id }, man.cookie);
    expect(back.json()).toEqual({ liked: true, match: true });
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const before = await server.db.selectFrom('swipes').selectAll().execute();
    expect(errorOf(await swipe(ann, ann.id, false)).error).toBe('like_self');
    expect((await swipe(ann, 999_999, true)).statusCode).toBe(404);
    expect((await swipe(ann, men[0]!.id, 'yes')).statusCode).toBe(400);
    expect((await swipe(ann, -1, true)).statusCode).toBe(400);
    expect((await call(server, 'POST', '/api/swipe-game.php', { id: men[0]!.id, like: true, extra: 1 }, ann.cookie)).statusCode).toBe(400);
    expect(await server.db.selectFrom('swipes').selectAll().execute()).toEqual(before);

    const zone = await call(server, 'PUT', '/api/user.php', { time_zone: 'Mars/Olympus_Mons' }, ann.cookie);
    expect(zone.statusCode).toBe(400);
    expect(errorOf(zone).message).toMatch(/time zone/);
  });

  it('is for members only', async () => {
    expect((await call(server, 'GET', '/api/swipe-game.php')).statusCode).toBe(403);
    expect((await swipe({ ...ann, cookie: '' }, men[0]!.id, true)).statusCode).toBe(403);
  });
});
