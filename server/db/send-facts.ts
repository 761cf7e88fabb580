import { blockerBetween } from './blocks';
import type { Db } from './database';
import { conversationIdWith, freeMessagesCount, messageIdByClientId } from './chat';
import { pushSubscriptionIdOf } from './push-subscriptions';
import { shownMemberName } from './profiles';

/**
 * What a chat send decides on, read in one statement: on PostgreSQL every statement is a round trip
 * that costs both sides more CPU than the reads themselves, and a send is the product's hottest
 * write. Each part is the same query its single read uses (freeMessagesSent, messageByClientId,
 * shownMember, blockBetween, chatSideWith, hasPushSubscription).
 *
 * Read after the sender's lock: on PostgreSQL a statement sees what committed before it began, so
 * the free count and the client id include every earlier send of this member.
 */
export async function sendFacts(trx: Db, senderId: number, partnerId: number, clientId: string) {
  const row = await trx.selectNoFrom([
    freeMessagesCount(trx, senderId).as('free_sent'),
    messageIdByClientId(trx, senderId, clientId).as('earlier_id'),
    shownMemberName(trx, partnerId).as('partner_name'),
    blockerBetween(trx, senderId, partnerId).as('blocker_id'),
    conversationIdWith(trx, senderId, partnerId).as('conversation_id'),
    pushSubscriptionIdOf(trx, partnerId).as('push_id'),
  ]).executeTakeFirstOrThrow();
  return {
    freeSent: Number(row.free_sent),
    /** A message the sender stored under this client id before. */
    repeated: row.earlier_id !== null,
    /** The partner as others may see them; undefined when they are not there (or not confirmed). */
    partner: row.partner_name === null ? undefined : { id: partnerId, name: row.partner_name },
    blockerId: row.blocker_id ?? undefined,
    conversationId: row.conversation_id ?? undefined,
    partnerTakesPushes: row.push_id !== null,
  };
}
