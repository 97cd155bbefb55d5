#!/usr/bin/env node
// `npm test`: every check of the project, in order, stopping at the first failure:
//   tenant files · lint (biome + tsc) · Vitest (all projects, PGlite) · server tests on a throwaway
//   PostgreSQL · fault drills (short) · build · Playwright e2e · QA matrix slice (when `npm run qa:slice` exists).
// Ends with a summary of step timings and, as its very last line, `N passed, N failed` (tests counted
// from the Vitest and Playwright JSON reports, and the fault drills' and QA slice's own closing lines). Exits non-zero on any failure or when no test ran.
// PostgreSQL missing: in CI (CI set) a failure; locally the PostgreSQL pass is skipped, loudly.
// For local iterations only: `npm test -- --from=<step name part>` starts at that step (earlier
// steps are listed as not run; CI always runs `npm test` whole).
// Plain Node ESM, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectEnv, ROOT } from './lib/run.mjs';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
// This run's reports and e2e artifacts: its own folder, so concurrent runs in one checkout never
// read or clean each other's files. Removed when everything passed; kept for inspection otherwise.
const RUN_DIR = join('reports', `run-${process.pid}`);
mkdirSync(join(ROOT, RUN_DIR), { recursive: true });

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const npmScripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const MIN = 60_000;

// Test folders of the server project that never open a database (the PostgreSQL pass skips them).
const DB_FREE_TESTS = ['server/vendors/engines/**', 'server/vendors/fair/**', 'src/contracts/**', 'scripts/**', 'tenants/**'];

