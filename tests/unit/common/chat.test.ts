import { describe, expect, it } from 'vitest';
import { GIFTS, giftPrice } from '../../../common/gifts';
import { freeMessagesLeft, messageCost, messagePrice } from '../../../common/rules/chat';

const prices = { message: 5, photo: 10, gift: 20 };
const text = { kind: 'text' } as const;

describe('what a message costs', () => {
  it('is free for a free member\'s first text messages, then the price', () => {
    expect(messageCost(text, prices, { paidUser: false, freeSent: 0, freeMessages: 3 })).toBe(0);
    expect(messageCost(text, prices, { paidUser: false, freeSent: 2, freeMessages: 3 })).toBe(0);
    expect(messageCost(text, prices, { paidUser: false, freeSent: 3, freeMessages: 3 })).toBe(5);
    expect(messageCost(text, prices, { paidUser: false, freeSent: 0, freeMessages: 0 })).toBe(5);
  });

  it('is always the price for a premium member', () => {
    expect(messageCost(text, prices, { paidUser: true, freeSent: 0, freeMessages: 3 })).toBe(5);
  });

  it('never makes a photo or a gift free', () => {
    const free = { paidUser: false, freeSent: 0, freeMessages: 3 };
    expect(messageCost({ kind: 'image' }, prices, free)).toBe(10);
    expect(messageCost({ kind: 'gift', gift: 'rose' }, prices, free)).toBe(20);
  });

  it('prices each kind from its setting, a gift by its factor', () => {
    expect(messagePrice(text, prices)).toBe(5);
    expect(messagePrice({ kind: 'image' }, prices)).toBe(10);
    expect(messagePrice({ kind: 'gift', gift: 'champagne' }, prices)).toBe(60);
    expect(messagePrice({ kind: 'gift', gift: 'diamond' }, prices)).toBe(100);
  });

  it('counts the free messages left, none for premium members', () => {
    expect(freeMessagesLeft(false, 1, 3)).toBe(2);
    expect(freeMessagesLeft(false, 7, 3)).toBe(0);
    expect(freeMessagesLeft(true, 0, 3)).toBe(0);
  });
});

describe('the gift catalogue', () => {
  it('has distinct gifts, each at a positive multiple of the gift setting', () => {
    expect(new Set(GIFTS.map((gift) => gift.id)).size).toBe(GIFTS.length);
    for (const gift of GIFTS) expect(giftPrice(gift.id, 20)).toBeGreaterThanOrEqual(20);
    expect(giftPrice('rose', 0)).toBe(0);
  });
});
