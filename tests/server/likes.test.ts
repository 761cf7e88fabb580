import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likesResponseSchema } from '../../common/api/likes';
import { likeStateSchema, memberResponseSchema } from '../../common/api/members';
import type { MemberEvent } from '../../server/adapters/bus';
import { PASSWORD, newMember } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { like } from './helpers/chat';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';

/** POST and DELETE /api/like.php: likes from a profile, matches, and what a block does to them. */

let server: TestServer;
let ann: RealMember;
let ben: RealMember;

beforeAll(async () => {
  server = await startTestServer();
  [ann, ben] = await Promise.all([
    activeMember(server, { gender: 'female', seeking: 'male', country: 'NL' }),
    activeMember(server, { gender: 'male', seeking: 'female', country: 'NL' }),
  ]);
});
afterAll(() => server.close());

const unlike = (from: { cookie: string }, id: unknown) => call(server, 'DELETE', '/api/like.php', { id }, from.cookie);

async function stateOn(viewer: RealMember, id: number) {
  const response = await call(server, 'GET', `/api/profile.php?id=${id}`, undefined, viewer.cookie);
  expect(response.statusCode, response.body).toBe(200);
  const { liked, match } = memberResponseSchema.parse(response.json()).profile;
  return { liked, match };
}

/** The stored likes between the two, as [liker, liked, seen]. */
async function storedLikes(a: number, b: number) {
  const rows = await server.db.selectFrom('likes').select(['liker_id', 'liked_id', 'seen_at'])
    .where('liker_id', 'in', [a, b]).where('liked_id', 'in', [a, b]).orderBy('liker_id').execute();
  return rows.map((row) => [row.liker_id, row.liked_id, row.seen_at !== null]);
}

