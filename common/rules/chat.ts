/**
 * What a message costs (spec §6): premium members pay credits for every message; a free member's
 * first text messages are free (configuration: FREE_MESSAGES), then they pay as everyone does.
 */
export interface CostInput {
  paidUser: boolean;
  /** Messages the sender sent for free so far. */
  freeSent: number;
  freeMessages: number;
  /** Credits of one message of this kind. */
  price: number;
}

export function messageCost({ paidUser, freeSent, freeMessages, price }: CostInput): number {
  return !paidUser && freeSent < freeMessages ? 0 : price;
}

/** Free messages a member has left. */
export function freeMessagesLeft(paidUser: boolean, freeSent: number, freeMessages: number): number {
  return paidUser ? 0 : Math.max(0, freeMessages - freeSent);
}
