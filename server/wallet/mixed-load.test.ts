/**
 * Issue 26: no deadlock 500s. A mixed load on the same members, split over two app instances on one
 * PostgreSQL database (two connection pools; PGlite: one app, the calls queue): seamless bets and
 * wins, withdrawals and their approval, manual deposits and their approval, transfers and reward
 * payouts, all at once over HTTP. Zero 5xx, no negative balance, `ledger verify` OK.
 * Before the one lock order (server/wallet/lock.ts) a bet and a withdrawal of one player deadlocked.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/secrets';
import { startSession } from '../accounts/sessions';
import { buildApp } from '../app';
import { insertPromotion } from '../promotions/test/fixtures';
import { buildTestApp, type TestApp } from '../test/helper';
import { SeamlessClient, type Transport } from '../vendors/seamless-client';
import { getBalances } from './balances';
import { injectTransport, installationSecretOf } from './seamless/index';
import { vendorSecret } from './seamless/secrets';
import { openSeamlessSession } from './seamless/sessions';
import { fund, makePlayer } from './test/fixtures';
import { verifyLedger } from './verify';

const TOKEN = 'mixed-load-operator-token-0123';
const MEMBERS = 2;
const ROUNDS = 40; // per member: a bet, then its win
const WITHDRAWALS = 30; // per member, every other one approved as soon as it exists
const DEPOSITS = 6; // per member, each approved
const TRANSFERS = 8; // per member, both ways
const REWARDS = 4; // per member

let t: TestApp;
let second: FastifyInstance | null = null;
let apps: FastifyInstance[];
const statuses: number[] = [];
const done = { bets: 0, withdrawals: 0, deposits: 0, transfers: 0 };
const appAt = (i: number): FastifyInstance => apps[i % apps.length] ?? t.app;

beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN: TOKEN });
  if (t.config.databaseUrl) second = await buildApp(t.config);
  apps = second ? [t.app, second] : [t.app];
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t.close();
});

async function call(i: number, method: 'GET' | 'POST' | 'PUT', url: string, o: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { host: 'royal.localhost' };
  if (o.token) headers.authorization = o.token;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await appAt(i).inject({ method, url, headers, payload: o.body === undefined ? undefined : JSON.stringify(o.body) });
  statuses.push(res.statusCode);
  return { status: res.statusCode, body: res.json<{ success: boolean; code: string; value: Record<string, unknown> | null }>() };
}
const ops = (i: number, url: string) => call(i, 'POST', `/ops/api/tenants/royal/${url}`, { token: `Bearer ${TOKEN}`, body: {} });

/** One seamless client per app, through a transport that records every HTTP status (no client retry). */
async function vendorClients(): Promise<SeamlessClient[]> {
  const secret = vendorSecret(await installationSecretOf(t.app)(), 'DEMO');
  return apps.map((app) => {
    const inject = injectTransport(app);
    const recording: Transport = async (path, body, headers) => {
      const res = await inject(path, body, headers);
      statuses.push(res.statusCode);
      return res;
    };
    return new SeamlessClient('DEMO', secret, recording, 1);
  });
}

async function player(clients: SeamlessClient[]) {
  const m = await makePlayer(t.app.db);
  await t.app.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [m.id, await hashPassword('login123')]);
  const token = await startSession(t.app.db, m, new Date());
  await fund(t.app.db, 'royal', m.id, 10_000_000);
  const sessionToken = await openSeamlessSession(t.app.db, {
    tenantId: 'royal',
    memberId: m.id,
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT',
    nodeId: null,
    gameType: 'RNG',
    freePlay: false,
    language: 'en',
    returnUrl: null,
    now: new Date(),
  });
  expect(
    (await call(0, 'PUT', '/wps/member/security/fund-password', { token, body: { password: '135790', loginPassword: 'login123' } })).body
      .success,
  ).toBe(true);
  const cards = await call(1, 'PUT', '/wps/member/bankcards', {
    token,
    body: { bankCode: 'ABA', accountName: 'Alice Tan', accountNo: '000123456789', fundPassword: '135790' },
  });
  const bankCardId = (cards.body.value as unknown as { bankCardId: number }[] | null)?.[0]?.bankCardId;
  // the vendor wallet holds enough for every transfer back to main
  await call(0, 'POST', '/wps/relay/GCS_walletTransfer', {
    token,
    body: { from: 'MAIN', to: 'DEMOSPORTS', amount: 10_000, requestId: `mix-t-${m.id}-seed` },
  });
  // a settled round that meets the withdrawal turnover rule for every deposit below
  const vendor = clients[0];
  if (!vendor) throw new Error('no vendor client');
  await vendor.bet({ sessionToken, transactionId: `warm:${m.id}:bet`, roundId: `warm:${m.id}`, gameCode: 'DEMO_SLOT', amount: 5_000_000 });
  await vendor.win({ sessionToken, transactionId: `warm:${m.id}:win`, roundId: `warm:${m.id}`, amount: 5_000_000, roundClosed: true });
  const promotions = await Promise.all(Array.from({ length: REWARDS }, () => insertPromotion(t.app.db, { rewardAmount: 1_500 })));
  const rewardIds: number[] = [];
  for (const promotion of promotions) {
    const [row] = await t.app.db.query<{ id: string }>(
      `INSERT INTO reward_requests (tenant_id, member_id, announcement_id, created_at) VALUES ('royal', $1, $2, now()) RETURNING id::text AS id`,
      [m.id, promotion],
    );
    rewardIds.push(Number(row?.id));
  }
  return { id: m.id, token, sessionToken, bankCardId, rewardIds };
}

