#!/usr/bin/env node
// `npm run bench:games`: the public reads under load on loopback, beside a bare Fastify route.
// Seeds a fresh PGlite folder with `ops games:seed 10000`, starts the server (LOG_LEVEL warn, no
// rate limit) and the bare route (scripts/bench/bare-server.mjs), each its own Node process, then
// for each of
//   - GCSGAME_gameList on the 10,000-game catalogue (a mix of pages, types, vendors, name searches),
//   - GET /wps/system/status (royal),
//   - the bare route,
// warms up (400 requests) and sends 4,000 requests from 200 concurrent keep-alive connections
// (the same generator for all three), `--repeat N` times (default 2, interleaved, so each figure
// has a spread on a shared machine). Prints p50 / p95 / p99 / max in ms and requests/s per run and
// the ratios to the bare route; writes reports/bench/games.json and reports/bench/games.md.
// Target: p99 <= 10 ms.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, projectEnv, ROOT, run, waitForServer } from './lib/run.mjs';

const GAMES = Number(process.env.BENCH_GAMES || 10_000);
const CONNECTIONS = 200;
const REQUESTS = 4000;
const WARMUP = 400;
const argv = process.argv.slice(2);
const REPEAT = argv.includes('--repeat') && Number(argv[argv.indexOf('--repeat') + 1]) > 0 ? Number(argv[argv.indexOf('--repeat') + 1]) : 2;
const QUERIES = [
  'pageNo=1&pageSize=36',
  'gameType=RNG&pageNo=3&pageSize=18',
  'gameType=RNG&vassalage=PG&pageNo=2&pageSize=18',
  'gameType=FISH&pageNo=1&pageSize=6',
  'gameType=BINGO&pageNo=1&pageSize=18',
  'gameName=golden&pageNo=1&pageSize=36&language=EN',
  'gameType=RNG&gameClassify=FeatureBuy&minBet=50&pageNo=1&pageSize=18',
  'isNew=1&pageNo=1&pageSize=36',
];
const TARGETS = {
  gameList: QUERIES.map((q) => `/wps/relay/GCSGAME_gameList?${q}`),
  status: ['/wps/system/status'],
  bare: ['/bare'],
};

const tmp = mkdtempSync(join(tmpdir(), 'bench-games-'));
const env = projectEnv({
  DATA_DIR: join(tmp, 'pglite'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  OPERATOR_TOKEN: 'bench-games-operator-token',
});
delete env.DATABASE_URL;

function get(agent, port, path) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { Host: `royal.localhost:${port}` } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - t0) / 1e6) : reject(new Error(`HTTP ${res.statusCode} ${path}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(port, paths, total) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times = [];
  let next = 0;
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < total) {
        const i = next++;
        times.push(await get(agent, port, paths[i % paths.length]));
      }
    }),
  );
  agent.destroy();
  return { times: times.sort((a, b) => a - b), seconds: (Date.now() - t0) / 1000 };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const r2 = (n) => Math.round(n * 100) / 100;

async function measure(port, paths) {
  await load(port, paths, WARMUP);
  const { times, seconds } = await load(port, paths, REQUESTS);
  return {
    p50: r2(pct(times, 50)),
    p95: r2(pct(times, 95)),
    p99: r2(pct(times, 99)),
    max: r2(times[times.length - 1]),
    rps: Math.round(REQUESTS / seconds),
  };
}

function startProcess(cmd, args, port) {
  return spawn(cmd, args, { cwd: ROOT, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

async function main() {
  const seeded = await run('tsx', ['server/ops/cli.ts', 'games:seed', String(GAMES)], { env });
  if (seeded !== 0) throw new Error('seeding failed');
  const port = await freePort();
  const barePort = await freePort();
  const server = startProcess('tsx', ['server/main.ts'], port);
  const bare = startProcess(process.execPath, [join(ROOT, 'scripts', 'bench', 'bare-server.mjs'), String(barePort)], barePort);
  const runs = { gameList: [], status: [], bare: [] };
  try {
    await waitForServer(port, { host: 'royal.localhost', child: server });
    await waitForServer(barePort, { path: '/bare', child: bare, timeoutMs: 30_000 });
    const f = (n) => n.toFixed(2);
    for (let i = 0; i < REPEAT; i++) {
      for (const name of Object.keys(runs)) {
        const r = await measure(name === 'bare' ? barePort : port, TARGETS[name]);
        runs[name].push(r);
        console.log(`${name} run ${i + 1}: p50 ${f(r.p50)} ms, p95 ${f(r.p95)} ms, p99 ${f(r.p99)} ms, max ${f(r.max)} ms, ${r.rps} req/s`);
      }
    }
  } finally {
    await Promise.all([stopProcess(server), stopProcess(bare)]);
    rmSync(tmp, { recursive: true, force: true });
  }
  const spread = (list, key) => ({ min: Math.min(...list.map((r) => r[key])), max: Math.max(...list.map((r) => r[key])) });
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [name, { p99: spread(list, 'p99'), p50: spread(list, 'p50'), rps: spread(list, 'rps') }]),
  );
  // ratio per run (each run beside the bare run of the same round)
  const ratios = (name) => runs[name].map((r, i) => ({ rps: r2(r.rps / runs.bare[i].rps), p99: r2(r.p99 / runs.bare[i].p99) }));
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    games: GAMES,
    connections: CONNECTIONS,
    requests: REQUESTS,
    repeat: REPEAT,
    runs,
    summary,
    ratioToBare: { gameList: ratios('gameList'), status: ratios('status') },
    target: {
      p99Ms: 10,
      met: { gameList: summary.gameList.p99.max <= 10, status: summary.status.p99.max <= 10, bare: summary.bare.p99.max <= 10 },
    },
  };
  const row = (name) => {
    const s = summary[name];
    const ratio = name === 'bare' ? '1' : result.ratioToBare[name].map((x) => `${x.rps} (p99 ${x.p99}x)`).join(', ');
    return `| ${name} | ${s.rps.min}-${s.rps.max} | ${s.p50.min}-${s.p50.max} | ${s.p99.min}-${s.p99.max} | ${ratio} |`;
  };
  const md = [
    `# npm run bench:games, ${result.date}`,
    '',
    `${GAMES} games; ${CONNECTIONS} keep-alive connections on 127.0.0.1, ${WARMUP} warm-up then ${REQUESTS} requests per run, ${REPEAT} runs each (ranges are min-max over the runs). Target p99 <= 10 ms.`,
    '',
    '| what | req/s | p50 ms | p99 ms | throughput ratio to bare, per run |',
    '|---|---|---|---|---|',
    row('gameList'),
    row('status'),
    row('bare'),
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'reports', 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'reports', 'bench', 'games.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(ROOT, 'reports', 'bench', 'games.md'), md);
  console.log(`\n${md}\nwritten: reports/bench/games.json, reports/bench/games.md`);
  if (!result.target.met.gameList) console.log('GCSGAME_gameList p99 is above the 10 ms target');
  process.exitCode = result.target.met.gameList ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
