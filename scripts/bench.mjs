#!/usr/bin/env node
// `npm run bench`: what players get from the built site and the server, on 127.0.0.1. Writes
// reports/bench.json and reports/bench.md and compares with bench/baseline.json.
//   - initial: gzip bytes of the JS/CSS dist/index.html references (read from dist/);
//   - pages:   /m/home, /m/slot-games, /m/login, /m/activity of every demo brand in Chromium under a
//              mobile CPU (4x slower) and network (Fast 3G-like) throttle, fresh cache, median of 3
//              runs: FCP, LCP, CLS, TBT (long tasks), bytes over the wire by type
//              (scripts/bench/pages.mjs; --runs N, --no-browser skips it);
//   - lighthouse: Lighthouse 13 mobile preset on the same pages (scripts/bench/lighthouse.mjs): the first
//              brand and the two baselines it builds (bench/baselines/: bare React + router, bare
//              federated host + one remote) median of 3 (--lh-runs N), the other brands 1 run
//              (--lh-other-runs N); score, FCP, LCP, TBT, CLS, Speed Index, bytes by type, ratios to
//              the baselines; written to reports/bench/lighthouse.{json,md} too. With Lighthouse the
//              DevTools page runs above default to 1 run (their bytes are deterministic);
//              --no-lighthouse skips it, and it is skipped when the package is not installed;
//   - budgets: first-load JavaScript over the wire against bench/budgets.json (from the page runs);
//   - remotes: each remote's remoteEntry.js (raw and gzip);
//   - status:  20 warm-up then 200 sequential GET /wps/system/status (Host royal.localhost): p50, p95;
//   - load:    GET /wps/system/status with 64 keep-alive connections for 5 s, beside a bare Fastify
//              route started the same way: requests/s, p50/p95/p99, ratio (scripts/bench/load.mjs;
//              --no-load skips it);
//   - ledger:  rounds per second (bet debit + win credit with their bet orders, 16 workers, 5 s) on
//              in-memory PGlite and, when PostgreSQL binaries exist, on a throwaway PostgreSQL,
//              each followed by `ledger verify` (scripts/bench-ledger.ts; --no-ledger skips it).
// Regressions against bench/baseline.json are listed (LCP/TBT/CLS past a noise margin, bytes past
// 5 %); --strict makes them fail the run; --update-baseline writes the run as the new baseline.
// Builds first when dist/ is missing or stale (not with --no-build or BENCH_DIST_DIR=<other build>).
// Bounded: 12 throttled page loads (36 without Lighthouse), about 26 Lighthouse runs (about 10 s each
// on an idle machine), two 5 s load runs, two 5 s ledger runs; a 15-minute guard.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hasPostgres, ledgerRun } from './bench/ledger-run.mjs';
import { loadRun } from './bench/load.mjs';
import { findLighthouse, lighthouseMarkdown, lighthouseSection } from './bench/lighthouse.mjs';
import { measurePages, THROTTLE } from './bench/pages.mjs';
import { startServer } from './bench/server.mjs';
import { buildReason, chromiumPath, freePort, httpGet, ROOT, run, tenantIds, waitForServer } from './lib/run.mjs';

const DIST = process.env.BENCH_DIST_DIR || join(ROOT, 'dist');
const REQUESTS = 200;
const WARMUP = 20;
const argv = process.argv.slice(2);
const args = new Set(argv);
const numArg = (name, fallback) =>
  argv.includes(name) && Number(argv[argv.indexOf(name) + 1]) >= 0 ? Number(argv[argv.indexOf(name) + 1]) : fallback;
