#!/usr/bin/env node
// The performance goals' bench, each figure beside its floor or goal from the same run; writes
// reports/performance.md (committed) and reports/performance.json (local).
//   node scripts/bench/performance.mjs [--repeat N] [--inp-runs N] [--tbt-runs N] [--tenants a,b]
//                                      [--no-reads] [--no-inp] [--no-tbt] [--no-build]
//   - reads: the status call and the game list against a bare Fastify route serving the same JSON,
//            200 connections, N interleaved rounds (default 5), medians of the per-round ratios
//            (reads.mjs); goal: at least 0.7 of the bare throughput, p99 at most 1.5x, all 2xx;
//   - inp:   interaction to next paint of the repeated taps at 4x CPU, every demo brand
//            (interactions.mjs, default 3 runs each); goal: at most 100 ms;
//   - tbt:   total blocking time of /m/home, /m/slot-games, /m/login, /m/activity in every demo
//            brand's default language (no ?lang=, fresh context) under the real-throttle harness
//            (pages.mjs: 4x CPU, DevTools network throttle; default 3 runs); goal: at most 50 ms.
// The browser parts run on the built dist/ (built first when stale, like npm run bench, unless
// --no-build). The machine's load average is recorded before and after each part: on a shared
// machine compare ratios of the same run, not absolute figures of different runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildReason, chromiumPath, ROOT, run, tenantIds } from '../lib/run.mjs';
import { INP_GOAL_MS, INTERACTIONS, measureInteractions } from './interactions.mjs';
import { measurePages, THROTTLE } from './pages.mjs';
import { READ_GOAL, readsBench } from './reads.mjs';
import { startServer } from './server.mjs';

const TBT_GOAL_MS = 50;
const TBT_PAGES = ['/m/home', '/m/slot-games', '/m/login', '/m/activity'];
const argv = process.argv.slice(2);
const has = (flag) => argv.includes(flag);
const num = (name, fallback) => (argv.includes(name) && Number(argv[argv.indexOf(name) + 1]) > 0 ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const TENANTS = argv.includes('--tenants') ? argv[argv.indexOf('--tenants') + 1].split(',') : tenantIds();
const DIST = process.env.BENCH_DIST_DIR || join(ROOT, 'dist');
const log = (line) => console.log(line);
const load = () => loadavg().map((n) => Math.round(n * 10) / 10);
const guard = setTimeout(() => {
  console.error('[performance] gave up after 40 minutes');
  process.exit(1);
}, 40 * 60_000);
guard.unref();

function defaultLanguage(tenant) {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'tenants', `${tenant}.json`), 'utf8')).defaultLanguage ?? '?';
  } catch {
    return '?';
  }
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const report = { date: new Date().toISOString(), commit: commit(), node: process.version, cpus: cpus().length, parts: {} };

if (!has('--no-reads')) {
  const before = load();
  log('[performance] reads: status and game list against the bare route');
  const reads = await readsBench({ repeat: num('--repeat', 5), onProgress: log });
  report.parts.reads = { loadAverage: { before, after: load() }, ...reads };
}

if (!has('--no-inp') || !has('--no-tbt')) {
  const exe = chromiumPath();
  if (!exe) {
    report.parts.browser = { skipped: 'no Chromium' };
  } else {
    const reason = has('--no-build') || process.env.BENCH_DIST_DIR ? null : buildReason();
    if (reason) {
      log(`[performance] building first: ${reason}`);
      if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
    }
    report.build = existsSync(join(DIST, 'index.html')) ? new Date(statSync(join(DIST, 'index.html')).mtimeMs).toISOString() : null;
    const server = await startServer(DIST);
    try {
      if (!has('--no-inp')) {
        const before = load();
        log('[performance] interaction to next paint, 4x CPU');
        const results = await measureInteractions({ executablePath: exe, port: server.port, tenants: TENANTS, runs: num('--inp-runs', 3), onProgress: log });
        report.parts.inp = { loadAverage: { before, after: load() }, goalMs: INP_GOAL_MS, cpuSlowdown: THROTTLE.cpuSlowdown, results };
      }
      if (!has('--no-tbt')) {
        const before = load();
        log('[performance] total blocking time, real-throttle harness, default languages');
        const pages = TENANTS.flatMap((tenant) => TBT_PAGES.map((path) => ({ key: `${tenant} ${path}`, tenant, path })));
        const results = await measurePages({ executablePath: exe, port: server.port, pages, runs: num('--tbt-runs', 3), onProgress: log });
        for (const r of Object.values(results)) r.language = defaultLanguage(r.tenant);
        report.parts.tbt = { loadAverage: { before, after: load() }, goalMs: TBT_GOAL_MS, throttle: THROTTLE, results };
      }
    } finally {
      await server.stop();
    }
  }
}

