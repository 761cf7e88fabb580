import type { Db } from './database';
import type { NewComplaint } from './schema';

/** Complaints, and what of a reported message a complaint needs. */

/** Stores the complaint; undefined when its reference is taken already (the caller draws another). */
export async function insertComplaint(db: Db, complaint: NewComplaint): Promise<number | undefined> {
  const row = await db.insertInto('complaints').values(complaint)
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Who sent complaints: a member by id; a visitor by address or network address (visitors' complaints only), whichever counts more. */
export type ComplaintSender = { reporterId: number } | { email: string; ip: string };

/** How many complaints the sender filed since `since`. */
export async function complaintsSince(db: Db, sender: ComplaintSender, since: string): Promise<number> {
  const row = await db.selectFrom('complaints').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since)
    .where((eb) => ('reporterId' in sender
      ? eb('reporter_id', '=', sender.reporterId)
      // Visitors' complaints only: members behind the same network address (an office, a phone
      // network) have their own count and must not use up a visitor's.
      : eb.and([eb('reporter_id', 'is', null), eb.or([eb('email', '=', sender.email), eb('ip', '=', sender.ip)])])))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A message with the two members of its conversation. */
export function reportedMessage(db: Db, id: number) {
  return db.selectFrom('messages').innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.id', 'messages.sender_id', 'messages.body', 'conversations.starter_id', 'conversations.partner_id'])
    .where('messages.id', '=', id)
    .executeTakeFirst();
}

export type ComplaintForMail = NonNullable<Awaited<ReturnType<typeof complaintForMail>>>;

/** The complaint with the names of its reporter and of the profile concerned, where they are still there. */
export function complaintForMail(db: Db, id: number) {
  return db.selectFrom('complaints')
    .leftJoin('profiles as reporter', 'reporter.id', 'complaints.reporter_id')
    .leftJoin('profiles as target', 'target.id', 'complaints.profile_id')
    .selectAll('complaints')
    .select(['reporter.name as reporter_name', 'target.name as profile_name', 'target.fictional as profile_fictional'])
    .where('complaints.id', '=', id)
    .executeTakeFirst();
}

export async function markComplaintMailed(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('complaints').set({ mailed_at: at }).where('id', '=', id).execute();
}

/** Network addresses are kept only as long as the limit a day looks back. */
export async function forgetComplaintAddresses(db: Db, before: string): Promise<number> {
  const result = await db.updateTable('complaints').set({ ip: null })
    .where('created_at', '<', before).where('ip', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteComplaintsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('complaints').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
