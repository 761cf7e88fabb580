import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

/**
 * Answers of writes sent with an Idempotency-Key, so a retry gets the first answer instead of a
 * second write. `id` is a hash of the key and who sent it; the answer is encrypted with a key only
 * the client had (see server/domain/site/idempotency.ts). A row without an answer is a write under way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A hash of method, path and body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('answer', bytesType(db))
    // While the write runs: a process stopped mid-write leaves this, and after it the key may run again.
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotent_requests_expiry').on('idempotent_requests').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotent_requests').execute();
}