// --- the report ---
const ok = (met) => (met ? 'yes' : '**no**');
const md = [
  '# Performance goals: the bench against its floors',
  '',
  `Generated by \`node scripts/bench/performance.mjs\` on ${report.date} (commit ${report.commit}, Node ${report.node}, ${report.cpus} CPUs${report.build ? `, site built ${report.build}` : ''}). How to run it and what each part does: \`docs/performance.md\`.`,
  'Timings come from a machine shared with other work: the load average (1, 5, 15 min) is given for each part; compare the ratios of one run, not absolute times of different runs.',
  '',
];
const { reads, inp, tbt } = report.parts;
if (reads) {
  md.push(
    '## Status and game list against a bare Fastify route serving the same JSON',
    '',
    `${reads.connections} keep-alive connections on 127.0.0.1 from one raw-socket generator, ${reads.warmup} warm-up then ${reads.requests} answers per measurement, ${reads.repeat} rounds (bare then real, interleaved); ${reads.games} games in the catalogue. Load average ${reads.loadAverage.before.join(', ')} before, ${reads.loadAverage.after.join(', ')} after.`,
    `Goal: at least ${READ_GOAL.throughputShare} of the bare route's requests/s, p99 at most ${READ_GOAL.p99Multiple}x the bare route's, every answer 2xx (median of the per-round ratios).`,
    '',
    '| call | JSON bytes | real req/s | bare req/s | real p50 / p99 ms | bare p50 / p99 ms | throughput share (median; rounds) | p99 multiple (median; rounds) | server CPU per answer, real / bare | not 2xx | goal met |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(reads.summary).map(
      ([name, s]) =>
        `| ${name} | ${s.bytes} | ${s.real.rps} | ${s.bare.rps} | ${s.real.p50} / ${s.real.p99} | ${s.bare.p50} / ${s.bare.p99} | ${s.throughputShare} (${s.throughputShares.join(', ')}) | ${s.p99Multiple} (${s.p99Multiples.join(', ')}) | ${s.real.cpuUsPerRequest} / ${s.bare.cpuUsPerRequest} µs | ${s.non2xx} | ${ok(s.met)} |`,
    ),
    '',
  );
}
if (inp) {
  md.push(
    `## Interaction to next paint at ${inp.cpuSlowdown}x CPU`,
    '',
    `Event Timing entries of one tap on a settled page (phone context), median and worst of the runs; under 16 ms counts as 16 (the API reports nothing shorter). Goal: at most ${inp.goalMs} ms. Load average ${inp.loadAverage.before.join(', ')} before, ${inp.loadAverage.after.join(', ')} after.`,
    '',
    '| brand | interaction | page, tapped | INP median ms | worst ms | runs measured | goal met |',
    '|---|---|---|---|---|---|---|',
    ...Object.values(inp.results).map((r) => `| ${r.tenant} | ${r.interaction} | ${r.path}, \`${r.tap}\` | ${r.inpMs ?? '-'} | ${r.worstMs ?? '-'} | ${r.measured}/${r.runs} | ${ok(r.inpMs !== null && r.inpMs <= inp.goalMs)} |`),
    '',
    `Interactions: ${INTERACTIONS.map((i) => i.key).join('; ')} (as a guest: the wallet and a game tile lead a guest to sign in).`,
    '',
  );
}
if (tbt) {
  md.push(
    '## Total blocking time in each brand\'s default language',
    '',
    `Real-throttle harness (\`scripts/bench/pages.mjs\`): CPU ${tbt.throttle.cpuSlowdown}x, ${tbt.throttle.latencyMs} ms round trip, ${Math.round((tbt.throttle.downloadBytesPerSecond * 8) / 1024)} kbps down, fresh cache; long tasks' time over 50 ms from FCP until the network is quiet; medians. Goal: at most ${tbt.goalMs} ms. Load average ${tbt.loadAverage.before.join(', ')} before, ${tbt.loadAverage.after.join(', ')} after.`,
    '',
    '| brand | language | page | TBT ms | long tasks | FCP ms | LCP ms | CLS | JS kB | runs | goal met |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...Object.values(tbt.results).map((r) => `| ${r.tenant} | ${r.language} | ${r.path} | ${r.tbtMs} | ${r.longTasks} | ${r.fcpMs} | ${r.lcpMs} | ${r.cls} | ${r.kB.script ?? 0} | ${r.runs} | ${ok(r.tbtMs <= tbt.goalMs)} |`),
    '',
  );
}
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'performance.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(ROOT, 'reports', 'performance.md'), md.join('\n'));
log(`\n${md.join('\n')}\nwritten: reports/performance.md, reports/performance.json`);
process.exit(0);
