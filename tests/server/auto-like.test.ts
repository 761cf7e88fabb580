import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLikeSchema, likesResponseSchema } from '../../common/api/likes';
import type { MemberEvent } from '../../server/adapters/bus';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';

/** GET /api/auto-like.php: a fictional profile who suits the member likes them, once a day at most. */

let server: TestServer;
let clock = new Date('2026-11-23T12:00:00Z');
let eva: RealMember;
let realMan: RealMember;
let fictionalMen: RealMember[];

const CLIENT = { 'x-request-type': 'client' };

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  [eva, realMan, ...fictionalMen] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' }),
  ]);
  await server.db.updateTable('profiles').set({ fictional: 1 }).where('id', 'in', fictionalMen.map((m) => m.id)).execute();
});
afterAll(() => server.close());

const autoLike = (member: RealMember, headers: Record<string, string> = CLIENT) =>
  server.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: { cookie: member.cookie, ...headers } });

async function liked(member: RealMember) {
  const response = await autoLike(member);
  expect(response.statusCode, response.body).toBe(200);
  return autoLikeSchema.parse(response.json()).profile;
}

const likesOf = async (member: RealMember) =>
  likesResponseSchema.parse((await call(server, 'GET', '/api/likes.php', undefined, member.cookie)).json());

describe('the auto-like', () => {
  it('is a like from a fictional profile who suits the member, marked fictional, and a new like for the member', async () => {
    const events: MemberEvent[] = [];
    const stop = server.bus.subscribe(eva.id, (event) => events.push(event));
    const profile = await liked(eva);
    stop();
    expect(profile).not.toBeNull();
    expect(fictionalMen.map((m) => m.id)).toContain(profile!.id);
    expect(profile!.id).not.toBe(realMan.id);
    expect(profile!.fictional).toBe(true);
    expect(events).toEqual([{ memberId: eva.id, type: 'like', payload: { likerId: profile!.id } }]);
    const likes = await likesOf(eva);
    expect(likes.liked_by).toEqual([{ id: profile!.id, created_at: clock.toISOString(), like_new: true }]);
    expect(likes.profiles.find((p) => p.id === profile!.id)?.fictional).toBe(true);
  });

  it('comes once a day in the member\'s own day, and never twice from the same profile', async () => {
    expect(await liked(eva)).toBeNull();
    clock = new Date('2026-11-24T12:00:00Z');
    const second = await liked(eva);
    expect(second).not.toBeNull();
    clock = new Date('2026-11-25T12:00:00Z');
    // Both fictional men like her now; the real one never likes by this call.
    expect(await liked(eva)).toBeNull();
    expect((await likesOf(eva)).liked_by.map((like) => like.id).sort()).toEqual(fictionalMen.map((m) => m.id).sort());
  });

  it('is a match when the member liked that profile already', async () => {
    const zoe = await activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' });
    for (const man of fictionalMen) await call(server, 'POST', '/api/like.php', { id: man.id }, zoe.cookie);
    const events: MemberEvent[] = [];
    const stop = server.bus.subscribe(zoe.id, (event) => events.push(event));
    const profile = await liked(zoe);
    stop();
    expect(events.map((event) => event.type)).toEqual(['like', 'match']);
    expect((await call(server, 'GET', `/api/profile.php?id=${profile!.id}`, undefined, zoe.cookie)).json()).toMatchObject({ profile: { match: true } });
  });

  it('never crosses a block', async () => {
    const mia = await activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' });
    for (const man of fictionalMen) await call(server, 'POST', '/api/block.php', { id: man.id }, mia.cookie);
    expect(await liked(mia)).toBeNull();
    expect((await likesOf(mia)).liked_by).toEqual([]);
  });

  it('needs the app\'s own request header and a session', async () => {
    const lea = await activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' });
    const foreign = await autoLike(lea, {});
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).error).toBe('cross_site');
    expect((await likesOf(lea)).liked_by).toEqual([]);
    const visitor = await server.app.inject({ method: 'GET', url: '/api/auto-like.php', headers: CLIENT });
    expect(visitor.statusCode).toBe(403);
    expect(errorOf(visitor).error).toBe('authentication_required');
  });
});
