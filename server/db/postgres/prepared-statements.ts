import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** How many statements a process prepares, at most: each connection keeps them and their plans in the server's memory. */
export const MAX_PREPARED = 200;

/**
 * Which statements are prepared: the app's reads and writes, but not one that returns every
 * column (`*`): a migration that adds a column during a rolling deploy would change its result
 * under the prepared plan, and PostgreSQL refuses that ("cached plan must not change result type").
 */
export function preparable(text: string): boolean {
  return /^(select|insert|update|delete|with) /.test(text) && !text.replaceAll('count(*)', '').includes('*');
}

/**
 * The names of prepared statements, one per statement text, for the first MAX_PREPARED texts:
 * a statement with an IN list makes a new text for each length of its list, so the names stop
 * there rather than grow with them. A text past them runs unnamed, as every statement did before.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    // Looked up first: every query of the app passes here, and a named text needs no other check.
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < MAX_PREPARED && preparable(text)) this.#names.set(text, (name = `amora_${this.#names.size}`));
    return name;
  }
}

/** A connection of the pool that runs each statement under its name, when it has one. */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient, private readonly names: StatementNames) {}

  query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(statement: string | PostgresCursor<R>, values: readonly unknown[] = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only when its dialect is given one to stream with, which the app's is not.
    if (typeof statement !== 'string') throw new Error('Results are not streamed from PostgreSQL here');
    // Kysely hands over a copy of its values already: pg only reads them.
    return this.client.query<never>({ name: this.names.nameOf(statement), text: statement, values: values as unknown[] }) as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/**
 * The pool Kysely's PostgreSQL dialect draws from, running the app's statements as prepared ones:
 * each connection parses a statement once, and after five runs PostgreSQL plans it once too. Parsing
 * and planning cost PostgreSQL more CPU than running most of the app's statements (a chat send's
 * reads planned in 1 ms and ran in 0.4 ms; docs/performance.md, "Prepared statements").
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new StatementNames();
  // One wrapper per connection, so that Kysely, which keeps its own state per connection object, finds it again.
  const clients = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = new PreparingClient(client, names)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