const LH = args.has('--no-lighthouse') ? { skipped: '--no-lighthouse' } : findLighthouse();
const RUNS = numArg('--runs', LH.skipped ? 3 : 1) || 1;
const PAGES = ['/m/home', '/m/slot-games', '/m/login', '/m/activity'];
const LOAD = { connections: 64, seconds: 5 };
const guard = setTimeout(() => {
  console.error('[bench] gave up after 15 minutes');
  process.exit(1);
}, 900_000);
guard.unref();

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sizeOf = (file) => {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

/** dist file behind a URL path like /m/static/js/index.123.js */
function distFile(urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const rel = clean.replace(/^\/m\//, '').replace(/^\//, '');
  const file = join(DIST, rel);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function initialAssets() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    if (!/rel=["']?(stylesheet|modulepreload|preload)/i.test(tag)) continue;
    if (/rel=["']?preload/i.test(tag) && !/as=["']?(script|style)/i.test(tag)) continue;
    const href = tag.match(/href=["']([^"']+)["']/i);
    if (href) urls.add(href[1]);
  }
  const files = [];
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) continue;
    const file = distFile(url);
    if (file && /\.(m?js|css)$/.test(file)) files.push(file);
  }
  return files;
}

function summarize(files) {
  const list = files.map((f) => ({ file: relative(ROOT, f), ...sizeOf(f) }));
  return {
    files: list,
    js: list.filter((f) => /\.m?js$/.test(f.file)).reduce((a, f) => a + f.gzip, 0),
    css: list.filter((f) => f.file.endsWith('.css')).reduce((a, f) => a + f.gzip, 0),
    gzip: list.reduce((a, f) => a + f.gzip, 0),
    raw: list.reduce((a, f) => a + f.raw, 0),
  };
}

function remoteEntries() {
  const dir = join(DIST, 'remotes');
  if (!existsSync(dir)) return {};
  const out = {};
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'remoteEntry.js');
    if (existsSync(file)) out[name] = sizeOf(file);
  }
  return out;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function statusLatency(port) {
  for (let i = 0; i < WARMUP; i++) await httpGet(port, '/wps/system/status', 'royal.localhost');
  const times = [];
  let errors = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = process.hrtime.bigint();
    const res = await httpGet(port, '/wps/system/status', 'royal.localhost');
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.status !== 200) errors += 1;
  }
  times.sort((a, b) => a - b);
  const r = (n) => Math.round(n * 100) / 100;
  return {
    requests: REQUESTS,
    errors,
    p50: r(percentile(times, 50)),
    p95: r(percentile(times, 95)),
    max: r(times[times.length - 1]),
    mean: r(times.reduce((a, b) => a + b, 0) / times.length),
  };
}

async function pageSpeed(port) {
  if (args.has('--no-browser')) return { skipped: '--no-browser' };
  const exe = chromiumPath();
  if (!exe) return { skipped: 'no Chromium' };
  const pages = tenantIds().flatMap((tenant) => PAGES.map((path) => ({ key: `${tenant} ${path}`, tenant, path })));
  return measurePages({ executablePath: exe, port, pages, runs: RUNS, onProgress: (line) => console.log(line) });
}

async function lighthouseOf(port) {
  if (LH.skipped) return { skipped: LH.skipped };
  const exe = chromiumPath();
  if (!exe) return { skipped: 'no Chromium' };
  return lighthouseSection({
    lh: LH,
    chromePath: exe,
    port,
    tenants: tenantIds(),
    pages: PAGES,
    runs: numArg('--lh-runs', 3) || 1,
    otherRuns: numArg('--lh-other-runs', 1),
    onProgress: (line) => console.log(line),
  }).catch((error) => ({
    skipped: `lighthouse failed: ${error.message.split('\n')[0]}`,
  }));
}

/** The bare route in its own process, the same load, for the ratio. */
async function bareLoad() {
  const port = await freePort(0);
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'bench', 'bare-server.mjs'), String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(port, { path: '/bare', child, timeoutMs: 30_000 });
    return await loadRun({ port, path: '/bare', host: '127.0.0.1', ...LOAD });
  } finally {
    child.kill('SIGTERM');
  }
}

async function loadRuns(port) {
  if (args.has('--no-load')) return { skipped: '--no-load' };
  console.log(`[bench] load: status call, ${LOAD.connections} connections, ${LOAD.seconds} s`);
  const status = await loadRun({ port, path: '/wps/system/status', host: 'royal.localhost', ...LOAD });
  console.log(`[bench] load: bare Fastify route, ${LOAD.connections} connections, ${LOAD.seconds} s`);
  const bare = await bareLoad();
  return { status, bare, throughputRatio: bare.rps ? Math.round((status.rps / bare.rps) * 100) / 100 : null };
}

