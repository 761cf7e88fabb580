import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessageResponseSchema } from '../../common/api/chat';
import { addMailOptOut, disableMailFor } from '../../server/db/notifications';
import { balanceOf, grantCredits, ledgerOf } from '../../server/domain/payments/credits';
import { startTestServer, type TestServer } from './helpers/test-server';
import { send } from './helpers/chat';
import { activeMember, call, makePremium, type RealMember } from './helpers/members';
import { testSubscription } from './helpers/push-endpoint';

/**
 * Writes that meet (issue 34): requests that arrive together, as they do from a retry, a second
 * tab, two members at once or several processes, leave what one at a time would. On SQLite one
 * transaction writes at a time; on PostgreSQL transactions run side by side, and constraints and
 * row locks keep these true (both databases run this file).
 */

const PRICE = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MESSAGE_CREDITS: String(PRICE), PUSH_SERVICES: '.push.localhost' });
});
afterAll(() => server.close());

const conversationsBetween = async (a: RealMember, b: RealMember) =>
  (await server.db.selectFrom('conversations').select('id')
    .where((eb) => eb.or([
      eb.and([eb('starter_id', '=', a.id), eb('partner_id', '=', b.id)]),
      eb.and([eb('starter_id', '=', b.id), eb('partner_id', '=', a.id)]),
    ])).execute()).length;

describe('writes that meet', () => {
  it('20 sends of one message at once (a retry, the outbox, a second tab) store it once and all get the first answer', async () => {
    const [anna, ben] = await Promise.all([activeMember(server), activeMember(server)]);
    await makePremium(server, anna.id);
    await grantCredits(server.db, { userId: anna.id, amount: 50, reason: 'adjustment', reference: 'test', key: `race-a:${anna.id}`, now: new Date() });
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(server, anna, ben.id, 'Hello there', clientId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const messages = answers.map((answer) => sendMessageResponseSchema.parse(answer.json()).message);
    expect(new Set(messages.map((message) => JSON.stringify(message))).size).toBe(1);
    const stored = await server.db.selectFrom('messages').select('id').where('sender_id', '=', anna.id).execute();
    expect(stored).toHaveLength(1);
    // Spent once.
    expect(await balanceOf(server.db, anna.id)).toBe(50 - PRICE);
  });

  it('two members writing to each other at once share one conversation', async () => {
    for (let round = 0; round < 5; round++) {
      const [cara, dan] = await Promise.all([activeMember(server), activeMember(server)]);
      await Promise.all([makePremium(server, cara.id), makePremium(server, dan.id)]);
      for (const member of [cara, dan]) {
        await grantCredits(server.db, { userId: member.id, amount: 10, reason: 'adjustment', reference: 'test', key: `race-b:${member.id}`, now: new Date() });
      }
      const [toDan, toCara] = await Promise.all([send(server, cara, dan.id), send(server, dan, cara.id)]);
      expect([toDan.statusCode, toCara.statusCode]).toEqual([201, 201]);
      const conversationOf = (answer: typeof toDan) => sendMessageResponseSchema.parse(answer.json()).message.conversation;
      expect(conversationOf(toDan)).toBe(conversationOf(toCara));
      expect(await conversationsBetween(cara, dan)).toBe(1);
    }
  });

  it('20 paid sends at once with credits for 5 send 5, refuse 15, and the ledger sums to the balance', async () => {
    const [eva, finn] = await Promise.all([activeMember(server), activeMember(server)]);
    await makePremium(server, eva.id);
    await grantCredits(server.db, { userId: eva.id, amount: 5 * PRICE, reason: 'adjustment', reference: 'test', key: `race-c:${eva.id}`, now: new Date() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(server, eva, finn.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(402)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 402)) expect(refused.json()).toMatchObject({ error: 'message_not_enough_credits' });
    expect(await server.db.selectFrom('messages').select('id').where('sender_id', '=', eva.id).execute()).toHaveLength(5);
    const ledger = await ledgerOf(server.db, eva.id);
    expect(await balanceOf(server.db, eva.id)).toBe(0);
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  it('of two members posting one push endpoint at once with keys of their own, one holds it and the other takes nothing over', async () => {
    for (let round = 0; round < 5; round++) {
      const [hana, ivo] = await Promise.all([activeMember(server), activeMember(server)]);
      const endpoint = `https://a.push.localhost/device-${randomUUID()}`;
      const [forHana, forIvo] = [testSubscription(endpoint), testSubscription(endpoint)];
      const answers = await Promise.all([
        call(server, 'POST', '/api/user.php?push=1', { subscription: forHana.subscription }, hana.cookie),
        call(server, 'POST', '/api/user.php?push=1', { subscription: forIvo.subscription }, ivo.cookie),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await server.db.selectFrom('push_subscriptions').select(['user_id', 'auth']).where('endpoint', '=', endpoint).execute();
      expect(rows).toHaveLength(1);
      // Whoever came first holds it, with the keys of their own post.
      const holder = rows[0]!.user_id === hana.id ? forHana : forIvo;
      expect(rows[0]!.auth).toBe(holder.subscription.keys.auth);
    }
  });

  it('changes to a member\'s mail choices that meet are all kept', async () => {
    const gus = await activeMember(server);
    await Promise.all([
      addMailOptOut(server.db, gus.id, 'new_messages'),
      addMailOptOut(server.db, gus.id, 'like'),
      addMailOptOut(server.db, gus.id, 'news'),
      disableMailFor(server.db, gus.email, 'bounce'),
      disableMailFor(server.db, gus.email, 'fbl'),
    ]);
    const row = await server.db.selectFrom('users').select(['email_opt_outs', 'notifications_disabled']).where('id', '=', gus.id).executeTakeFirstOrThrow();
    expect((JSON.parse(row.email_opt_outs) as string[]).sort()).toEqual(['like', 'new_messages', 'news']);
    expect((JSON.parse(row.notifications_disabled) as string[]).sort()).toEqual(['bounce', 'fbl']);
  });
});
