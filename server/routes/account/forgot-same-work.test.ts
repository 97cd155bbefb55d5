/**
 * Issue 25 item 7: forgot-password by e-mail must not tell a matching username and e-mail apart by
 * its answer time. Not timed (timed unit tests are forbidden here): every path must do the same
 * work, the same number of password hashes and the same SQL statements in the same order, and only
 * the matching one writes. The real timing is measured by `scripts/security/forgot-timing.ts`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlParam } from '../../db/types';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, env, makeMember, snapshot } from './test-support';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../accounts/secrets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../accounts/secrets')>();
  return {
    ...real,
    hashPassword: async (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

let t: TestApp;
let statements: string[] = [];

beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'dana1', password: 'secret12', email: 'dana@mail.com' });
  await makeMember(t.app, 'royal', { username: 'erin1', password: 'secret12', email: 'erin@mail.com' });
  await t.app.db.query("UPDATE members SET disabled = true WHERE username = 'erin1'");
  // every statement the app runs, inside transactions too, by its text (whitespace folded)
  const db = t.app.db;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  // the brand refresh's check (a timer, every TENANT_REFRESH_MS) is not the request's work: left out
  const note = (sql: string) => {
    const text = sql.replace(/\s+/g, ' ').trim();
    if (!text.endsWith('AS marker FROM tenant_configs')) statements.push(text);
  };
  db.query = (async (sql: string, params?: readonly SqlParam[]) => {
    note(sql);
    return query(sql, params);
  }) as typeof db.query;
  db.transaction = ((fn) =>
    transaction((tx) =>
      fn({
        exec: (sql) => tx.exec(sql),
        query: ((sql: string, params?: readonly SqlParam[]) => {
          note(sql);
          return tx.query(sql, params);
        }) as typeof tx.query,
      }),
    )) as typeof db.transaction;
});
afterAll(() => t.close());

let ip = 0;
async function forgot(username: string, email: string) {
  hashes.count = 0;
  statements = [];
  const res = env(await call(t.app, 'royal', 'forgotByEmail', { query: { username, email }, ip: `10.77.0.${++ip}` }));
  expect(res.success).toBe(true);
  return { hashes: hashes.count, statements: [...statements] };
}

describe('forgot password by e-mail: the same work whether or not the pair matches', () => {
  it('hashes once and runs the same statements on a match, a wrong e-mail, an unknown name and a disabled member', async () => {
    await forgot('nobody', 'nobody@mail.com'); // warm-up: first-call caches
    const before = await snapshot(t.app);
    const misses = [
      await forgot('dana1', 'other@mail.com'),
      await forgot('nobody', 'dana@mail.com'),
      await forgot('erin1', 'erin@mail.com'),
    ];
    expect(await snapshot(t.app)).toEqual(before); // nothing written without a match
    const match = await forgot('dana1', 'DANA@mail.com');
    const mail = await t.app.db.query<{ recipient: string }>("SELECT recipient FROM outbox WHERE channel = 'email'");
    expect(mail.map((m) => m.recipient)).toEqual(['dana@mail.com']);

    expect(match.hashes).toBe(1);
    expect(match.statements.some((s) => s.startsWith('UPDATE members SET temp_password_hash'))).toBe(true);
    for (const miss of misses) expect(miss).toEqual(match);
  });
});
