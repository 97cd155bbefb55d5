/**
 * `npm run test:faults [-- --short]`: the fault drills against real processes on
 * 127.0.0.1 (docs/scale-and-faults.md). Full: 3 server processes behind nginx on a throwaway
 * PostgreSQL; kill -9 one process under load, restart PostgreSQL, stop it for 30 s, pause it for
 * 5 s; then the embedded (PGlite) server killed mid-bet. `--short` (the step inside `npm test`):
 * 2 processes, the restart, the 5 s pause, kill -9 of one process and the PGlite mid-bet kill.
 * `--only=<drill,...>` runs some drills (kill, restart, stop, pause, pglite); `--stop-seconds=N`;
 * `--unsettled-ms=N` the settlement window (default 15000).
 * Each check is a test; the last line is `N passed, N failed`. Figures go to reports/faults.md.
 * Everything started here is stopped by its process id, however the run ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx, freeLoopbackPort, type Stack, sleep, startStack, stopChild, waitReady } from '../scale/stack.mjs';
import {
  BRAND,
  call,
  checkPostgres,
  fiveXx,
  ledgerVerifyCli,
  Load,
  makePlayer,
  operator,
  type Player,
  pollUntil,
  ROOT,
  type Window,
} from './harness';

const args = process.argv.slice(2);
const SHORT = args.includes('--short');
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const STOP_S = Number(args.find((a) => a.startsWith('--stop-seconds='))?.slice('--stop-seconds='.length) ?? 30);
const CI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const PROCESSES = SHORT ? 2 : 3;
const PAUSE_MS = 5_000;
/**
 * The settlement window the drills give the sweep (VENDOR_UNSETTLED_STAKE_MS; the server's default is
 * 30 s, its minimum 1 s). Longer than the 5 s pause: a window shorter than a round can take lets the
 * sweep roll back a stake whose round is still being recorded (see docs/scale-and-faults.md, "Known
 * defects"; `--unsettled-ms=3000 --only=pause` shows it).
 */
const UNSETTLED_MS = Number(args.find((a) => a.startsWith('--unsettled-ms='))?.slice('--unsettled-ms='.length) ?? 15_000);
/** the PGlite drill's window: one bet, no load, nothing else in flight (the brief's "small") */
const PGLITE_UNSETTLED_MS = 2_000;
/** acknowledged operations before each fault and after the service is back */
const ACKS = SHORT ? 30 : 100;
/** service back within 10 s of the database */
const RECOVERY_LIMIT_MS = 10_000;
/** generous deadlines: the suite must pass on a machine 3x slower than a busy 2-core one */
const DEADLINE_MS = 90_000;

const wanted = (drill: string) => (ONLY ? ONLY.includes(drill) : drill !== 'stop' || !SHORT);
const log = (msg: string) => process.stderr.write(`[faults] ${msg}\n`);

/** What to stop if the run is interrupted (SIGINT/SIGTERM): the stack, the PGlite servers. */
const cleanups = new Set<() => Promise<void>>();

