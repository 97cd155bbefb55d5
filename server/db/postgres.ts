/**
 * PostgreSQL through a `pg` pool. With a schema, every connection uses it as its search_path.
 *
 * The database may go away and come back: a restart ends every connection with 57P01, a
 * stop refuses new ones. No such event may kill the process: the pool and every checked-out client
 * have an `error` listener; a client whose connection failed is discarded (`release(err)`), never
 * handed out again; the errors of a lost or refused connection are marked (`unavailable.ts`), so the
 * call answers 503 `system.database.unavailable`; the next call opens a new connection, so service
 * comes back by itself once the database does. Connections time out when they cannot be made, and
 * carry a statement timeout and an idle-in-transaction timeout (`Config.database`).
 */
import pg from 'pg';
import type { DatabaseTimeouts } from '../config';
import type { Db, Queryable, SqlParam } from './types';
import { isConnectionError, markUnavailable } from './unavailable';

type Conn = pg.Pool | pg.PoolClient;
const SCHEMA_LOCK_KEY = 72_640_000;

/** Where the pool tells of a failed connection (the server's logger; the CLI's stderr by default). */
export type DbLog = { warn: (details: object, message: string) => void };

export type PostgresOptions = Partial<DatabaseTimeouts> & { log?: DbLog };

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/**
 * A statement the server does not answer at all (paused, or the network gone without a reset)
 * fails on the client this long after its statement timeout would have ended it on the server.
 */
export const READ_TIMEOUT_MARGIN_MS = 5000;

const stderrLog: DbLog = {
  warn: (details, message) => process.stderr.write(`[db] ${message} ${JSON.stringify(details)}\n`),
};

/** The pool's settings for these timeouts (0 = none), exported for tests. */
export function poolSettings(t: DatabaseTimeouts): pg.PoolConfig {
  return {
    connectionTimeoutMillis: t.connectTimeoutMs,
    // a connection that died without a word (a host gone) is found by TCP keepalive
    keepAlive: true,
    ...(t.statementTimeoutMs > 0
      ? { statement_timeout: t.statementTimeoutMs, query_timeout: t.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS }
      : {}),
    ...(t.idleInTransactionTimeoutMs > 0 ? { idle_in_transaction_session_timeout: t.idleInTransactionTimeoutMs } : {}),
  };
}

function wrap(conn: Conn): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      try {
        const result = await conn.query<T>(sql, [...params]);
        return result.rows;
      } catch (error) {
        throw markUnavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        await conn.query(sql);
      } catch (error) {
        throw markUnavailable(error);
      }
    },
  };
}

/** A checked-out client; `discard` keeps it from going back to the pool. */
type Lease = { client: pg.PoolClient; discard: (reason: unknown) => void; broken: () => boolean };

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

async function withClient<T>(pool: pg.Pool, fn: (lease: Lease) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw markUnavailable(error);
  }
  let broken: Error | undefined;
  // a checked-out client's connection can fail at any moment (57P01 on a restart): without a
  // listener that `error` event is unhandled and ends the process
  const discard = (reason: unknown) => {
    broken ??= asError(reason);
  };
  client.on('error', discard);
  try {
    return await fn({ client, discard, broken: () => broken !== undefined });
  } catch (error) {
    if (isConnectionError(error)) discard(error);
    throw markUnavailable(error);
  } finally {
    client.removeListener('error', discard);
    // with an error the pool closes the client instead of handing it out again
    client.release(broken);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Takes the session's advisory lock, polling: no statement waits longer than a moment, so neither
 * the statement timeout nor the client's read timeout ends a long wait (a migration by another process).
 */
async function acquireLock(client: pg.PoolClient, key: number): Promise<void> {
  for (let wait = 10; ; wait = Math.min(wait * 2, 250)) {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (rows[0]?.locked) return;
    await sleep(wait);
  }
}

async function createSchema(url: string, schema: string, t: DatabaseTimeouts): Promise<void> {
  const setup = new pg.Client({ connectionString: url, ...poolSettings(t) });
  setup.on('error', () => undefined); // a failure mid-setup rejects the query in flight
  try {
    await setup.connect();
    // CREATE SCHEMA IF NOT EXISTS races with itself: serialise concurrent starts.
    await setup.query('BEGIN');
    await setup.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await setup.query('COMMIT');
  } catch (error) {
    throw markUnavailable(error);
  } finally {
    await setup.end().catch(() => undefined);
  }
}

export async function openPostgres(url: string, schema?: string, options: PostgresOptions = {}): Promise<Db> {
  const { log = stderrLog, ...given } = options;
  const timeouts: DatabaseTimeouts = { ...DEFAULT_TIMEOUTS, ...given };
  if (schema) await createSchema(url, schema, timeouts);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...poolSettings(timeouts),
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // an idle client's connection failed: the pool has already dropped it
  pool.on('error', (error) =>
    log.warn(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'PostgreSQL: an idle connection failed and was dropped',
    ),
  );
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) =>
      withClient(pool, async ({ client, discard }) => {
        await client.query('BEGIN');
        try {
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          // a lost or stuck connection is closed instead (the server rolls back): a ROLLBACK would
          // wait behind the stuck statement; a ROLLBACK that fails leaves the client unusable too
          if (isConnectionError(error)) discard(error);
          else await client.query('ROLLBACK').catch(discard);
          throw error;
        }
      }),
    withLock: (key, fn) =>
      withClient(pool, async ({ client, discard, broken }) => {
        await acquireLock(client, key);
        try {
          return await fn(wrap(client));
        } catch (error) {
          if (isConnectionError(error)) discard(error);
          throw error;
        } finally {
          // a lost connection took the lock with its session (a stuck one does when it is closed);
          // the client is dropped, not unlocked
          if (broken()) log.warn({ key }, 'PostgreSQL: an advisory lock was lost with its connection while held');
          else await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(discard);
        }
      }),
    close: () => pool.end(),
  };
}
