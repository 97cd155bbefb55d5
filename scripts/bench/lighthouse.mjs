// Lighthouse in `npm run bench`: the `lighthouse` npm package (13.x, Node >= 22.19: `npm
// run` puts the project's Node 24 first) driving the system Chromium, mobile preset (Lighthouse's
// default: Moto G Power viewport, simulated slow 4G, 4x CPU), performance only, fresh storage each
// run. Per URL, the median run (by score, then LCP) of `runs`: score, FCP, LCP, TBT, CLS, Speed
// Index and the bytes over the wire by type. One Chromium serves every run.
// The bench also builds and serves two baselines (bench/baselines/) to read our figures as ratios.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, projectEnv, ROOT, run } from '../lib/run.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MIN_NODE = [22, 19];

/** The lighthouse package (from the project, else LIGHTHOUSE_DIR), or why it cannot run. */
export function findLighthouse() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1]))
    return { skipped: `Node ${process.version}: lighthouse 13 needs >= 22.19 (run through npm run bench)` };
  const bases = [ROOT, process.env.LIGHTHOUSE_DIR].filter(Boolean);
  for (const base of bases) {
    try {
      const require = createRequire(join(base, 'package.json'));
      const main = require.resolve('lighthouse');
      const launcher = createRequire(main).resolve('chrome-launcher');
      const version = JSON.parse(
        readFileSync(
          join(main.slice(0, main.lastIndexOf('node_modules/lighthouse/') + 'node_modules/lighthouse/'.length), 'package.json'),
          'utf8',
        ),
      ).version;
      return { main, launcher, version };
    } catch {
      /* try the next */
    }
  }
  return { skipped: 'lighthouse is not installed (npm install -D lighthouse@13.5.0)' };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

