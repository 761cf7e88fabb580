import type { Db } from './database';

/** The server's own secrets, by name (the migration 2026-12-12-secrets says why they are here). */

/** The secret kept under `name`; `value` is kept when there is none yet. Of processes that meet, the first one's stays. */
export async function keepSecret(db: Db, name: string, value: string, at: string): Promise<string> {
  await db.insertInto('secrets').values({ name, value, created_at: at }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await secretNamed(db, name))!;
}

export async function secretNamed(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

export async function secretNames(db: Db, prefix: string): Promise<string[]> {
  const rows = await db.selectFrom('secrets').select('name').where('name', 'like', `${prefix}%`).execute();
  return rows.map((row) => row.name);
}

export async function deleteSecret(db: Db, name: string): Promise<void> {
  await db.deleteFrom('secrets').where('name', '=', name).execute();
}
