import { describe, expect, it } from 'vitest';
import { createMemoryBus, type MemberEvent } from '../../server/adapters/bus';

const likeEvent = (memberId: number, likerId = 7): MemberEvent => ({ memberId, type: 'like', payload: { likerId } });

function newBus() {
  const errors: object[] = [];
  return { bus: createMemoryBus({ error: (obj) => errors.push(obj) }), errors };
}

describe('the in-process event bus', () => {
  it('delivers an event to the member it is for, and to no one else', async () => {
    const { bus } = newBus();
    const forOne: MemberEvent[] = [];
    const forTwo: MemberEvent[] = [];
    bus.subscribe(1, (e) => forOne.push(e));
    bus.subscribe(2, (e) => forTwo.push(e));
    await bus.publish(likeEvent(1));
    expect(forOne).toEqual([likeEvent(1)]);
    expect(forTwo).toEqual([]);
  });

  it('delivers to every open app of the member until each unsubscribes', async () => {
    const { bus } = newBus();
    const first: MemberEvent[] = [];
    const second: MemberEvent[] = [];
    const unsubscribeFirst = bus.subscribe(1, (e) => first.push(e));
    const unsubscribeSecond = bus.subscribe(1, (e) => second.push(e));
    await bus.publish(likeEvent(1, 10));
    unsubscribeFirst();
    await bus.publish(likeEvent(1, 11));
    unsubscribeSecond();
    await bus.publish(likeEvent(1, 12));
    expect(first).toEqual([likeEvent(1, 10)]);
    expect(second).toEqual([likeEvent(1, 10), likeEvent(1, 11)]);
  });

  it('goes on delivering when a listener throws, and logs the failure', async () => {
    const { bus, errors } = newBus();
    const received: MemberEvent[] = [];
    bus.subscribe(1, () => {
      throw new Error('socket closed');
    });
    bus.subscribe(1, (e) => received.push(e));
    await bus.publish(likeEvent(1));
    expect(received).toEqual([likeEvent(1)]);
    expect(errors).toHaveLength(1);
  });

  it('delivers events that survive a JSON round trip, as a bus between processes needs', async () => {
    const { bus } = newBus();
    const events: MemberEvent[] = [
      {
        memberId: 1, type: 'message', payload: {
          conversationId: 3, senderId: 2,
          message: { id: 40, client_id: null, conversation: 3, from_me: false, kind: 'gift', body: '', gift: 'rose', photo: null, created_at: '2026-11-23T12:00:00.000Z', state: 'delivered' },
        },
      },
      { memberId: 1, type: 'like', payload: { likerId: 2 } },
      { memberId: 1, type: 'match', payload: { partnerId: 2 } },
      { memberId: 1, type: 'typing', payload: { conversationId: 3, senderId: 2 } },
      { memberId: 1, type: 'read', payload: { conversationId: 3, readerId: 2, upToMessageId: 40 } },
      { memberId: 1, type: 'credits', payload: { balance: 12 } },
      { memberId: 1, type: 'session-ended', payload: { sessionId: 5 } },
    ];
    const received: MemberEvent[] = [];
    bus.subscribe(1, (e) => received.push(e));
    for (const event of events) await bus.publish(event);
    expect(received).toEqual(events);
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
    // A copy, as from another process: a listener cannot change what the publisher holds.
    expect(received[0]).not.toBe(events[0]);
  });

  it('delivers nothing after it is closed', async () => {
    const { bus } = newBus();
    const received: MemberEvent[] = [];
    bus.subscribe(1, (e) => received.push(e));
    await bus.close();
    await bus.publish(likeEvent(1));
    expect(received).toEqual([]);
  });
});
