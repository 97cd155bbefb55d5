#!/usr/bin/env node
// `npm run bench`: measures the built first load and the status call, prints a table and writes
// reports/bench.json.
//   - initial: gzip bytes of the JS/CSS dist/index.html references (what the browser fetches first);
//   - home:    gzip bytes of every JS/CSS file Chromium actually loads to render /m/home (lotus), read
//              from dist/ (skipped when no Chromium; --no-browser skips it too);
//   - remotes: each remote's remoteEntry.js (raw and gzip);
//   - status:  a server on a fresh PGlite folder, 20 warm-up then 200 sequential GET
//              /wps/system/status on 127.0.0.1 (Host royal.localhost): p50, p95, max in ms;
//   - ledger:  rounds per second (bet debit + win credit with their bet orders, 16 workers, 5 s) on
//              in-memory PGlite and, when PostgreSQL binaries exist, on a throwaway PostgreSQL,
//              each followed by `ledger verify` (scripts/bench-ledger.ts; --no-ledger skips it).
// Builds first when dist/ is missing or stale (not with --no-build or BENCH_DIST_DIR=<other build>). Bounded: one page load, 220 requests, two 5 s ledger runs, 5 minutes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildReason, chromiumPath, freePort, httpGet, projectEnv, ROOT, run, waitForServer } from './lib/run.mjs';

const DIST = process.env.BENCH_DIST_DIR || join(ROOT, 'dist');
const REQUESTS = 200;
const WARMUP = 20;
const args = new Set(process.argv.slice(2));
const guard = setTimeout(() => {
  console.error('[bench] gave up after 5 minutes');
  process.exit(1);
}, 300_000);
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

async function startServer() {
  const port = await freePort(0);
  const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
  const env = projectEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(tmp, 'pglite'),
    DIST_DIR: DIST,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
  });
  delete env.DATABASE_URL;
  const child = spawn('tsx', ['server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(t);
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForServer(port, { host: 'royal.localhost', child, timeoutMs: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
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

async function homeLoad(port) {
  if (args.has('--no-browser')) return { skipped: '--no-browser' };
  const exe = chromiumPath();
  if (!exe) return { skipped: 'no Chromium' };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: exe,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const seen = new Set();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') seen.add(new URL(res.url()).pathname);
    });
    const t0 = Date.now();
    await page.goto(`http://lotus.localhost:${port}/m/home`, { waitUntil: 'networkidle', timeout: 30_000 });
    const ms = Date.now() - t0;
    const files = [...seen].map(distFile).filter(Boolean);
    return { networkIdleMs: ms, ...summarize(files) };
  } finally {
    await browser.close();
  }
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
const server = await startServer();
let status;
let home;
try {
  status = await statusLatency(server.port);
  home = await homeLoad(server.port).catch((error) => ({ skipped: `browser failed: ${error.message.split('\n')[0]}` }));
} finally {
  await server.stop();
}

/** scripts/bench-ledger.ts on PGlite, then (with PostgreSQL binaries) through with-postgres. */
async function ledgerThroughput() {
  if (args.has('--no-ledger')) return { skipped: '--no-ledger' };
  const once = (cmd, cmdArgs) =>
    new Promise((resolve) => {
      const env = projectEnv({});
      if (cmd === 'tsx') delete env.DATABASE_URL; // the PGlite run; with-postgres sets its own
      const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('exit', (code) => {
        const line = out.trim().split('\n').pop() ?? '';
        try {
          resolve({ exit: code, ...JSON.parse(line) });
        } catch {
          resolve({ exit: code, skipped: `no result (${line.slice(0, 80)})` });
        }
      });
    });
  const pglite = await once('tsx', ['scripts/bench-ledger.ts', '--seconds', '5']);
  const check = spawn('node', ['scripts/with-postgres.mjs', '--check'], { cwd: ROOT, stdio: 'ignore' });
  const hasPg = (await new Promise((r) => check.on('exit', r))) === 0;
  const postgres = hasPg ? await once('node', ['scripts/with-postgres.mjs', '--', 'tsx', 'scripts/bench-ledger.ts', '--seconds', '5']) : { skipped: 'no PostgreSQL binaries' };
  return { pglite, postgres };
}

const ledger = await ledgerThroughput();
const report = { date: new Date().toISOString(), node: process.version, initial, home, remotes, status, ledger };
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);

const rows = [
  ['initial JS+CSS (index.html), gzip', `${kb(initial.gzip)}  (JS ${kb(initial.js)}, CSS ${kb(initial.css)}; ${initial.files.length} files)`],
  [
    'all JS+CSS to render /m/home, gzip',
    home.skipped ? `skipped: ${home.skipped}` : `${kb(home.gzip)}  (JS ${kb(home.js)}, CSS ${kb(home.css)}; ${home.files.length} files; network idle ${home.networkIdleMs} ms)`,
  ],
  ...Object.entries(remotes).map(([name, s]) => [`remoteEntry ${name}`, `${kb(s.gzip)} gzip  (${kb(s.raw)} raw)`]),
  [`status call, ${status.requests} sequential`, `p50 ${status.p50} ms, p95 ${status.p95} ms, max ${status.max} ms, errors ${status.errors}`],
  ...(ledger.skipped
    ? [['ledger rounds/s', `skipped: ${ledger.skipped}`]]
    : Object.entries(ledger).map(([db, r]) => [
        `ledger rounds/s, ${db}`,
        r.skipped ? `skipped: ${r.skipped}` : `${r.roundsPerSecond} rounds/s (${r.rounds} rounds, ${r.workers} workers, ${r.seconds} s); ledger verify ${r.verify?.ok ? 'OK' : 'FAILED'}`,
      ])),
];
const w = Math.max(...rows.map((r) => r[0].length));
console.log('');
for (const [k, v] of rows) console.log(`${k.padEnd(w)}  ${v}`);
console.log('\nwritten: reports/bench.json');
const ledgerFailed = !ledger.skipped && Object.values(ledger).some((r) => !r.skipped && (r.exit !== 0 || !r.verify?.ok));
process.exit(status.errors > 0 || ledgerFailed ? 1 : 0);
