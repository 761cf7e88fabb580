import { describe, expect, it } from 'vitest';
import { freeMessagesLeft, messageCost } from '../../../common/rules/chat';

describe('what a message costs', () => {
  it('is free for a free member\'s first messages, then the price', () => {
    expect(messageCost({ paidUser: false, freeSent: 0, freeMessages: 3, price: 5 })).toBe(0);
    expect(messageCost({ paidUser: false, freeSent: 2, freeMessages: 3, price: 5 })).toBe(0);
    expect(messageCost({ paidUser: false, freeSent: 3, freeMessages: 3, price: 5 })).toBe(5);
    expect(messageCost({ paidUser: false, freeSent: 0, freeMessages: 0, price: 5 })).toBe(5);
  });

  it('is always the price for a premium member', () => {
    expect(messageCost({ paidUser: true, freeSent: 0, freeMessages: 3, price: 5 })).toBe(5);
  });

  it('counts the free messages left, none for premium members', () => {
    expect(freeMessagesLeft(false, 1, 3)).toBe(2);
    expect(freeMessagesLeft(false, 7, 3)).toBe(0);
    expect(freeMessagesLeft(true, 0, 3)).toBe(0);
  });
});
