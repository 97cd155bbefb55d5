/**
 * PostgreSQL only (skipped on PGlite): two real server processes on one database. 200 withdrawal
 * requests and 200 transfers against one balance, sent over HTTP to both servers at once, never
 * overdraw, and `ledger verify` passes afterwards. On a loaded machine a call can wait longer for a
 * database connection than the pool allows and is answered 503 `system.database.unavailable`: the
 * test then does what the client does, the same call again with its request id, until it has a final
 * answer; a retried request id is applied once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/secrets';
import { startSession } from '../accounts/sessions';
import { buildTestApp, type TestApp } from '../test/helper';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { getBalances } from './balances';
import { fund, makePlayer } from './test/fixtures';
import { verifyLedger } from './verify';

const pg = Boolean(process.env.DATABASE_URL);

describe.skipIf(!pg)('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    const env = { DATABASE_URL: t.config.databaseUrl ?? '', DATABASE_SCHEMA: t.config.databaseSchema ?? '' };
    servers.push(await startServerProcess(env), await startServerProcess(env));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await t.close();
  });

  it('200 withdrawals and 200 transfers split across both servers never overdraw', async () => {
    const p = await makePlayer(t.app.db);
    await t.app.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [p.id, await hashPassword('login123')]);
    const token = await startSession(t.app.db, p, new Date());
    await fund(t.app.db, 'royal', p.id, 100_000);
    const call = (i: number, path: string, method: string, body: unknown) =>
      fetch(`http://127.0.0.1:${servers[i % 2]?.port}${path}`, {
        method,
        headers: { merchant: 'ROYAL01', authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ success: boolean; code: string; value: { bankCardId?: number }[] | null }>);
    expect((await call(0, '/wps/member/security/fund-password', 'PUT', { password: '135790', loginPassword: 'login123' })).success).toBe(
      true,
    );
    const cards = await call(1, '/wps/member/bankcards', 'PUT', {
      bankCode: 'ABA',
      accountName: 'Alice Tan',
      accountNo: '000123456789',
      fundPassword: '135790',
    });
    const bankCardId = cards.value?.[0]?.bankCardId;

    let retried = 0;
    const answered = async (i: number, path: string, body: unknown) => {
      for (let attempt = 1; ; attempt++) {
        const r = await call(i, path, 'POST', body);
        if (r.code !== 'system.database.unavailable' || attempt === 20) return r;
        retried += 1;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    };
    const results = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) =>
        answered(i, '/wps/transaction/withdraw', { amount: 1_000, bankCardId, fundPassword: '135790', requestId: `two-proc-w-${i}` }),
      ),
      ...Array.from({ length: 200 }, (_, i) =>
        answered(i + 1, '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'DEMOSPORTS', amount: 500, requestId: `two-proc-t-${i}` }),
      ),
    ]);
    if (retried > 0) console.info(`[two-processes] ${retried} calls answered 503 under load and were sent again with their request id`);
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c !== 'ok' && c !== 'wallet.insufficient.funds')).toEqual([]);
    const b = await getBalances(t.app.db, 'royal', p.id);
    expect(b.main).toBeGreaterThanOrEqual(0);
    const withdrawn = results.slice(0, 200).filter((r) => r.code === 'ok').length * 1_000;
    const moved = results.slice(200).filter((r) => r.code === 'ok').length * 500;
    expect(b.main + b.locked + (b.vendors.DEMOSPORTS ?? 0)).toBe(100_000);
    expect({ locked: b.locked, vendor: b.vendors.DEMOSPORTS ?? 0 }).toEqual({ locked: withdrawn, vendor: moved });
    expect(b.main).toBeLessThan(1_000);
    expect((await verifyLedger(t.app.db)).ok).toBe(true);
  }, 120_000);
});