type Player = Awaited<ReturnType<typeof player>>;

/** Spreads the calls of one kind over the run (about 1 s) so that every kind overlaps every other. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SPREAD_MS = 1_000;

function load(p: Player, clients: SeamlessClient[]): Promise<unknown>[] {
  const vendor = (i: number) => clients[i % clients.length] as SeamlessClient;
  const rounds = Array.from({ length: ROUNDS }, async (_, i) => {
    await after((i * SPREAD_MS) / ROUNDS);
    const roundId = `mix:${p.id}:${i}`;
    const bet = await vendor(i).bet({
      sessionToken: p.sessionToken,
      transactionId: `${roundId}:bet`,
      roundId,
      gameCode: 'DEMO_SLOT',
      amount: 2_000,
    });
    if (bet.status !== 'OK') return;
    done.bets++;
    await vendor(i + 1).win({
      sessionToken: p.sessionToken,
      transactionId: `${roundId}:win`,
      roundId,
      amount: i % 3 === 0 ? 4_000 : 0,
      roundClosed: true,
    });
  });
  const withdrawals = Array.from({ length: WITHDRAWALS }, async (_, i) => {
    await after((i * SPREAD_MS) / WITHDRAWALS);
    const body = { amount: 1_000 + i, bankCardId: p.bankCardId, fundPassword: '135790', requestId: `mix-w-${p.id}-${i}` };
    const w = await call(i + 1, 'POST', '/wps/transaction/withdraw', { token: p.token, body });
    const id = (w.body.value as { withdrawalId?: number } | null)?.withdrawalId;
    if (!id) return;
    done.withdrawals++;
    if (i % 2 === 0) await ops(i, `withdrawals/${id}/approve`);
  });
  const deposits = Array.from({ length: DEPOSITS }, async (_, i) => {
    await after((i * SPREAD_MS) / DEPOSITS);
    const body = { amount: 5_000 + i, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `mix-d-${p.id}-${i}` };
    const d = await call(i, 'POST', '/wps/deposit/manual', { token: p.token, body });
    const id = (d.body.value as { depositId?: number } | null)?.depositId;
    if (!id) return;
    if ((await ops(i + 1, `deposits/${id}/approve`)).body.success) done.deposits++;
  });
  const transfers = Array.from({ length: TRANSFERS }, async (_, i) => {
    await after((i * SPREAD_MS) / TRANSFERS);
    const r = await call(i, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: p.token,
      body:
        i % 2 === 0
          ? { from: 'MAIN', to: 'DEMOSPORTS', amount: 3_000, requestId: `mix-t-${p.id}-${i}` }
          : { from: 'DEMOSPORTS', to: 'MAIN', amount: 1_000, requestId: `mix-t-${p.id}-${i}` },
    });
    if (r.body.success) done.transfers++;
  });
  const rewards = p.rewardIds.map(async (id, i) => {
    await after((i * SPREAD_MS) / REWARDS);
    await ops(i + 1, `rewards/${id}/approve`);
  });
  return [...rounds, ...withdrawals, ...deposits, ...transfers, ...rewards];
}

describe('a mixed money load on the same members over two app instances', () => {
  it('answers no 5xx, overdraws nothing and leaves a ledger that verifies', async () => {
    const clients = await vendorClients();
    const players: Player[] = [];
    for (let i = 0; i < MEMBERS; i++) players.push(await player(clients));
    statuses.length = 0;
    Object.assign(done, { bets: 0, withdrawals: 0, deposits: 0, transfers: 0 });
    const results = await Promise.allSettled(players.flatMap((p) => load(p, clients)));
    const thrown = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    const serverErrors = statuses.filter((s) => s >= 500).length;
    expect({ requests: statuses.length > 0, serverErrors, thrown }).toEqual({ requests: true, serverErrors: 0, thrown: [] });
    // every call was accepted (a refusal would be a 4xx): the load really ran
    expect(done).toEqual({
      bets: MEMBERS * ROUNDS,
      withdrawals: MEMBERS * WITHDRAWALS,
      deposits: MEMBERS * DEPOSITS,
      transfers: MEMBERS * TRANSFERS,
    });
    for (const p of players) {
      const b = await getBalances(t.app.db, 'royal', p.id);
      expect(Math.min(b.main, b.locked, ...Object.values(b.vendors))).toBeGreaterThanOrEqual(0);
    }
    const [paid] = await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM reward_requests WHERE status = 'approved'");
    expect(paid?.n).toBe(MEMBERS * REWARDS);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  }, 120_000);
});
