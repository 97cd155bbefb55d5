/** PostgreSQL through a `pg` pool. With a schema, every connection uses it as its search_path. */
import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';

type Conn = pg.Pool | pg.PoolClient;
const SCHEMA_LOCK_KEY = 72_640_000;

function wrap(conn: Conn): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await conn.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  };
}

async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
  }
}

export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      // CREATE SCHEMA IF NOT EXISTS races with itself: serialise concurrent starts.
      await setup.query('BEGIN');
      await setup.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await setup.query('COMMIT');
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) =>
      withClient(pool, async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }),
    withLock: (key, fn) =>
      withClient(pool, async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(wrap(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      }),
    close: () => pool.end(),
  };
}