type Result = { drill: string; check: string; ok: boolean; detail: string };
const results: Result[] = [];
const figures: string[] = [];
function expect(drill: string, check: string, ok: boolean, detail = ''): void {
  results.push({ drill, check, ok, detail });
  console.log(`${ok ? '  ✓' : '  ✗'} ${drill}: ${check}${detail ? ` (${detail})` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL + N processes + nginx

/** Every process answers /readyz 200 and nginx answers the status call 200; resolves the time. */
async function serviceBack(stack: Stack, deadlineMs = DEADLINE_MS): Promise<number> {
  const deadline = Date.now() + deadlineMs;
  await Promise.all(stack.servers.map((s) => waitReady(s.port, { timeoutMs: deadlineMs, intervalMs: 100 })));
  for (;;) {
    const a = await call(stack.port, 'GET', '/wps/system/status', { timeoutMs: 5_000 });
    if (a.status === 200) return Date.now();
    if (Date.now() > deadline) throw new Error(`nginx still answers ${a.status} to the status call`);
    await sleep(100);
  }
}

/** Resolves once `n` more operations were acknowledged (bounded by the deadline). */
async function acksAfter(load: Load, n: number, deadlineMs = DEADLINE_MS): Promise<void> {
  const base = load.ops.filter((o) => o.acked).length;
  await pollUntil(
    async () => load.ops.filter((o) => o.acked).length,
    (acked) => acked >= base + n,
    deadlineMs,
    100,
  );
}

function cluster(stack: Stack) {
  if (!stack.postgres) throw new Error('this drill needs the throwaway PostgreSQL cluster');
  return stack.postgres;
}

type DrillContext = { stack: Stack; players: Player[]; load?: Load };
type Fault = (ctx: DrillContext, windows: Window[]) => Promise<{ recoveryMs?: number; exempt?: number[]; note: string }>;

async function drill(name: string, ctx: DrillContext, fault: Fault): Promise<void> {
  log(`drill: ${name}`);
  const t0 = Date.now();
  const { stack, players } = ctx;
  const exitsBefore = stack.servers.map((s) => s.exits.length);
  const load = new Load(stack.port, stack.operatorToken, players, { concurrency: 4, maxOps: SHORT ? 600 : 3_000 });
  const windows: Window[] = [];
  let outcome: Awaited<ReturnType<Fault>> | null = null;
  let error: string | null = null;
  load.start();
  try {
    await acksAfter(load, ACKS);
    outcome = await fault({ ...ctx, load }, windows);
    await acksAfter(load, ACKS);
  } catch (e) {
    error = (e as Error).message;
  }
  await load.stop();
  const retried = await load.retryUnacknowledged(DEADLINE_MS);
  expect(name, 'the drill ran', error === null, error ?? outcome?.note ?? '');
  const exempt = new Set(outcome?.exempt ?? []);
  const exits = stack.servers
    .filter((s, i) => !exempt.has(i) && s.exits.length > (exitsBefore[i] ?? 0))
    .map((s) => `port ${s.port}: ${JSON.stringify(s.exits.at(-1))}`);
  expect(name, 'no server process exited', exits.length === 0, exits.join('; '));
  if (outcome?.recoveryMs !== undefined) {
    expect(
      name,
      `service back within ${RECOVERY_LIMIT_MS / 1000} s of the database`,
      outcome.recoveryMs <= RECOVERY_LIMIT_MS,
      `${outcome.recoveryMs} ms`,
    );
  }
  const f = await checkPostgres(stack.databaseUrl, load.ops, players, UNSETTLED_MS + DEADLINE_MS, { DATABASE_URL: stack.databaseUrl });
  const x = fiveXx(load.ops, windows);
  expect(name, '0 acknowledged operations lost', f.lost.length === 0, f.lost.slice(0, 5).join('; '));
  expect(name, '0 applied twice', f.doubled.length === 0, f.doubled.slice(0, 5).join('; '));
  expect(name, 'every unacknowledged operation acknowledged on retry with its key', f.stillUnacked === 0, `${f.stillUnacked} left`);
  expect(
    name,
    '0 stakes without an outcome after the settlement window',
    f.pendingIntents === 0 && f.openOrders === 0,
    `${f.pendingIntents} intents pending, ${f.openOrders} orders open`,
  );
  expect(
    name,
    "every player's balance equals the operations applied",
    f.balanceMismatches.length === 0,
    f.balanceMismatches.slice(0, 3).join('; '),
  );
  expect(name, 'ledger verify OK', f.ledgerVerify.ok, f.ledgerVerify.output);
  expect(name, 'no 5xx outside the outage window', x.outside.length === 0, x.outside.slice(0, 5).join('; '));
  // Inside the window every answer should be the 503 envelope. The vendors' page API
  // answers 502 vendor.unavailable while the database is away (docs/scale-and-faults.md, "Known
  // defects"): a check of the full suite; in --short (npm test) a warning, since whether a round
  // meets the short restart window is chance.
  const not503 = Object.entries(x.insideNot503)
    .map(([what, n]) => `${what}: ${n}`)
    .join('; ');
  if (SHORT) {
    if (not503) log(`WARNING ${name}: 5xx other than 503 inside the outage window: ${not503}`);
  } else {
    expect(name, 'every 5xx inside the outage window is the 503 envelope', not503 === '', not503);
  }
  const byKind = (k: string) => load.ops.filter((o) => o.kind === k);
  figures.push(
    `| ${name} | ${PROCESSES} | ${outcome?.recoveryMs ?? '-'} | ${f.ops} (${byKind('round').length} rounds, ${byKind('adjust').length} adjustments, ${byKind('withdraw').length} withdrawals) | ${f.acked} | ${retried} / ${f.ackedOnRetry} | ${f.unackedRounds} | ${f.refused} | ${f.lost.length} | ${f.doubled.length} | ${x.inside} | ${x.outside.length} | ${Object.entries(
      x.statusCounts,
    )
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')} | ${((Date.now() - t0) / 1000).toFixed(1)} s |`,
  );
  if (f.refused > 0) log(`${f.refused} operations refused (4xx), e.g. ${load.ops.find((o) => o.refused)?.refused}`);
}

const killOne: Fault = async ({ stack, load }, windows) => {
  const index = stack.servers.length - 1;
  const victim = stack.servers[index];
  if (!victim?.child.pid) throw new Error('no server process to kill');
  const at = Date.now();
  process.kill(victim.child.pid, 'SIGKILL');
  // requests in flight on the killed process when it died get nginx's 503 (a POST is never re-sent)
  windows.push({ from: at, to: at + 250, what: 'kill -9' });
  await pollUntil(
    async () => victim.exits.length,
    (n) => n > 0,
    DEADLINE_MS,
    50,
  );
  const died = victim.exits.at(-1);
  // the survivors carry the load alone for a while, then the operator starts the process again
  if (load) await acksAfter(load, ACKS);
  const restarted = await stack.startServer(index, victim.port);
  stack.servers[index] = restarted;
  const t = Date.now();
  await waitReady(victim.port, { child: restarted.child, timeoutMs: DEADLINE_MS });
  return { exempt: [index], note: `pid ${victim.child.pid} killed (${died?.signal}); restarted and ready in ${Date.now() - t} ms` };
};

const restartPostgres: Fault = async ({ stack }, windows) => {
  const from = Date.now();
  await cluster(stack).restartAsync('fast');
  const back = Date.now();
  const ready = await serviceBack(stack);
  windows.push({ from, to: ready, what: 'pg_ctl restart -m fast' });
  return { recoveryMs: ready - back, note: `pg_ctl restart took ${back - from} ms` };
};

const stopPostgres: Fault = async ({ stack }, windows) => {
  const from = Date.now();
  await cluster(stack).stopAsync('fast');
  await sleep(STOP_S * 1000); // the outage itself, not a wait for something
  await cluster(stack).startAsync();
  const back = Date.now();
  const ready = await serviceBack(stack);
  windows.push({ from, to: ready, what: `stopped ${STOP_S} s` });
  return { recoveryMs: ready - back, note: `down ${back - from} ms` };
};

const pausePostgres: Fault = async ({ stack }, windows) => {
  const pids = cluster(stack).pids();
  if (pids.length === 0) throw new Error('no postgres processes to pause');
  const from = Date.now();
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  try {
    await sleep(PAUSE_MS); // the outage itself
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }
  const back = Date.now();
  const ready = await serviceBack(stack);
  windows.push({ from, to: ready, what: `paused ${PAUSE_MS / 1000} s` });
  return { recoveryMs: ready - back, note: `${pids.length} processes paused ${back - from} ms` };
};

async function postgresDrills(): Promise<void> {
  const drills: [string, string, Fault][] = [
    ['kill', `kill -9 one of ${PROCESSES} processes under load`, killOne],
    ['restart', 'PostgreSQL restart (pg_ctl restart -m fast)', restartPostgres],
    ['pause', `PostgreSQL paused ${PAUSE_MS / 1000} s (SIGSTOP)`, pausePostgres],
    ['stop', `PostgreSQL stopped ${STOP_S} s`, stopPostgres],
  ];
  const chosen = drills.filter(([id]) => wanted(id));
  if (chosen.length === 0) return;
  if (!findNginx()) {
    const why = 'nginx not found (bash scripts/install-system-deps.sh as root installs it)';
    if (CI) {
      expect('PostgreSQL drills', 'nginx present', false, why);
      return;
    }
    log(`${'!'.repeat(78)}\n!! SKIPPING the PostgreSQL drills: ${why}\n${'!'.repeat(78)}`);
    return;
  }
  const t0 = Date.now();
  const stack = await startStack({
    processes: PROCESSES,
    log,
    serverEnv: {
      VENDOR_UNSETTLED_STAKE_MS: String(UNSETTLED_MS),
      RATE_LIMIT_MAX: '1000000', // the whole load comes from one address (nginx's X-Forwarded-For)
      PAY_RUNS: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  log(`stack up in ${Date.now() - t0} ms: nginx ${stack.url}, processes ${stack.servers.map((s) => s.port).join(', ')}`);
  cleanups.add(stack.stop);
  try {
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await makePlayer(stack.port, stack.operatorToken));
    for (const [, name, fault] of chosen) await drill(name, { stack, players }, fault);
  } finally {
    cleanups.delete(stack.stop);
    await stack.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The embedded database: kill -9 mid-bet, restart on the same data folder

async function pgliteDrill(): Promise<void> {
  const name = 'PGlite server killed mid-bet';
  log(`drill: ${name}`);
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'faults-pglite-'));
  const token = `faults-${Date.now()}-operator-token`;
  const port = await freeLoopbackPort();
  const dataDir = join(dir, 'pglite');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: token,
    PAY_RUNS: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.VENDOR_FAULT;
  const children: ChildProcess[] = [];
  const cleanup = async () => {
    for (const child of children) await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  const start = (extra: Record<string, string>) => {
    const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...env, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  try {
    const first = start({ VENDOR_FAULT: 'after-debit:kill', VENDOR_UNSETTLED_STAKE_MS: String(PGLITE_UNSETTLED_MS) });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => first.once('exit', (code, signal) => resolve(signal ?? code)));
    await waitReady(port, { child: first, timeoutMs: 180_000 });
    const p = await makePlayer(port, token, 50_000);
    const ops = operator(port, token);
    const balance = async () => (await ops<{ main: number }>('GET', `/tenants/${BRAND}/members/${p.username}/wallet`)).body?.value?.main;
    const before = await balance();
    const bet = await call(port, 'POST', '/vendors/api/round', {
      headers: { 'x-game-session': p.gameSession },
      body: { stake: 1_000, options: {} },
    });
    const signal = await Promise.race([exited, sleep(DEADLINE_MS).then(() => 'still running')]);
    expect(
      name,
      'the process died between the debit and the round (SIGKILL)',
      signal === 'SIGKILL' && bet.status === 0,
      `bet: ${bet.status === 0 ? bet.error : bet.status}; exit: ${signal}`,
    );

    const second = start({ VENDOR_UNSETTLED_STAKE_MS: String(PGLITE_UNSETTLED_MS) });
    const restartedAt = Date.now();
    await waitReady(port, { child: second, timeoutMs: 180_000 });
    const readyMs = Date.now() - restartedAt;
    type Orders = { list: { status: string; stake: number; roundId: string }[] };
    const orders = await pollUntil(
      async () => (await call<Orders>(port, 'GET', '/lgw/orders?pageNo=1&pageSize=10', { token: p.token })).body?.value?.list ?? [],
      (list) => list.length > 0 && list.every((o) => o.status !== 'open'),
      PGLITE_UNSETTLED_MS + DEADLINE_MS,
    );
    const settledAt = Date.now();
    expect(
      name,
      'the stake shows as rolled_back in the betting records',
      orders.length === 1 && orders[0]?.status === 'rolled_back',
      JSON.stringify(orders.map((o) => o.status)),
    );
    const after = await balance();
    expect(
      name,
      'the stake is back in the main wallet',
      before !== undefined && after === before,
      `before the bet ${before}, after ${after}`,
    );
    const round = await call<{ roundId: string }>(port, 'POST', '/vendors/api/round', {
      headers: { 'x-game-session': p.gameSession },
      body: { stake: 500, options: {} },
    });
    expect(name, 'the restarted server takes bets again', round.status === 200, `HTTP ${round.status} ${round.body?.code ?? ''}`);
    const verify = ledgerVerifyCli({ DATA_DIR: dataDir, OPERATOR_TOKEN: token });
    expect(name, 'ledger verify OK (npm run ops, through the running server)', verify.ok, verify.output);
    figures.push(
      `| ${name} | 1 (PGlite) | restart to ready ${readyMs} ms; killed to rolled back ${settledAt - restartedAt} ms after the restart (window ${PGLITE_UNSETTLED_MS} ms) | 1 bet | 0 | - | 1 | 0 | 0 | 0 | - | 0 | - | ${((Date.now() - t0) / 1000).toFixed(1)} s |`,
    );
  } catch (e) {
    expect(name, 'the drill ran', false, (e as Error).message);
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

// ---------------------------------------------------------------------------------------------

function writeReport(totalMs: number): void {
  const dir = join(ROOT, 'reports');
  mkdirSync(dir, { recursive: true });
  const failed = results.filter((r) => !r.ok);
  const lines = [
    `# Fault drills (${SHORT ? 'short: the npm test step' : 'full'}), ${new Date().toISOString()}`,
    '',
    `Generated by \`npm run test:faults${SHORT ? ' -- --short' : ''}\` (scripts/faults/run.ts; what each drill does: docs/scale-and-faults.md).`,
    `${results.length - failed.length} checks passed, ${failed.length} failed, in ${(totalMs / 1000).toFixed(1)} s. Settlement window ${UNSETTLED_MS} ms (PGlite drill ${PGLITE_UNSETTLED_MS} ms); recovery limit ${RECOVERY_LIMIT_MS} ms.`,
    '',
    '| drill | processes | recovery (ms after the database is back) | operations | acknowledged | unacknowledged adjust/withdraw: retried / acknowledged on retry | unacknowledged rounds (outcome checked) | refused (4xx) | lost | applied twice | 5xx in the outage window | 5xx outside | HTTP statuses of all attempts | time |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures,
    '',
    ...(failed.length ? ['## Failed checks', '', ...failed.map((r) => `- ${r.drill}: ${r.check}: ${r.detail}`), ''] : []),
  ];
  writeFileSync(join(dir, SHORT ? 'faults-short.md' : 'faults.md'), `${lines.join('\n')}\n`);
}

const started = Date.now();
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    log(`${sig}: stopping everything this run started`);
    setTimeout(() => process.exit(130), 30_000).unref();
    void Promise.allSettled([...cleanups].map((stop) => stop())).then(() => process.exit(130));
  });
}
try {
  await postgresDrills();
} catch (e) {
  expect('PostgreSQL drills', 'the stack started and ran', false, (e as Error).message);
}
if (wanted('pglite')) await pgliteDrill();
const total = Date.now() - started;
writeReport(total);
const failed = results.filter((r) => !r.ok).length;
log(`done in ${(total / 1000).toFixed(1)} s; report: reports/${SHORT ? 'faults-short.md' : 'faults.md'}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
