import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from './database';
import type { SandboxMandatesTable, SandboxPaymentsTable } from './schema';

/** The built-in payment provider's own books (server/adapters/payments/sandbox.ts): its payments and mandates. */

export type SandboxPayment = Selectable<SandboxPaymentsTable>;
export type SandboxMandate = Selectable<SandboxMandatesTable>;

export function sandboxPayment(db: Db, id: string): Promise<SandboxPayment | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function sandboxPaymentByKey(db: Db, idempotencyKey: string): Promise<SandboxPayment | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertSandboxPayment(db: Db, payment: Insertable<SandboxPaymentsTable>): Promise<void> {
  await db.insertInto('sandbox_payments').values(payment).execute();
}

/** Changes a payment; with `from`, only while it is still in that status (time and the payer may move it at once). */
export async function updateSandboxPayment(db: Db, id: string, change: Updateable<SandboxPaymentsTable>, from?: string): Promise<void> {
  let update = db.updateTable('sandbox_payments').set(change).where('id', '=', id);
  if (from !== undefined) update = update.where('status', '=', from);
  await update.execute();
}

export function sandboxMandate(db: Db, id: string): Promise<SandboxMandate | undefined> {
  return db.selectFrom('sandbox_mandates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSandboxMandate(db: Db, mandate: Insertable<SandboxMandatesTable>): Promise<void> {
  await db.insertInto('sandbox_mandates').values(mandate).execute();
}
