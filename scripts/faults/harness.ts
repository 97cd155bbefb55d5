/**
 * The fault suite's one harness: players set up over HTTP, a bounded load of real player
 * and operator money operations, each with its idempotency key or request id, a record of every
 * attempt (start, end, HTTP status) and of which operations were acknowledged (2xx), the retry of
 * the unacknowledged ones with the same key, and the checks run against the database afterwards:
 * nothing acknowledged lost, nothing applied twice, no stake without an outcome, balances that add
 * up, `ledger verify` OK, no 5xx outside the outage windows.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { encryptedBody } from '../../src/contracts/payload-crypto';
import { type HttpAnswer, httpCall, sleep } from '../scale/stack.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BRAND = 'royal';
const HOST = `${BRAND}.localhost`;
const tenantFile = JSON.parse(readFileSync(join(ROOT, 'tenants', `${BRAND}.json`), 'utf8')) as { merchantCode: string; payloadKey: string };

export type Envelope<T = Record<string, unknown>> = { success: boolean; code: string; message: string; value: T | null };
export type Answer<T = Record<string, unknown>> = { status: number; body: Envelope<T> | null; error?: string; start: number; end: number };

/** One call through `port` (nginx or a server) as the brand's site would make it. */
export async function call<T = Record<string, unknown>>(
  port: number,
  method: string,
  path: string,
  o: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = o.token;
  const start = Date.now();
  let res: HttpAnswer;
  try {
    res = await httpCall(port, method, path, { host: `${HOST}:${port}`, headers, body: o.body, timeoutMs: o.timeoutMs ?? 60_000 });
  } catch (error) {
    return { status: 0, body: null, error: (error as Error).message, start, end: Date.now() };
  }
  let body: Envelope<T> | null = null;
  try {
    body = JSON.parse(res.body) as Envelope<T>;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, start, end: Date.now() };
}

const ok = <T>(a: Answer<T>): a is Answer<T> & { body: Envelope<T> & { value: T } } =>
  a.status >= 200 && a.status < 300 && a.body?.success === true;
const describeAnswer = (a: Answer<unknown>) => `HTTP ${a.status} ${a.body?.code ?? a.error ?? ''} ${a.body?.message ?? ''}`.trim();

/** Operator API (`/ops/api`, bearer token). */
export function operator(port: number, token: string) {
  return <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    call<T>(port, method, `/ops/api${path}`, { headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body }) });
}

/** Retries a set-up step until it is acknowledged (the stack may still be settling); throws after the deadline. */
async function must<T>(what: string, fn: () => Promise<Answer<T>>, deadlineMs = 60_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let last: Answer<T> | null = null;
  while (Date.now() < deadline) {
    last = await fn();
    if (ok(last)) return last.body.value;
    if (last.status > 0 && last.status < 500 && last.status !== 429) break;
    await sleep(250);
  }
  throw new Error(`${what}: ${last ? describeAnswer(last) : 'no answer'}`);
}

export type Player = { username: string; password: string; memberId: number; token: string; bankCardId: number; gameSession: string };

const FUND_PASSWORD = '135790';

/** A player ready to play and withdraw: created by the operator API, logged in, funded, a game open. */
export async function makePlayer(port: number, opsToken: string, fundWith = 1_000_000): Promise<Player> {
  const ops = operator(port, opsToken);
  const username = `f${randomBytes(5).toString('hex').slice(0, 8)}`;
  const password = `Ft${randomBytes(5).toString('hex')}`;
  const created = await must('create member', () => ops<{ id: number }>('POST', `/tenants/${BRAND}/members`, { username, password }));
  const login = await must('login', () =>
    call<{ token: string }>(port, 'POST', '/wps/session/login', {
      headers: { merchant: tenantFile.merchantCode, encryption: 'AES' },
      body: encryptedBody({ type: 'username', username, password }, tenantFile.payloadKey),
    }),
  );
  const token = login.token;
  await must('fund password', () =>
    call(port, 'PUT', '/wps/member/security/fund-password', { token, body: { password: FUND_PASSWORD, loginPassword: password } }),
  );
  const cards = await must('bank card', () =>
    call<{ bankCardId: number }[]>(port, 'PUT', '/wps/member/bankcards', {
      token,
      body: {
        bankCode: 'ABA',
        accountName: 'Alice Tan',
        accountNo: `0001${randomBytes(4).readUInt32BE() % 10 ** 8}`.padEnd(12, '0'),
        fundPassword: FUND_PASSWORD,
      },
    }),
  );
  const bankCardId = cards[0]?.bankCardId;
  if (!bankCardId) throw new Error('bank card: no id in the answer');
  await must('opening balance', () =>
    ops('POST', `/tenants/${BRAND}/members/${username}/adjust`, {
      amount: fundWith,
      reason: 'fault suite opening balance',
      idempotencyKey: `faults:open:${username}`,
    }),
  );
  const games = await must('game list', () =>
    call<{ games: { nodeId: number; vassalage: string }[] }>(
      port,
      'GET',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1',
      { token },
    ),
  );
  const game = games.games[0];
  if (!game) throw new Error('game list: no RNG game');
  const launched = await must('launch', () =>
    call<{ url: string }>(port, 'POST', '/wps/game/launchGame', { token, body: { nodeId: game.nodeId, freePlay: false, language: 'EN' } }),
  );
  const launch = new URL(launched.url, 'http://x').searchParams.get('launch');
  const session = await must(
    'game session',
    () => call<{ sessionToken: string }>(port, 'POST', `/vendors/${game.vassalage}/api/session`, { body: { launch } }),
    5_000,
  );
  return { username, password, memberId: created.id, token, bankCardId, gameSession: session.sessionToken };
}