// --- main ---
const DIST_OVERRIDE = process.env.BENCH_DIST_DIR;
const reason = args.has('--no-build') || DIST_OVERRIDE ? null : buildReason();
if (reason) {
  console.log(`[bench] building first: ${reason}`);
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const initial = summarize(initialAssets());
const remotes = remoteEntries();
const server = await startServer(DIST);
let status;
let pages;
let lighthouse;
let load;
try {
  console.log('[bench] status call, 200 sequential');
  status = await statusLatency(server.port);
  pages = await pageSpeed(server.port).catch((error) => ({ skipped: `browser failed: ${error.message.split('\n')[0]}` }));
  lighthouse = await lighthouseOf(server.port);
  load = await loadRuns(server.port);
} finally {
  await server.stop();
}

/** scripts/bench-ledger.ts on PGlite, then (with PostgreSQL binaries) through with-postgres. */
async function ledgerThroughput() {
  if (args.has('--no-ledger')) return { skipped: '--no-ledger' };
  const pglite = await ledgerRun('pglite');
  const postgres = (await hasPostgres()) ? await ledgerRun('postgres') : { skipped: 'no PostgreSQL binaries' };
  return { pglite, postgres };
}

const ledger = await ledgerThroughput();

// --- budgets and the baseline ---
const BUDGETS = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8')).firstLoadJs;
const budgets = pages.skipped
  ? { skipped: pages.skipped }
  : BUDGETS.map((b) => {
      const kB = pages[`${b.tenant} ${b.route}`]?.kB.script ?? null;
      return { route: b.route, tenant: b.tenant, budgetKb: b.jsKb, kB, ok: kB !== null && kB <= b.jsKb };
    });

const BASELINE_FILE = join(ROOT, 'bench', 'baseline.json');
const baseline = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null;
/** Past these margins a figure counts as a regression (timing on a shared machine is noisy). */
const MARGIN = {
  lcpMs: (b) => b * 1.25 + 250,
  tbtMs: (b) => b * 1.5 + 50,
  cls: (b) => b + 0.02,
  js: (b) => b * 1.05 + 1,
  rps: (b) => b * 0.6,
};
function regressions() {
  const found = [];
  if (!baseline) return found;
  if (!pages.skipped) {
    for (const [key, now] of Object.entries(pages)) {
      const was = baseline.pages?.[key];
      if (!was) continue;
      if (now.lcpMs > MARGIN.lcpMs(was.lcpMs)) found.push(`${key}: LCP ${now.lcpMs} ms (baseline ${was.lcpMs} ms)`);
      if (now.tbtMs > MARGIN.tbtMs(was.tbtMs)) found.push(`${key}: TBT ${now.tbtMs} ms (baseline ${was.tbtMs} ms)`);
      if (now.cls > MARGIN.cls(was.cls)) found.push(`${key}: CLS ${now.cls} (baseline ${was.cls})`);
      const js = now.kB.script ?? 0;
      if (js > MARGIN.js(was.kB?.script ?? 0)) found.push(`${key}: JavaScript ${js} kB (baseline ${was.kB?.script} kB)`);
    }
  }
  if (!load.skipped && baseline.load?.throughputRatio && load.throughputRatio < MARGIN.rps(baseline.load.throughputRatio)) {
    found.push(`status under load: ${load.throughputRatio} of the bare route's throughput (baseline ${baseline.load.throughputRatio})`);
  }
  return found;
}
const regressed = regressions();

const report = {
  date: new Date().toISOString(),
  node: process.version,
  throttle: THROTTLE,
  runs: RUNS,
  initial,
  pages,
  lighthouse,
  budgets,
  remotes,
  status,
  load,
  ledger,
  regressions: regressed,
};
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
mkdirSync(join(ROOT, 'reports', 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'bench', 'lighthouse.json'), `${JSON.stringify({ date: report.date, ...lighthouse }, null, 2)}\n`);
writeFileSync(join(ROOT, 'reports', 'bench', 'lighthouse.md'), `# Lighthouse, ${report.date}\n\n${lighthouseMarkdown(lighthouse)}`);
if (args.has('--update-baseline')) {
  const { pages: p, load: l } = report;
  const keep = {
    date: report.date,
    note: 'npm run bench -- --update-baseline on the machine named in README "Performance"; medians of 3 throttled runs',
    pages: p,
    load: l.skipped ? undefined : { throughputRatio: l.throughputRatio, statusRps: l.status.rps, statusP99: l.status.p99 },
  };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(keep, null, 2)}\n`);
}

const pageRows = pages.skipped
  ? [['pages', `skipped: ${pages.skipped}`]]
  : Object.entries(pages).map(([key, r]) => [
      key,
      `LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms; JS ${r.kB.script ?? 0} kB, total ${r.kB.total} kB over the wire`,
    ]);
const loadRows = load.skipped
  ? [['load', `skipped: ${load.skipped}`]]
  : [
      [
        `status call, ${load.status.connections} connections ${load.status.seconds} s`,
        `${load.status.rps} req/s, p50 ${load.status.p50} ms, p95 ${load.status.p95} ms, p99 ${load.status.p99} ms; answers ${JSON.stringify(load.status.codes)}, errors ${load.status.errors}`,
      ],
      [
        `bare Fastify route, same load`,
        `${load.bare.rps} req/s, p50 ${load.bare.p50} ms, p99 ${load.bare.p99} ms; status/bare throughput ${load.throughputRatio}`,
      ],
    ];
const rows = [
  [
    'initial JS+CSS (index.html), gzip',
    `${kb(initial.gzip)}  (JS ${kb(initial.js)}, CSS ${kb(initial.css)}; ${initial.files.length} files)`,
  ],
  ...pageRows,
  ...(budgets.skipped
    ? []
    : budgets.map((b) => [`budget ${b.tenant} ${b.route}`, `${b.kB} kB of ${b.budgetKb} kB ${b.ok ? 'ok' : 'OVER'}`])),
  ...Object.entries(remotes).map(([name, s]) => [`remoteEntry ${name}`, `${kb(s.gzip)} gzip  (${kb(s.raw)} raw)`]),
  [
    `status call, ${status.requests} sequential`,
    `p50 ${status.p50} ms, p95 ${status.p95} ms, max ${status.max} ms, errors ${status.errors}`,
  ],
  ...loadRows,
  ...(ledger.skipped
    ? [['ledger rounds/s', `skipped: ${ledger.skipped}`]]
    : Object.entries(ledger).map(([db, r]) => [
        `ledger rounds/s, ${db}`,
        r.skipped
          ? `skipped: ${r.skipped}`
          : `${r.roundsPerSecond} rounds/s (${r.rounds} rounds, ${r.workers} workers, ${r.seconds} s); ledger verify ${r.verify?.ok ? 'OK' : 'FAILED'}`,
      ])),
];
const w = Math.max(...rows.map((r) => r[0].length));
console.log('');
for (const [k, v] of rows) console.log(`${k.padEnd(w)}  ${v}`);
console.log(
  baseline
    ? regressed.length
      ? `\nREGRESSIONS against bench/baseline.json:\n  ${regressed.join('\n  ')}`
      : '\nno regression against bench/baseline.json'
    : '\nno bench/baseline.json to compare with',
);

const md = [
  `# npm run bench, ${report.date}`,
  '',
  `Throttle: CPU ${THROTTLE.cpuSlowdown}x, ${THROTTLE.latencyMs} ms round trip, ${Math.round((THROTTLE.downloadBytesPerSecond * 8) / 1024)} kbps down; median of ${RUNS} runs, fresh cache.`,
  '',
  '| what | figure |',
  '|---|---|',
  ...rows.map(([k, v]) => `| ${k} | ${v.replace(/\|/g, '/')} |`),
  '',
  '## Lighthouse',
  '',
  lighthouseMarkdown(lighthouse),
  regressed.length
    ? `Regressions against bench/baseline.json:\n\n${regressed.map((r) => `- ${r}`).join('\n')}`
    : 'No regression against bench/baseline.json.',
  '',
].join('\n');
writeFileSync(join(ROOT, 'reports', 'bench.md'), md);
if (!lighthouse.skipped) {
  console.log('\nLighthouse (median; LCP as a ratio to the bare React / bare federated baselines):');
  for (const [k, r] of Object.entries(lighthouse.results))
    console.log(
      `  ${k.padEnd(42)} score ${r.score} (${r.scores.join(', ')}), FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, SI ${r.siMs} ms, JS ${r.kB.script ?? 0} kB${r.vsReact ? `; LCP x${r.vsReact.lcp} / x${r.vsFederated.lcp}` : ''}`,
    );
} else console.log(`\nLighthouse: skipped (${lighthouse.skipped})`);
console.log('\nwritten: reports/bench.json, reports/bench.md, reports/bench/lighthouse.{json,md}');
const ledgerFailed = !ledger.skipped && Object.values(ledger).some((r) => !r.skipped && (r.exit !== 0 || !r.verify?.ok));
const overBudget = !budgets.skipped && budgets.some((b) => !b.ok);
const loadFailed = !load.skipped && load.status.errors > 0;
process.exit(status.errors > 0 || ledgerFailed || overBudget || loadFailed || (args.has('--strict') && regressed.length > 0) ? 1 : 0);
