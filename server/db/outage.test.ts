/**
 * PostgreSQL going away for real, on a throwaway cluster this file starts and owns
 * (server/test/pg-cluster.ts):
 *  - in this process, a transaction and an advisory lock held across `pg_ctl restart -m fast` fail
 *    with a marked "unavailable" error (no unhandled `error` event), and the same pool serves again;
 *    a connection whose server process stops answering (SIGSTOP) fails after the client's read
 *    timeout and is discarded, never handed out again;
 *  - a real server process (server/main.ts) under a steady trickle of calls survives a restart and a
 *    stop of a few seconds: it never exits, every call answers 200 or 503 `system.database.unavailable`
 *    (never a 500), `/healthz` stays 200, `/readyz` is 503 then 200, pages keep serving, and calls
 *    succeed again within 10 s of the database being back.
 * Runs in the server project's pass without DATABASE_URL (the pass on the shared throwaway cluster
 * skips it: it starts its own); skipped, saying so, on a machine without PostgreSQL server binaries,
 * except in CI (CI set), where that is a failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_MANIFEST_FILE } from '../routes/site/boot-html';
import { FAKE_FILES, makeFakeDist } from '../test/fake-dist';
import { type Cluster, findPostgresBin, startCluster } from '../test/pg-cluster';
import { freePort } from '../test/server-process';
import { openPostgres, READ_TIMEOUT_MARGIN_MS } from './postgres';
import { isDatabaseUnavailable } from './unavailable';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const bin = findPostgresBin();
const sharedCluster = Boolean(process.env.DATABASE_URL);
const skipReason = sharedCluster
  ? 'it starts its own PostgreSQL: it runs in the pass without DATABASE_URL'
  : !bin && !CI
    ? 'no PostgreSQL server binaries (initdb, pg_ctl, postgres) on PATH, in PG_BIN or /usr/lib/postgresql/*/bin'
    : null;
if (skipReason) console.warn(`[outage.test] skipped: ${skipReason}`);