function figures(lhr) {
  const a = lhr.audits;
  const n = (id) => a[id]?.numericValue ?? null;
  const bytes = Object.fromEntries(
    (a['resource-summary']?.details?.items ?? [])
      .filter((i) => i.transferSize > 0)
      .map((i) => [i.resourceType, Math.round(i.transferSize / 102.4) / 10]),
  );
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${String(lhr.runtimeError.message).slice(0, 120)}` };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(n('first-contentful-paint')),
    lcpMs: Math.round(n('largest-contentful-paint')),
    tbtMs: Math.round(n('total-blocking-time')),
    cls: Math.round(n('cumulative-layout-shift') * 1000) / 1000,
    siMs: Math.round(n('speed-index')),
    kB: bytes,
  };
}

/**
 * Runs Lighthouse `runs` times on each of `targets` ({ key, url }), round-robin. Returns per key the
 * median figures plus every run's score (the "never below 95 in a run").
 */
export async function lighthouseRuns({ lh, chromePath, targets, runs = 3, onProgress = () => {} }) {
  const { default: lighthouse } = await import(pathToFileURL(lh.main).href);
  const chromeLauncher = await import(pathToFileURL(lh.launcher).href);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const samples = new Map(targets.map((t) => [t.key, []]));
  const errors = new Map();
  try {
    for (let r = 1; r <= runs; r++) {
      for (const t of targets) {
        const t0 = Date.now();
        let f = figures(
          (await lighthouse(t.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr,
        );
        // a trace Lighthouse could not record (NO_NAVSTART, ...: "run Lighthouse again") is run once more
        if (f.error) {
          onProgress(`[bench] lighthouse ${t.key} run ${r}/${runs}: ${f.error}; running it again`);
          f = figures(
            (await lighthouse(t.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr,
          );
        }
        if (f.error) {
          errors.set(t.key, [...(errors.get(t.key) ?? []), f.error]);
          onProgress(`[bench] lighthouse ${t.key} run ${r}/${runs}: failed, ${f.error} (${Date.now() - t0} ms)`);
          continue;
        }
        samples.get(t.key).push(f);
        onProgress(
          `[bench] lighthouse ${t.key} run ${r}/${runs}: score ${f.score}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, SI ${f.siMs} ms, JS ${f.kB.script ?? 0} kB (${Date.now() - t0} ms)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  const out = {};
  for (const t of targets) {
    const list = samples.get(t.key);
    const pick = (f) => median(list.map(f));
    const types = [...new Set(list.flatMap((s) => Object.keys(s.kB)))].sort();
    out[t.key] = {
      url: t.url.replace(/:\d+\//, ':PORT/'),
      runs: list.length,
      ...(errors.has(t.key) ? { failedRuns: errors.get(t.key) } : {}),
      scores: list.map((s) => s.score),
      score: pick((s) => s.score),
      fcpMs: pick((s) => s.fcpMs),
      lcpMs: pick((s) => s.lcpMs),
      tbtMs: pick((s) => s.tbtMs),
      cls: pick((s) => s.cls),
      siMs: pick((s) => s.siMs),
      kB: Object.fromEntries(types.map((ty) => [ty, pick((s) => s.kB[ty] ?? 0)])),
    };
  }
  return out;
}

/** Builds one baseline (bench/baselines/<name>) into a temporary folder, compressed like dist/. */
async function buildBaseline(name, out) {
  const env = { ...process.env, BASELINE_OUT: out };
  const code = await new Promise((resolve) => {
    const child = spawn('npx', ['rsbuild', 'build', '--root', join(ROOT, 'bench', 'baselines', name), '-c', 'rsbuild.config.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`baseline ${name} failed to build (exit ${code})`);
  const compressed = await run('node', [join(ROOT, 'scripts', 'compress-dist.mjs')], {
    env: projectEnv({ DIST_DIR: out }),
    stdio: 'ignore',
  });
  if (compressed !== 0) throw new Error(`baseline ${name}: compressing failed`);
}

/** Builds and serves both baselines; `stop()` ends the servers and removes the builds. */
export async function startBaselines() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-baselines-'));
  const servers = [];
  const stop = async () => {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGTERM');
    await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : null)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const urls = {};
    for (const name of ['react', 'federated']) {
      const out = join(dir, name);
      await buildBaseline(name, out);
      if (!existsSync(join(out, 'index.html'))) throw new Error(`baseline ${name}: no index.html`);
      const port = await freePort(0);
      const child = spawn('node', [join(ROOT, 'scripts', 'bench', 'baseline-server.mjs'), out, String(port)], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(child);
      await waitFor(`http://127.0.0.1:${port}/`);
      urls[name] = `http://127.0.0.1:${port}/`;
    }
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitFor(url, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const ratio = (a, b) => (a !== null && b ? Math.round((a / b) * 100) / 100 : null);

/**
 * The bench's Lighthouse part: `pages` of the first tenant `runs` times, of the other tenants
 * `otherRuns` times (the whole bench stays under 10 minutes), and both baselines `runs` times.
 * Each page's LCP, FCP, Speed Index and JavaScript bytes also as ratios to the two baselines.
 */
export async function lighthouseSection({ lh, chromePath, port, tenants, pages, runs = 3, otherRuns = 1, onProgress = () => {} }) {
  const baselines = await startBaselines();
  try {
    const url = (tenant, path) => `http://${tenant}.localhost:${port}${path}`;
    const first = tenants.slice(0, 1);
    const others = tenants.slice(1);
    const key = (tenant, path) => `${tenant} ${path}`;
    const main = [
      { key: 'baseline bare React + router', url: baselines.urls.react },
      { key: 'baseline bare federated host + 1 remote', url: baselines.urls.federated },
      ...first.flatMap((t) => pages.map((p) => ({ key: key(t, p), url: url(t, p) }))),
    ];
    const results = await lighthouseRuns({ lh, chromePath, targets: main, runs, onProgress });
    if (others.length && otherRuns > 0) {
      const rest = others.flatMap((t) => pages.map((p) => ({ key: key(t, p), url: url(t, p) })));
      Object.assign(results, await lighthouseRuns({ lh, chromePath, targets: rest, runs: otherRuns, onProgress }));
    }
    const react = results['baseline bare React + router'];
    const fed = results['baseline bare federated host + 1 remote'];
    for (const [k, r] of Object.entries(results)) {
      if (k.startsWith('baseline')) continue;
      r.vsReact = {
        lcp: ratio(r.lcpMs, react.lcpMs),
        fcp: ratio(r.fcpMs, react.fcpMs),
        si: ratio(r.siMs, react.siMs),
        js: ratio(r.kB.script ?? 0, react.kB.script),
      };
      r.vsFederated = {
        lcp: ratio(r.lcpMs, fed.lcpMs),
        fcp: ratio(r.fcpMs, fed.fcpMs),
        si: ratio(r.siMs, fed.siMs),
        js: ratio(r.kB.script ?? 0, fed.kB.script),
      };
    }
    return { lighthouse: lh.version ?? null, preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU)', runs, otherRuns, results };
  } finally {
    await baselines.stop();
  }
}

/** The Markdown table of a lighthouseSection result. */
export function lighthouseMarkdown(section) {
  if (section.skipped) return `Lighthouse: skipped (${section.skipped}).\n`;
  const rows = Object.entries(section.results).map(([k, r]) => {
    const vs = r.vsReact ? `${r.vsReact.lcp} / ${r.vsFederated.lcp}` : '-';
    if (r.runs === 0) return `| ${k} | every run failed: ${(r.failedRuns ?? []).join('; ').replace(/\|/g, '/')} |||||||||`;
    return `| ${k} | ${r.score} (${r.scores.join(', ')}) | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.siMs} | ${r.kB.script ?? 0} | ${r.kB.total ?? 0} | ${vs} |`;
  });
  return [
    `Lighthouse ${section.lighthouse ?? ''}, ${section.preset}; median of ${section.runs} runs for the baselines and the first brand, ${section.otherRuns} for the other brands.`,
    '',
    '| page | score (runs) | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | JS kB | total kB | LCP ÷ bare React / ÷ bare federated |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