describe('liking', () => {
  it('a like one way is no match; liking back makes one, and unliking ends it', async () => {
    const first = await like(server, ann, ben.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(likeStateSchema.parse(first.json())).toEqual({ liked: true, match: false });
    expect(await stateOn(ann, ben.id)).toEqual({ liked: true, match: false });
    // Ben is not told that Ann likes him before he likes her.
    expect(await stateOn(ben, ann.id)).toEqual({ liked: false, match: false });

    const back = await like(server, ben, ann.id);
    expect(likeStateSchema.parse(back.json())).toEqual({ liked: true, match: true });
    expect(await stateOn(ann, ben.id)).toEqual({ liked: true, match: true });
    expect(await stateOn(ben, ann.id)).toEqual({ liked: true, match: true });

    // Liking twice changes nothing.
    expect(likeStateSchema.parse((await like(server, ann, ben.id)).json())).toEqual({ liked: true, match: true });
    expect(await storedLikes(ann.id, ben.id)).toHaveLength(2);

    expect(likeStateSchema.parse((await unlike(ann, ben.id)).json())).toEqual({ liked: false, match: false });
    expect(await stateOn(ann, ben.id)).toEqual({ liked: false, match: false });
    expect(await stateOn(ben, ann.id)).toEqual({ liked: true, match: false });
    await unlike(ben, ann.id);
    expect(await storedLikes(ann.id, ben.id)).toEqual([]);
  });

  it('the liked member hears of a new like once, and both members hear of a match', async () => {
    const [gia, hal] = await Promise.all([activeMember(server), activeMember(server)]);
    const heard: MemberEvent[] = [];
    const stop = [gia, hal].map((member) => server.bus.subscribe(member.id, (event) => heard.push(event)));
    await like(server, gia, hal.id);
    await like(server, gia, hal.id);
    expect(heard).toEqual([{ memberId: hal.id, type: 'like', payload: { likerId: gia.id } }]);

    await like(server, hal, gia.id);
    expect(heard.slice(1)).toEqual([
      { memberId: gia.id, type: 'like', payload: { likerId: hal.id } },
      { memberId: gia.id, type: 'match', payload: { partnerId: hal.id } },
      { memberId: hal.id, type: 'match', payload: { partnerId: gia.id } },
    ]);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('opening the profile of someone who liked you marks that like as seen', async () => {
    const [cleo, dan] = await Promise.all([activeMember(server), activeMember(server)]);
    await like(server, cleo, dan.id);
    expect(await storedLikes(cleo.id, dan.id)).toEqual([[cleo.id, dan.id, false]]);
    // Cleo opening Dan's page does not mark her own like as seen by him.
    await stateOn(cleo, dan.id);
    expect(await storedLikes(cleo.id, dan.id)).toEqual([[cleo.id, dan.id, false]]);
    await stateOn(dan, cleo.id);
    expect(await storedLikes(cleo.id, dan.id)).toEqual([[cleo.id, dan.id, true]]);
  });

  it('visitors see no like, and must log in to like', async () => {
    const response = await call(server, 'GET', `/api/profile.php?id=${ann.id}`);
    expect(memberResponseSchema.parse(response.json()).profile).toMatchObject({ liked: false, match: false });
    const post = await call(server, 'POST', '/api/like.php', { id: ann.id });
    expect(post.statusCode).toBe(403);
    expect(errorOf(post).error).toBe('authentication_required');
  });

  it('refuses oneself, unknown and unconfirmed members, and ids that are not ids, saving nothing', async () => {
    const self = await like(server, ann, ann.id);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toMatchObject({ error: 'like_self', message: 'You cannot like yourself.' });

    expect(errorOf(await like(server, ann, 99_999_999)).error).toBe('profile_unknown');
    const unconfirmed = await newMember(server);
    const unconfirmedId = (await server.db.selectFrom('users').select('id').where('email', '=', unconfirmed.email).executeTakeFirstOrThrow()).id;
    const toUnconfirmed = await like(server, ann, unconfirmedId);
    expect(toUnconfirmed.statusCode).toBe(404);
    expect(errorOf(toUnconfirmed).error).toBe('profile_unknown');

    for (const id of ['x', 0, -3, 1.5, null]) {
      const bad = await like(server, ann, id);
      expect(bad.statusCode, String(id)).toBe(400);
      expect(errorOf(bad).error).toBe('invalid_input');
    }
    const stored = await server.db.selectFrom('likes').select('liked_id').where('liker_id', '=', ann.id).execute();
    expect(stored).toEqual([]);
  });

  it('cannot like a member who is leaving', async () => {
    const leaving = await activeMember(server);
    expect((await call(server, 'DELETE', '/api/user.php', { password: PASSWORD }, leaving.cookie)).statusCode).toBe(200);
    expect(errorOf(await like(server, ann, leaving.id)).error).toBe('profile_unknown');
  });
});

describe('likes and blocks', () => {
  it('a block removes the likes both ways, and neither side can like the other while it stands', async () => {
    const [eve, finn] = await Promise.all([activeMember(server), activeMember(server)]);
    await like(server, eve, finn.id);
    await like(server, finn, eve.id);
    expect(await storedLikes(eve.id, finn.id)).toHaveLength(2);

    expect((await call(server, 'POST', '/api/block.php', { id: finn.id }, eve.cookie)).statusCode).toBe(200);
    expect(await storedLikes(eve.id, finn.id)).toEqual([]);

    const byBlocked = await like(server, finn, eve.id);
    expect(byBlocked.statusCode).toBe(403);
    expect(errorOf(byBlocked)).toMatchObject({ error: 'blocked_by', params: { name: eve.name } });
    const byBlocker = await like(server, eve, finn.id);
    expect(byBlocker.statusCode).toBe(403);
    expect(errorOf(byBlocker)).toMatchObject({ error: 'blocked_member', params: { name: finn.name } });
    expect(await storedLikes(eve.id, finn.id)).toEqual([]);

    expect((await call(server, 'DELETE', '/api/block.php', { id: finn.id }, eve.cookie)).statusCode).toBe(200);
    expect(likeStateSchema.parse((await like(server, finn, eve.id)).json())).toEqual({ liked: true, match: false });
  });
});

describe('GET /api/likes.php', () => {
  const likesOf = async (member: RealMember) => {
    const response = await call(server, 'GET', '/api/likes.php', undefined, member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return likesResponseSchema.parse(response.json());
  };

  it('lists the likes given and received, received new ones first, each member once as a card', async () => {
    const [eva, max, tom, sam] = await Promise.all([
      activeMember(server, { gender: 'female', seeking: 'male' }),
      activeMember(server, { gender: 'male', seeking: 'female' }),
      activeMember(server, { gender: 'male', seeking: 'female' }),
      activeMember(server, { gender: 'male', seeking: 'female' }),
    ]);
    // Max liked Eva first and she has seen it; then Tom; then Sam. Eva likes Max back: a match.
    for (const liker of [max, tom, sam]) expect((await like(server, liker, eva.id)).statusCode).toBe(200);
    expect((await call(server, 'GET', `/api/profile.php?id=${max.id}`, undefined, eva.cookie)).statusCode).toBe(200);
    expect((await like(server, eva, max.id)).statusCode).toBe(200);

    const answer = await likesOf(eva);
    expect(answer.liked_by.map(({ id, like_new }) => [id, like_new])).toEqual([[sam.id, true], [tom.id, true], [max.id, false]]);
    expect(answer.likes.map(({ id }) => id)).toEqual([max.id]);
    expect(answer.profiles.map(({ id }) => id).sort()).toEqual([max.id, tom.id, sam.id].sort());
    expect(answer.profiles.find(({ id }) => id === tom.id)).toMatchObject({ name: tom.name, fictional: false });

    // Opening a liker's profile clears its new flag.
    await call(server, 'GET', `/api/profile.php?id=${tom.id}`, undefined, eva.cookie);
    expect((await likesOf(eva)).liked_by.map(({ id, like_new }) => [id, like_new])).toEqual([[sam.id, true], [tom.id, false], [max.id, false]]);
    expect((await likesOf(max)).likes.map(({ id }) => id)).toEqual([eva.id]);
  });

  it('leaves out members who left or hide, and anyone across a block', async () => {
    const [zoe, leo, kai] = await Promise.all([
      activeMember(server, { gender: 'female', seeking: 'male' }),
      activeMember(server, { gender: 'male', seeking: 'female' }),
      activeMember(server, { gender: 'male', seeking: 'female' }),
    ]);
    for (const liker of [leo, kai]) expect((await like(server, liker, zoe.id)).statusCode).toBe(200);
    expect((await likesOf(zoe)).liked_by).toHaveLength(2);
    await call(server, 'PUT', '/api/user.php', { invisible: true }, leo.cookie);
    await server.db.insertInto('blocks').values({ blocker_id: kai.id, blocked_id: zoe.id, created_at: new Date().toISOString() }).execute();
    // Written behind the product's back: told of as the endpoint tells of its own (server/domain/accounts/kept-copies.ts).
    await server.bus.broadcast({ type: 'blocks-changed', memberIds: [kai.id, zoe.id] });
    const answer = await likesOf(zoe);
    expect(answer).toEqual({ profiles: [], likes: [], liked_by: [] });
  });

  it('needs a session', async () => {
    const response = await call(server, 'GET', '/api/likes.php');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).error).toBe('authentication_required');
  });
});
