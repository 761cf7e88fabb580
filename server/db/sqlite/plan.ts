import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Query-plan hints for SQLite, the one place the search queries depend on it. Both are valid SQL
 * elsewhere too; a PostgreSQL folder would offer the same functions as a plain join and bound
 * parameters (its planner needs neither hint). Measurements in docs/performance.md.
 */

/**
 * A value written into the SQL text instead of bound: SQLite then plans with the actual value, and a
 * search page takes about half the time. Only for validated values (enumerations, region codes,
 * dates, integers); Kysely quotes them.
 */
export function literal<T extends string | number>(value: T) {
  return sql.lit(value);
}

/**
 * Profiles joined to their users in that order: walked along a search index, users by their key.
 * With an inner join and statistics, SQLite starts from users and sorts every row.
 */
export function profilesThenUsers(db: Db) {
  return db.selectFrom('profiles').crossJoin('users').whereRef('users.id', '=', 'profiles.id');
}