// ---------------------------------------------------------------------------------------------
// The load

export type OpKind = 'adjust' | 'withdraw' | 'round';
export type Attempt = { start: number; end: number; status: number; code: string };
export type Op = {
  kind: OpKind;
  player: Player;
  /** adjust: the ledger idempotency key; withdraw: the request id; round: the vendor round id once answered */
  key: string;
  amount: number;
  attempts: Attempt[];
  acked: boolean;
  /** acknowledged only by a retry after the load (the first answers were lost or refused) */
  ackedOnRetry: boolean;
  /** the server refused it for a business reason (4xx): not an outage, nothing applied */
  refused?: string;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function attempt(port: number, opsToken: string, op: Op): Promise<Answer> {
  const p = op.player;
  if (op.kind === 'adjust') {
    return operator(port, opsToken)('POST', `/tenants/${BRAND}/members/${p.username}/adjust`, {
      amount: op.amount,
      reason: 'fault suite load',
      idempotencyKey: op.key,
    });
  }
  if (op.kind === 'withdraw') {
    return call(port, 'POST', '/wps/transaction/withdraw', {
      token: p.token,
      body: { amount: op.amount, bankCardId: p.bankCardId, fundPassword: FUND_PASSWORD, requestId: op.key },
    });
  }
  const a = await call<{ roundId: string }>(port, 'POST', '/vendors/api/round', {
    headers: { 'x-game-session': p.gameSession },
    body: { stake: op.amount, options: {} },
  });
  if (ok(a)) op.key = a.body.value.roundId;
  return a;
}

function record(op: Op, a: Answer): void {
  op.attempts.push({ start: a.start, end: a.end, status: a.status, code: a.body?.code ?? a.error ?? '' });
  if (ok(a)) op.acked = true;
  else if (a.status >= 400 && a.status < 500 && a.status !== 429) op.refused = `${a.status} ${a.body?.code ?? ''}`;
}

export class Load {
  readonly ops: Op[] = [];
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly port: number,
    private readonly opsToken: string,
    private readonly players: Player[],
    private readonly o: { concurrency: number; maxOps: number },
  ) {}

  start(): void {
    this.running = true;
    for (let w = 0; w < this.o.concurrency; w++) this.workers.push(this.worker());
  }

  private async worker(): Promise<void> {
    while (this.running && this.ops.length < this.o.maxOps) {
      const r = Math.random();
      const kind: OpKind = r < 0.6 ? 'round' : r < 0.8 ? 'adjust' : 'withdraw';
      const player = pick(this.players);
      const op: Op = {
        kind,
        player,
        key: kind === 'round' ? '' : `faults-${kind[0]}-${randomBytes(8).toString('hex')}`,
        amount:
          kind === 'round'
            ? 100 + Math.floor(Math.random() * 400)
            : kind === 'adjust'
              ? 5_000 + Math.floor(Math.random() * 5_000)
              : 1_000 + Math.floor(Math.random() * 500),
        attempts: [],
        acked: false,
        ackedOnRetry: false,
      };
      this.ops.push(op);
      const a = await attempt(this.port, this.opsToken, op);
      record(op, a);
      // a client backs off after a failure (Retry-After is 2 s; a game or app retries sooner): keep the
      // load bounded while the service is away
      if (!op.acked) await sleep(a.status === 0 || a.status >= 500 ? 200 : 50);
    }
  }

  /** Stops starting new operations; resolves when those in flight have answered. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Runs until `until()` resolves (or maxOps), then stops. */
  async runUntil(until: Promise<unknown>): Promise<void> {
    this.start();
    try {
      await until;
    } finally {
      await this.stop();
    }
  }

  /**
   * Sends every unacknowledged adjust and withdrawal again with the same key until it is
   * acknowledged or refused (deadline). Unacknowledged rounds cannot be sent again (the vendor
   * draws a new round per call); their outcome is checked instead (no stake left pending).
   */
  async retryUnacknowledged(deadlineMs = 60_000): Promise<number> {
    const deadline = Date.now() + deadlineMs;
    let pending = this.ops.filter((op) => !op.acked && !op.refused && op.kind !== 'round');
    const count = pending.length;
    while (pending.length > 0 && Date.now() < deadline) {
      for (const op of pending) {
        const a = await attempt(this.port, this.opsToken, op);
        record(op, a);
        if (op.acked) op.ackedOnRetry = true;
      }
      pending = pending.filter((op) => !op.acked && !op.refused);
      if (pending.length > 0) await sleep(500);
    }
    return count;
  }
}