const steps = [
  { name: 'tenant files', cmd: ['npm', 'run', 'tenant:check'], limit: 2 * MIN },
  { name: 'lint: biome', cmd: ['npx', 'biome', 'lint', '.'], limit: 3 * MIN },
  { name: 'lint: tsc', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'], limit: 3 * MIN },
  {
    name: 'vitest (all projects, PGlite)',
    cmd: ['npx', 'vitest', 'run', ...vitestJson(`${RUN_DIR}/vitest.json`)],
    report: { kind: 'vitest', file: `${RUN_DIR}/vitest.json` },
    limit: 12 * MIN,
  },
  {
    name: 'vitest server project on PostgreSQL',
    // Only what opens a database runs again here: pure engines, contracts and tooling are not run twice.
    cmd: [process.execPath, 'scripts/with-postgres.mjs', '--', 'npx', 'vitest', 'run', '--project', 'server', ...DB_FREE_TESTS.flatMap((glob) => ['--exclude', glob]), ...vitestJson(`${RUN_DIR}/vitest-postgres.json`)],
    report: { kind: 'vitest', file: `${RUN_DIR}/vitest-postgres.json` },
    needsPostgres: true,
    limit: 8 * MIN,
  },
  {
    // kill -9 one of 2 processes behind nginx, PostgreSQL restart and 5 s pause under a
    // keyed money load, the PGlite server killed mid-bet (scripts/faults/; the full set: npm run test:faults)
    name: 'fault drills (short)',
    cmd: ['npm', 'run', 'test:faults', '--', '--short'],
    countsFromOutput: true,
    needsPostgres: true,
    limit: 6 * MIN,
  },
  { name: 'build', cmd: ['npm', 'run', 'build'], limit: 5 * MIN },
  {
    name: 'e2e (Playwright, Chromium)',
    cmd: ['npx', 'playwright', 'test'],
    env: {
      E2E_JSON_REPORT: `${RUN_DIR}/playwright.json`,
      E2E_OUTPUT_DIR: `${RUN_DIR}/test-results`,
      E2E_LOG_DIR: RUN_DIR,
    },
    report: { kind: 'playwright', file: `${RUN_DIR}/playwright.json` },
    limit: 14 * MIN,
  },
  {
    name: 'QA matrix slice',
    cmd: ['npm', 'run', 'qa:slice'],
    // its own Vitest run; counted from its closing `N passed, N failed` line
    countsFromOutput: true,
    skip: npmScripts['qa:slice'] ? null : 'no `qa:slice` npm script yet',
    limit: 5 * MIN,
  },
];

const CLOSING = /^(\d+) passed, (\d+) failed$/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: ROOT,
      stdio: step.countsFromOutput ? ['inherit', 'pipe', 'inherit'] : 'inherit',
      env: projectEnv({ FORCE_COLOR: color ? '1' : '0', ...step.env }),
      detached: true, // its own process group: a timeout or Ctrl-C stops all of it
    });
    let timedOut = false;
    if (step.countsFromOutput) {
      let tail = '';
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        tail = (tail + chunk.toString('utf8')).slice(-4096);
        for (const line of tail.split(/\r?\n/)) {
          const m = CLOSING.exec(line.replace(ANSI, '').trim());
          if (m) step.counts = { passed: Number(m[1]), failed: Number(m[2]) };
        }
      });
    }
    const killGroup = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(paint(31, `\n✗ ${step.name}: still running after ${step.limit / MIN} min, stopping it`));
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, step.limit);
    const onSignal = (sig) => {
      killGroup(sig);
      setTimeout(() => process.exit(130), 10_000).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    child.on('error', (error) => {
      console.error(`could not run ${step.cmd[0]}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(timedOut ? 124 : (code ?? (signal ? 128 : 1)));
    });
  });
}

/** { passed, failed } from a Vitest or Playwright JSON report, or null when there is none. */
function countReport({ kind, file }) {
  const path = join(ROOT, file);
  if (!existsSync(path)) return null;
  let data;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`could not read ${file}: ${error.message}`);
    return null;
  }
  if (kind === 'vitest') {
    // Files that failed to load have no assertion results; count each as one failure.
    const brokenFiles = (data.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    return { passed: data.numPassedTests ?? 0, failed: (data.numFailedTests ?? 0) + brokenFiles };
  }
  const s = data.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (data.errors ?? []).length };
}

function postgresAvailable() {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'with-postgres.mjs'), '--check'], { encoding: 'utf8' });
  return r.status === 0;
}

const fromArg = process.argv.slice(2).find((a) => a.startsWith('--from='))?.slice('--from='.length).toLowerCase();
const fromIndex = fromArg ? steps.findIndex((s) => s.name.toLowerCase().includes(fromArg)) : 0;
if (fromIndex < 0) {
  console.error(`--from=${fromArg}: no such step (${steps.map((s) => s.name).join(', ')})`);
  process.exit(64);
}
if (fromIndex > 0) console.log(paint(33, `starting at step ${fromIndex + 1} (${steps[fromIndex].name}); earlier steps not run`));

const totals = { passed: 0, failed: 0 };
const rows = [];
let failedStep = null;
const started = Date.now();

for (const [i, step] of steps.entries()) {
  if (i < fromIndex) continue;
  const title = `[${i + 1}/${steps.length}] ${step.name}`;
  console.log(`\n${paint(1, `━━━ ${title} ━━━`)}`);
  let skip = step.skip;
  if (!skip && step.needsPostgres && !postgresAvailable()) {
    if (CI) {
      console.error(paint(31, 'PostgreSQL server binaries are missing and CI is set: .ci/run must install them.'));
      rows.push({ name: step.name, result: 'FAILED', ms: 0 });
      failedStep = step.name;
      break;
    }
    skip = 'PostgreSQL binaries not found (not in CI, so skipped; run scripts/install-system-deps.sh)';
    const bar = '!'.repeat(78);
    console.warn(paint(33, `${bar}\n!! SKIPPING the server tests on PostgreSQL: ${skip}\n${bar}`));
  }
  if (skip) {
    console.log(`skipped: ${skip}`);
    rows.push({ name: step.name, result: 'skipped', ms: 0, note: skip });
    continue;
  }
  console.log(paint(2, `$ ${step.cmd.map((a) => (a === process.execPath ? 'node' : a)).join(' ')}`));
  if (step.report) rmSync(join(ROOT, step.report.file), { force: true });
  const t0 = Date.now();
  const code = await runStep(step);
  const ms = Date.now() - t0;
  let note = '';
  if (step.report || step.countsFromOutput) {
    const counts = step.report ? countReport(step.report) : (step.counts ?? null);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      note = `${counts.passed} passed, ${counts.failed} failed`;
    } else {
      note = 'no report';
    }
  }
  rows.push({ name: step.name, result: code === 0 ? 'ok' : `FAILED (exit ${code})`, ms, note });
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

const total = Date.now() - started;
console.log(`\n${paint(1, '━━━ summary ━━━')}`);
const width = Math.max(...steps.map((s) => s.name.length));
for (const step of steps) {
  const row = rows.find((r) => r.name === step.name);
  const result = row ? row.result : 'not run';
  const time = row?.ms ? `${(row.ms / 1000).toFixed(1)} s` : '';
  const tint = result === 'ok' ? 32 : result.startsWith('FAILED') ? 31 : 33;
  console.log(`${step.name.padEnd(width)}  ${paint(tint, result.padEnd(18))} ${time.padStart(8)}  ${row?.note ?? ''}`);
}
console.log(`total ${(total / 1000).toFixed(1)} s (${(total / MIN).toFixed(1)} min)`);

let exitCode = 0;
if (!failedStep && totals.failed === 0) rmSync(join(ROOT, RUN_DIR), { recursive: true, force: true });
else console.log(`reports and e2e artifacts of this run: ${RUN_DIR}/`);
if (failedStep) {
  console.error(paint(31, `npm test FAILED at: ${failedStep}`));
  exitCode = 1;
} else if (totals.passed + totals.failed === 0) {
  console.error(paint(31, 'npm test FAILED: no tests ran'));
  exitCode = 1;
} else if (totals.failed > 0) {
  exitCode = 1;
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
