import type { Db } from './database';

/** Where a member came from (docs/product/data.md#tracking-parameters), kept with the account. */
export async function insertTracking(
  db: Db, row: { user_id: number; network: string; ref?: string | null; sub1?: string | null; sub2?: string | null; sub3?: string | null; created_at: string },
): Promise<void> {
  await db.insertInto('tracking').values(row).execute();
}

export async function deleteTracking(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('tracking').where('user_id', '=', userId).execute();
}