// ---------------------------------------------------------------------------------------------
// Checks

export type Window = { from: number; to: number; what: string };

export type Findings = {
  ops: number;
  acked: number;
  ackedOnRetry: number;
  unackedRounds: number;
  refused: number;
  stillUnacked: number;
  lost: string[];
  doubled: string[];
  pendingIntents: number;
  openOrders: number;
  balanceMismatches: string[];
  ledgerVerify: { ok: boolean; output: string };
  fiveXxOutside: string[];
  fiveXxInside: number;
  statusCounts: Record<string, number>;
};

/** Attempts answered 5xx (or not at all) that overlap no outage window. */
export function fiveXx(
  ops: Op[],
  windows: Window[],
): { outside: string[]; inside: number; insideNot503: Record<string, number>; statusCounts: Record<string, number> } {
  const outside: string[] = [];
  let inside = 0;
  const insideNot503: Record<string, number> = {};
  const statusCounts: Record<string, number> = {};
  for (const op of ops) {
    for (const a of op.attempts) {
      statusCounts[a.status] = (statusCounts[a.status] ?? 0) + 1;
      if (a.status !== 0 && a.status < 500) continue;
      if (windows.some((w) => a.start <= w.to && a.end >= w.from)) {
        inside += 1;
        if (a.status !== 503) {
          const what = `${op.kind} HTTP ${a.status} ${a.code}`;
          insideNot503[what] = (insideNot503[what] ?? 0) + 1;
        }
      } else outside.push(`${op.kind} ${op.key || '(round)'}: HTTP ${a.status} ${a.code} at ${new Date(a.start).toISOString()}`);
    }
  }
  return { outside, inside, insideNot503, statusCounts };
}

/** Polls a query until `done(value)` or the deadline; answers the last value. */
export async function pollUntil<T>(fn: () => Promise<T>, done: (v: T) => boolean, deadlineMs: number, intervalMs = 500): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let value = await fn();
  while (!done(value) && Date.now() < deadline) {
    await sleep(intervalMs);
    value = await fn();
  }
  return value;
}