/** Recovery must be within this of the database accepting connections again. */
const RECOVERY_LIMIT_MS = 10_000;
/** How long the database stays stopped: a few seconds, and enough calls answered meanwhile. */
const DOWN_FOR_MS = 3000;
const DOWN_CALLS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns true; throws after `deadlineMs`. Returns the time it took. */
async function until(what: string, check: () => Promise<boolean>, deadlineMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < deadlineMs) {
    if (await check().catch(() => false)) return Date.now() - t0;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${deadlineMs} ms`);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type Answer = { at: number; status: number; code: string | null };

describe.skipIf(skipReason !== null)('PostgreSQL restarted and stopped under a running server', () => {
  let cluster: Cluster | null = null;
  let server: ChildProcess | null = null;
  let base = '';
  const logs: string[] = [];
  const dist = makeFakeDist({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });

  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const at = Date.now();
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { host: 'royal.localhost', ...init.headers },
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let code: string | null = null;
      try {
        code = (JSON.parse(text) as { code?: string }).code ?? null;
      } catch {
        // a page, not an envelope
      }
      return { at, status: res.status, code };
    } catch {
      return { at, status: 0, code: null }; // no answer at all: the process is gone or hung
    }
  };

  beforeAll(async () => {
    if (!bin) throw new Error('CI is set but there are no PostgreSQL server binaries (scripts/install-system-deps.sh installs them)');
    cluster = await startCluster();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const { DATABASE_SCHEMA: _schema, ...env } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...env,
        DATABASE_URL: cluster.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        NODE_ENV: 'test',
        PAY_RUNS: 'false',
        DIST_DIR: dist.dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      if (logs.length > 2000) logs.splice(0, logs.length - 2000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    await until('the server is ready', async () => (await call('/readyz')).status === 200, 150_000);
  }, 180_000);

  afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = once(server, 'exit');
      process.kill(server.pid, 'SIGTERM');
      await exited;
    }
    await cluster?.destroy();
    dist.remove();
  }, 60_000);

  it('a held transaction and a held advisory lock fail cleanly on a restart; the pool serves again', async () => {
    if (!cluster) throw new Error('no cluster');
    const warned: object[] = [];
    const db = await openPostgres(cluster.url, undefined, { log: { warn: (details) => warned.push(details) }, statementTimeoutMs: 1000 });
    try {
      // the timeouts are in force on every connection
      await expect(db.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
      expect(await db.query('SHOW idle_in_transaction_session_timeout')).toEqual([{ idle_in_transaction_session_timeout: '1min' }]);

      const gate = deferred();
      const txHeld = deferred();
      const lockHeld = deferred();
      const tx = db.transaction(async (q) => {
        await q.query('SELECT 1');
        txHeld.resolve();
        await gate.promise;
        await q.query('SELECT 1');
      });
      const lock = db.withLock(7_264_099, async (q) => {
        await q.query('SELECT 1');
        lockHeld.resolve();
        await gate.promise;
        await q.query('SELECT 1');
      });
      tx.catch(() => undefined);
      lock.catch(() => undefined);
      await Promise.all([txHeld.promise, lockHeld.promise]);
      await db.query('SELECT 1'); // an idle client in the pool too

      await cluster.restart();
      gate.resolve();
      for (const settled of await Promise.allSettled([tx, lock])) {
        expect(settled.status).toBe('rejected');
        expect(isDatabaseUnavailable(settled.status === 'rejected' ? settled.reason : null)).toBe(true);
      }
      const took = await until(
        'the pool serves again',
        async () => (await db.query<{ n: number }>('SELECT 1 AS n'))[0]?.n === 1,
        RECOVERY_LIMIT_MS,
      );
      // the lock went with its connection's session: it can be taken again at once
      await db.withLock(7_264_099, async () => undefined);
      console.info(`[outage.test] in-process pool: serving again ${took} ms after the restart`);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('a connection that stops answering fails on the client and is never handed out again', async () => {
    if (!cluster) throw new Error('no cluster');
    // a statement timeout of 100 ms: the client gives up 100 ms + READ_TIMEOUT_MARGIN_MS after a statement was sent
    const db = await openPostgres(cluster.url, undefined, { log: { warn: () => undefined }, statementTimeoutMs: 100 });
    let stopped: number | null = null;
    try {
      const t0 = Date.now();
      const stuck = db.transaction(async (q) => {
        const [row] = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        stopped = row?.pid ?? null;
        if (stopped !== null) process.kill(stopped, 'SIGSTOP'); // this connection's server process stops answering
        await q.query('SELECT 1');
      });
      const error = await stuck.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(Date.now() - t0).toBeLessThan(100 + READ_TIMEOUT_MARGIN_MS + 3000); // no ROLLBACK waited behind it
      // ten connections at once: the stopped one is not among them (it was discarded, not returned)
      const pids = await Promise.all(
        Array.from({ length: 10 }, () =>
          db.transaction(async (q) => (await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid),
        ),
      );
      expect(pids).not.toContain(stopped);
    } finally {
      if (stopped !== null) process.kill(stopped, 'SIGCONT');
      await db.close();
    }
  }, 60_000);

  it('the server survives a restart and a stop, answers 503 meanwhile and recovers within 10 s', async () => {
    if (!cluster || !server) throw new Error('not started');
    const answers: Answer[] = [];
    let loading = true;
    // a steady trickle of calls that read the database (the status call reads the brand's change marker)
    const trickle = (async () => {
      while (loading) {
        answers.push(await call('/wps/system/status'));
        await sleep(20);
      }
    })();
    const statusOk = async () => (await call('/wps/system/status')).status === 200;
    await until('calls succeed before the restart', statusOk, RECOVERY_LIMIT_MS);

    // 1. a restart: every connection ends with 57P01
    await cluster.restart();
    const restartRecovery = await until('calls succeed after the restart', statusOk, RECOVERY_LIMIT_MS);

    // 2. a stop of a few seconds
    await cluster.stop();
    const stoppedAt = Date.now();
    const down: Answer[] = [];
    await until(
      'the database has been down long enough',
      async () => {
        down.push(await call('/wps/system/status'));
        return Date.now() - stoppedAt >= DOWN_FOR_MS && down.length >= DOWN_CALLS;
      },
      60_000,
    );
    // a counted call (its rate limit is kept in the database too) and a write answer the same
    const counted = await call('/wps/check/username?userName=alice123');
    const write = await call('/wps/check/email', {
      method: 'POST',
      body: 'email=a%40b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const ready = await call('/readyz');
    const live = await call('/healthz');
    const page = await call('/m/home');
    await cluster.start();
    const startedAt = Date.now();
    const stopRecovery = await until('calls succeed after the start', statusOk, RECOVERY_LIMIT_MS);
    const readyAgain = await until('/readyz is 200 again', async () => (await call('/readyz')).status === 200, RECOVERY_LIMIT_MS);
    loading = false;
    await trickle;
    console.info(
      `[outage.test] server: calls succeed ${restartRecovery} ms after pg_ctl restart returned, ${stopRecovery} ms after the stopped database accepted connections again (/readyz 200 after ${readyAgain} ms more); ${answers.length} calls in the trickle, ${answers.filter((a) => a.status === 503).length} answered 503`,
    );

    expect(server.exitCode, logs.slice(-30).join('\n')).toBeNull();
    expect(
      down.every((a) => a.status === 503 && a.code === 'system.database.unavailable'),
      JSON.stringify(down),
    ).toBe(true);
    expect(counted).toMatchObject({ status: 503, code: 'system.database.unavailable' });
    expect(write).toMatchObject({ status: 503, code: 'system.database.unavailable' });
    expect(ready).toMatchObject({ status: 503, code: 'system.database.unavailable' });
    expect(live).toMatchObject({ status: 200, code: 'ok' });
    expect(page.status).toBe(200);
    // never a 500 nor silence: 200, or 503 system.database.unavailable while the database was away
    const odd = answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'system.database.unavailable'));
    expect(odd, JSON.stringify(odd.slice(0, 5))).toEqual([]);
    expect(answers.filter((a) => a.at > startedAt + stopRecovery + 1000 && a.status !== 200)).toEqual([]);
    expect(logs.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([]);
  }, 120_000);
});
