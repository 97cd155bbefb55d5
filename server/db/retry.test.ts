/**
 * The retry helper: 40001 and 40P01 are retried a bounded number of times, anything else never; on
 * PostgreSQL a real deadlock between two transactions of `openDb`'s database ends with both committed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, dropSchema } from '../test/helper';
import { openDb } from './open';
import { isRetryable, retrying, withRetries } from './retry';
import type { Db, Queryable } from './types';

const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('withRetries', () => {
  it('runs again after a deadlock or a serialization failure, then answers', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    const answer = await withRetries(async () => {
      runs++;
      const code = codes.shift();
      if (code) throw failure(code);
      return 'done';
    });
    expect({ answer, runs }).toEqual({ answer: 'done', runs: 3 });
  });

  it('gives up after the last attempt with the error as it was', async () => {
    let runs = 0;
    const retried: number[] = [];
    const run = withRetries(
      async () => {
        runs++;
        throw failure('40P01');
      },
      { attempts: 4, baseDelayMs: 1, onRetry: (_e, n) => retried.push(n) },
    );
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect({ runs, retried }).toEqual({ runs: 4, retried: [1, 2, 3] });
  });

  it('never retries another error (a constraint, a refusal)', async () => {
    let runs = 0;
    await expect(
      withRetries(async () => {
        runs++;
        throw failure('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
    expect([isRetryable(new Error('x')), isRetryable(null), isRetryable({ code: 40001 }), isRetryable(failure('40001'))]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('retries a whole transaction, not a statement inside it', async () => {
    const calls: string[] = [];
    let failures = 1;
    const tx: Queryable = { query: async () => [], exec: async () => {} };
    const fake: Db = {
      kind: 'pglite',
      query: async () => [],
      exec: async () => {},
      transaction: async (fn) => {
        calls.push('begin');
        const result = await fn(tx);
        if (failures-- > 0) throw failure('40001');
        return result;
      },
      withLock: (_key, fn) => fn(tx),
      close: async () => {},
    };
    const db = retrying(fake, { baseDelayMs: 1 });
    expect(await db.transaction(async () => 7)).toBe(7);
    expect(calls).toEqual(['begin', 'begin']);
  });
});

const pg = Boolean(process.env.DATABASE_URL);

describe.skipIf(!pg)('a real deadlock on PostgreSQL', () => {
  const config = testConfig();
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    [a, b] = [await openDb(config), await openDb(config)];
    await a.exec('CREATE TABLE retry_rows (id int PRIMARY KEY, n int NOT NULL); INSERT INTO retry_rows VALUES (1, 0), (2, 0);');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dropSchema(config);
  });

  it('two transactions locking two rows in opposite orders both commit (the victim runs again)', async () => {
    let runs = 0;
    // each locks its first row, waits until the other did too, then asks for the other's row
    let arrived = 0;
    const bothLocked = async () => {
      arrived++;
      // at most 20 s for the other to arrive (it ends as soon as it has): a loaded machine can be slow to open it
      for (let i = 0; i < 2000 && arrived < 2; i++) await new Promise((r) => setTimeout(r, 10));
    };
    const cross = (db: Db, first: number, second: number) =>
      db.transaction(async (tx) => {
        runs++;
        await tx.query('UPDATE retry_rows SET n = n + 1 WHERE id = $1', [first]);
        await bothLocked();
        await tx.query('UPDATE retry_rows SET n = n + 1 WHERE id = $1', [second]);
      });
    await Promise.all([cross(a, 1, 2), cross(b, 2, 1)]);
    // two first runs and at least one rerun of a deadlock's victim (a loaded machine can make the
    // rerun meet the other again before it commits); each change counted once either way
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(await a.query('SELECT id, n FROM retry_rows ORDER BY id')).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  }, 30_000);
});