/** `npm run ops -- ledger verify` on this database (PostgreSQL: the CLI opens it itself). */
export function ledgerVerifyCli(env: Record<string, string>): { ok: boolean; output: string } {
  const r = spawnSync('node', ['--import', 'tsx', 'server/ops/cli.ts', 'ledger', 'verify'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  return { ok: r.status === 0, output: output.split('\n').slice(-3).join(' / ') };
}

/**
 * Checks the operations against PostgreSQL once the service is back and the settlement window has
 * passed: each acknowledged op's effect is in the ledger (adjust: its transaction; withdrawal: its
 * request and the locking transaction; round: a settled betting record with both postings), none
 * twice, no stake intent pending, no betting record open, each player's main + locked balance equal
 * to what the applied operations add up to, and the CLI's ledger verify.
 */
export async function checkPostgres(
  databaseUrl: string,
  load: Op[],
  players: Player[],
  settleDeadlineMs: number,
  cliEnv: Record<string, string>,
): Promise<Omit<Findings, 'fiveXxOutside' | 'fiveXxInside' | 'statusCounts'>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[];
    const memberIds = players.map((p) => p.memberId);
    // the sweep rolls back stakes left pending past the window: wait for it (bounded)
    const pendingIntents = await pollUntil(
      async () => Number((await q<{ n: string }>(`SELECT count(*) AS n FROM vendor_stake_intents WHERE status = 'pending'`))[0]?.n ?? 0),
      (n) => n === 0,
      settleDeadlineMs,
    );
    const openOrders = await pollUntil(
      async () =>
        Number(
          (await q<{ n: string }>(`SELECT count(*) AS n FROM bet_orders WHERE status = 'open' AND member_id = ANY($1)`, [memberIds]))[0]
            ?.n ?? 0,
        ),
      (n) => n === 0,
      Math.max(5_000, settleDeadlineMs / 2),
    );
    const lost: string[] = [];
    const doubled: string[] = [];
    const keyCount = async (key: string) =>
      Number(
        (
          await q<{ n: string }>('SELECT count(*) AS n FROM ledger_transactions WHERE tenant_id = $1 AND idempotency_key = $2', [
            BRAND,
            key,
          ])
        )[0]?.n ?? 0,
      );
    for (const op of load) {
      if (op.kind === 'adjust') {
        const n = await keyCount(op.key);
        if (op.acked && n === 0) lost.push(`adjust ${op.key}`);
        if (n > 1) doubled.push(`adjust ${op.key} (${n})`);
      } else if (op.kind === 'withdraw') {
        const rows = Number(
          (
            await q<{ n: string }>('SELECT count(*) AS n FROM withdrawals WHERE member_id = $1 AND request_id = $2', [
              op.player.memberId,
              op.key,
            ])
          )[0]?.n ?? 0,
        );
        const n = await keyCount(`withdraw:${op.player.memberId}:${op.key}`);
        if (op.acked && (rows === 0 || n === 0)) lost.push(`withdraw ${op.key}`);
        if (rows > 1 || n > 1) doubled.push(`withdraw ${op.key} (${rows} rows, ${n} transactions)`);
      } else if (op.acked) {
        const rows = await q<{ status: string; bet_tx_id: string | null }>(
          'SELECT status, bet_tx_id::text FROM bet_orders WHERE member_id = $1 AND round_id = $2',
          [op.player.memberId, op.key],
        );
        if (rows.length === 0 || rows[0]?.status !== 'settled' || !rows[0]?.bet_tx_id) {
          const [vendor] = await q<{ status: string; win: string }>('SELECT status, win::text FROM vendor_rounds WHERE round_id = $1', [
            op.key,
          ]).catch(() => []);
          lost.push(
            `round ${op.key} (betting record ${rows[0]?.status ?? 'missing'}; vendor round ${vendor ? `${vendor.status}, win ${vendor.win}` : 'missing'})`,
          );
        }
        if (rows.length > 1) doubled.push(`round ${op.key} (${rows.length})`);
      }
    }
    // every player's money adds up: main + locked = adjustments applied - settled stakes + wins
    // (withdrawals are not approved by the load: they move main → locked; rolled-back rounds net 0)
    const balanceMismatches: string[] = [];
    for (const p of players) {
      const [b] = await q<{ main: string; locked: string }>(
        `SELECT COALESCE(sum(CASE WHEN kind = 'main' THEN balance END), 0)::text AS main, COALESCE(sum(CASE WHEN kind = 'locked' THEN balance END), 0)::text AS locked
         FROM ledger_accounts WHERE member_id = $1`,
        [p.memberId],
      );
      const [adj] = await q<{ s: string }>(
        `SELECT COALESCE(sum(lp.amount), 0)::text AS s FROM ledger_transactions t JOIN ledger_postings lp ON lp.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = lp.account_id WHERE t.code = 'ADJUST' AND a.member_id = $1`,
        [p.memberId],
      );
      const [rounds] = await q<{ s: string }>(
        `SELECT COALESCE(sum(win - stake), 0)::text AS s FROM bet_orders WHERE member_id = $1 AND status = 'settled'`,
        [p.memberId],
      );
      const have = Number(b?.main ?? 0) + Number(b?.locked ?? 0);
      const expected = Number(adj?.s ?? 0) + Number(rounds?.s ?? 0);
      if (Math.abs(have - expected) > 1e-6) balanceMismatches.push(`${p.username}: main+locked ${have}, operations add up to ${expected}`);
    }
    return {
      ops: load.length,
      acked: load.filter((o) => o.acked).length,
      ackedOnRetry: load.filter((o) => o.ackedOnRetry).length,
      unackedRounds: load.filter((o) => o.kind === 'round' && !o.acked).length,
      refused: load.filter((o) => !o.acked && o.refused).length,
      stillUnacked: load.filter((o) => !o.acked && !o.refused && o.kind !== 'round').length,
      lost,
      doubled,
      pendingIntents,
      openOrders,
      balanceMismatches,
      ledgerVerify: ledgerVerifyCli(cliEnv),
    };
  } finally {
    await client.end();
  }
}
