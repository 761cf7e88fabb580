import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hasUnsafeCharacters } from '../../../common/rules/text';
import type { Db } from '../../../server/db/database';
import { isPostgres } from '../../../server/db/dialect';

/**
 * What the security suite reads of the database: a checksum of everything in it, to prove a refused
 * call changed nothing, and a scan for characters no member text may hold.
 */

/**
 * Tables a refused call may still write to: a failed login is recorded, that is the point of it; a
 * refusal of a write sent with an Idempotency-Key is kept, so its retry is refused alike; and every
 * staff call keeps its staff session alive (its idle time starts again).
 */
const BOOKKEEPING = new Set(['login_attempts', 'idempotent_requests', 'staff_sessions']);

/** The audit log's rows of refusals (a failed staff login, a call a role may not make): a refused call may add these and no other. */
const AUDITED_REFUSALS = ['staff.login_failed', 'staff.login_blocked', 'staff.refused'];

/** A table's rows that a refused call must leave as they were. */
const kept = (table: string) => (table === 'audit_log'
  ? sql`select * from audit_log where action not in (${sql.join(AUDITED_REFUSALS)})`
  : sql`select * from ${sql.table(table)}`);

/** The tables do not change while a suite runs: read once per database. */
const namesOf = new WeakMap<Db, Promise<string[]>>();

function tableNames(db: Db): Promise<string[]> {
  let names = namesOf.get(db);
  if (!names) {
    names = db.introspection.getTables().then((tables) => tables.map((table) => table.name).filter((name) => !BOOKKEEPING.has(name)).sort());
    namesOf.set(db, names);
  }
  return names;
}

/** Rows (all, or those a refused call must keep) in an order of their own content: the same rows give the same list on either database. */
async function rowsOf(db: Db, table: string, which: 'all' | 'kept'): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`${which === 'kept' ? kept(table) : sql`select * from ${sql.table(table)}`}`.execute(db);
  return rows.map((row) => ({ row, text: JSON.stringify(row) })).sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)).map(({ row }) => row);
}

/** One hash over every row of every table (but the bookkeeping ones and the audited refusals). */
export async function checksum(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of await tableNames(db)) hash.update(table).update(await tableDigest(db, table));
  return hash.digest('hex');
}

/** A table's rows as one text; PostgreSQL hashes them itself, which spares sending every row over the connection. */
async function tableDigest(db: Db, table: string): Promise<string> {
  if (!isPostgres(db)) return JSON.stringify(await rowsOf(db, table, 'kept'));
  const { rows } = await sql<{ digest: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from (${kept(table)}) t`.execute(db);
  return rows[0]?.digest ?? '';
}

/** Every stored text holding a control character (but tab and line breaks), a bidi override or half an emoji. */
export async function unsafeTexts(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tableNames(db)) {
    for (const row of await rowsOf(db, table, 'all')) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string' && hasUnsafeCharacters(value, { lines: true })) found.push(`${table}.${column}: ${JSON.stringify(value)}`);
      }
    }
  }
  return found;
}
