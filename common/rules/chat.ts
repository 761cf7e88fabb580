import { giftPrice, type GiftId } from '../gifts';

/**
 * What a message costs (docs/product/roles.md#credits): premium members pay credits for every message; a free member's
 * first text messages are free (configuration: FREE_MESSAGES), then they pay as everyone does.
 * Photos and gifts are never free.
 */

/** The credit settings (docs/product/data.md#global-settings: message_credits, photo_credits, gift_credits). */
export interface Prices {
  message: number;
  photo: number;
  gift: number;
}

export type PricedMessage = { kind: 'text' } | { kind: 'image' } | { kind: 'gift'; gift: GiftId };

/** Credits of one message of its kind, before any free message. */
export function messagePrice(message: PricedMessage, prices: Prices): number {
  if (message.kind === 'image') return prices.photo;
  if (message.kind === 'gift') return giftPrice(message.gift, prices.gift);
  return prices.message;
}

export interface CostInput {
  paidUser: boolean;
  /** Messages the sender sent for free so far. */
  freeSent: number;
  freeMessages: number;
}

export function messageCost(message: PricedMessage, prices: Prices, { paidUser, freeSent, freeMessages }: CostInput): number {
  const free = message.kind === 'text' && !paidUser && freeSent < freeMessages;
  return free ? 0 : messagePrice(message, prices);
}

/** Free messages a member has left. */
export function freeMessagesLeft(paidUser: boolean, freeSent: number, freeMessages: number): number {
  return paidUser ? 0 : Math.max(0, freeMessages - freeSent);
}
