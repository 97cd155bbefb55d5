#!/usr/bin/env node
// `npm test`: every check of the project, in stages, stopping after the first stage that fails:
//   1. tenant files · lint: biome (format and lint) · lint: tsc (site and server, console)
//   2. Vitest, all projects, on PGlite  ∥  build, then the QA matrix slice
//   3. Playwright e2e  ∥  the server tests on a throwaway PostgreSQL, then the fault drills (short)
// A stage's lanes run side by side, the steps of one lane one after the other (a lane stops at its
// first failure; the other lanes go on). Stage 3 keeps at most one other heavy step beside the
// browser suite at any time. The first lane of a stage prints as it goes, the others print each
// step's whole output when it ends.
// Speed: it first measures the machine's speed factor (scripts/lib/slowness.mjs) unless TEST_SLOWNESS
// is set, and passes it on as TEST_SLOWNESS: Vitest's and Playwright's timeouts stretch by it, and so
// do the steps' own limits here. Those limits only stop a hung step; together they stay under CI's
// 90 minutes, so a slow but working run is never cut short by this script.
// Ends with a summary of step timings and, as its very last line, `N passed, N failed`: tests counted
// from the Vitest and Playwright JSON reports and the fault drills' and QA slice's own closing lines;
// a step that fails without a report (or with a report that shows no failure) counts as one failure.
// Exits non-zero on any failure or when no test ran.
// PostgreSQL missing: in CI (CI set) a failure; locally the PostgreSQL pass is skipped, loudly.
// For local iterations only: `npm test -- --from=<step name part>` starts at that step's stage
// (earlier stages are listed as not run; CI always runs `npm test` whole).
// Plain Node ESM, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectEnv, ROOT } from './lib/run.mjs';
import { slowness } from './lib/slowness.mjs';

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

const measuredBefore = process.env.TEST_SLOWNESS;
const t0Slowness = Date.now();
const SLOWNESS = slowness(); // also sets process.env.TEST_SLOWNESS for every step
console.log(
  measuredBefore
    ? `speed factor ${SLOWNESS} (TEST_SLOWNESS given)`
    : `speed factor ${SLOWNESS} (measured in ${Date.now() - t0Slowness} ms; 1 = the reference 2-core machine; TEST_SLOWNESS=${SLOWNESS} for every step)`,
);

// Test folders of the server project that never open a database (the PostgreSQL pass skips them).
const DB_FREE_TESTS = ['server/vendors/engines/**', 'server/vendors/fair/**', 'src/contracts/**', 'scripts/**', 'tenants/**'];

// `limit`: minutes at speed factor 1 after which a step counts as hung (2 to 4 times its usual time).
// `lane`: steps of one stage with the same lane run in sequence (default: a lane of its own).
const steps = [
  { stage: 1, name: 'tenant files', cmd: ['npm', 'run', 'tenant:check'], limit: 1 },
  { stage: 1, name: 'lint: biome', cmd: ['npx', 'biome', 'check', '.'], limit: 1 },
  { stage: 1, name: 'lint: tsc', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'], limit: 3 },
  { stage: 1, name: 'lint: tsc (console)', cmd: ['npx', 'tsc', '--noEmit', '-p', 'console/tsconfig.json'], limit: 3 },
  {
    stage: 2,
    name: 'vitest (all projects, PGlite)',
    cmd: ['npx', 'vitest', 'run', ...vitestJson(`${RUN_DIR}/vitest.json`)],
    report: { kind: 'vitest', file: `${RUN_DIR}/vitest.json` },
    limit: 10,
  },
  { stage: 2, lane: 'after the build', name: 'build', cmd: ['npm', 'run', 'build'], limit: 5 },
  {
    // after the build, beside Vitest (it needs dist/; beside the browser suite it made the suite's
    // last third slower than the slice itself takes)
    stage: 2,
    lane: 'after the build',
    name: 'QA matrix slice',
    cmd: ['npm', 'run', 'qa:slice'],
    // its own Vitest run; counted from its closing `N passed, N failed` line
    countsFromOutput: true,
    skip: npmScripts['qa:slice'] ? null : 'no `qa:slice` npm script yet',
    limit: 4,
  },
  {
    stage: 3,
    name: 'e2e (Playwright, Chromium)',
    cmd: ['npx', 'playwright', 'test'],
    env: {
      E2E_JSON_REPORT: `${RUN_DIR}/playwright.json`,
      E2E_OUTPUT_DIR: `${RUN_DIR}/test-results`,
      E2E_LOG_DIR: RUN_DIR,
    },
    report: { kind: 'playwright', file: `${RUN_DIR}/playwright.json` },
    // usually 9-10 min at factor 1; twice that, as the load can grow after the factor is measured
    limit: 20,
  },
  {
    stage: 3,
    name: 'vitest server project on PostgreSQL',
    // Only what opens a database runs again here: pure engines, contracts and tooling are not run twice.
    // Beside the browser suite: its load test (two server processes, 400 money calls) retries a call
    // the loaded pool answered 503, as the client does (server/wallet/two-processes.test.ts).
    cmd: [
      process.execPath,
      'scripts/with-postgres.mjs',
      '--',
      'npx',
      'vitest',
      'run',
      '--project',
      'server*',
      ...DB_FREE_TESTS.flatMap((glob) => ['--exclude', glob]),
      ...vitestJson(`${RUN_DIR}/vitest-postgres.json`),
    ],
    report: { kind: 'vitest', file: `${RUN_DIR}/vitest-postgres.json` },
    needsPostgres: true,
    lane: 'beside e2e',
    // beside the browser suite it takes 290-360 s on a quiet two-core machine (it was 90 s alone)
    limit: 14,
  },
  {
    // kill -9 one of 2 processes behind nginx, PostgreSQL restart and 5 s pause under a
    // keyed money load, the PGlite server killed mid-bet (scripts/faults/; the full set: npm run test:faults)
    stage: 3,
    lane: 'beside e2e',
    name: 'fault drills (short)',
    cmd: ['npm', 'run', 'test:faults', '--', '--short'],
    countsFromOutput: true,
    needsPostgres: true,
    limit: 3,
  },
];

// Hang guards: each step's limit times the speed factor; if those of all stages (a stage lasts as
// long as its longest step) would add up to more than BUDGET, all are shortened in proportion, so
// this script reports a hung step before CI's own 90-minute limit stops everything silently.
const BUDGET_MIN = 80;
const stageNumbers = [...new Set(steps.map((s) => s.stage))];
/** A stage's steps as lanes: each lane's steps in order, lanes in the order their first step is listed. */
function lanesOf(stageSteps) {
  const lanes = new Map();
  stageSteps.forEach((step, i) => {
    const key = step.lane ?? `#${i}`;
    lanes.set(key, [...(lanes.get(key) ?? []), step]);
  });
  return [...lanes.values()];
}
const stageLimit = (n) => Math.max(...lanesOf(steps.filter((s) => s.stage === n)).map((lane) => lane.reduce((sum, s) => sum + s.limit, 0)));
const plannedMin = stageNumbers.reduce((sum, n) => sum + stageLimit(n), 0) * SLOWNESS;
const shrink = Math.min(1, BUDGET_MIN / plannedMin);
for (const step of steps) step.limitMs = Math.round(step.limit * SLOWNESS * shrink * MIN);
console.log(
  paint(
    2,
    `hang guards: ${steps.map((s) => `${s.name} ${(s.limitMs / MIN).toFixed(1)} min`).join(' · ')} (all stages: ${(plannedMin * shrink).toFixed(0)} min at most)`,
  ),
);

const CLOSING = /^(\d+) passed, (\d+) failed$/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Runs one step; `live`: its output goes straight to the terminal, else it is printed when the step ends. */
function runStep(step, live) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: ROOT,
      stdio: live && !step.countsFromOutput ? 'inherit' : ['inherit', 'pipe', 'pipe'],
      env: projectEnv({ FORCE_COLOR: color ? '1' : '0', ...step.env }),
      detached: true, // its own process group: a timeout or Ctrl-C stops all of it
    });
    let timedOut = false;
    const held = [];
    let tail = '';
    const onOut = (target) => (chunk) => {
      if (live) target.write(chunk);
      else held.push(chunk);
      if (!step.countsFromOutput || target !== process.stdout) return;
      tail = (tail + chunk.toString('utf8')).slice(-4096);
      for (const line of tail.split(/\r?\n/)) {
        const m = CLOSING.exec(line.replace(ANSI, '').trim());
        if (m) step.counts = { passed: Number(m[1]), failed: Number(m[2]) };
      }
    };
    child.stdout?.on('data', onOut(process.stdout));
    child.stderr?.on('data', onOut(process.stderr));
    const killGroup = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        paint(31, `\n✗ ${step.name}: still running after ${(step.limitMs / MIN).toFixed(1)} min (its hang guard), stopping it`),
      );
      // SIGINT first: the runners (Playwright's global teardown above all) clean up on it, not on SIGTERM
      killGroup('SIGINT');
      setTimeout(() => killGroup('SIGKILL'), 15_000).unref();
    }, step.limitMs);
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
      if (!live) {
        console.log(`\n${paint(1, `─── output of ${step.name} ───`)}`);
        process.stdout.write(Buffer.concat(held));
      }
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
    const brokenFiles = (data.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
    return { passed: data.numPassedTests ?? 0, failed: (data.numFailedTests ?? 0) + brokenFiles };
  }
  const s = data.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (data.errors ?? []).length };
}

/** The step's tests; a failed step whose counts show no failure (or that left none) adds one. */
function stepCounts(step, code) {
  const counts = step.report ? countReport(step.report) : step.countsFromOutput ? (step.counts ?? null) : null;
  if (!counts) return code === 0 ? null : { passed: 0, failed: 1, note: 'no report: counted as 1 failed' };
  if (code !== 0 && counts.failed === 0)
    return { ...counts, failed: 1, note: 'failed with no failing test in its report: counted as 1 failed' };
  return counts;
}

function postgresAvailable() {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'with-postgres.mjs'), '--check'], { encoding: 'utf8' });
  return r.status === 0;
}

const fromArg = process.argv
  .slice(2)
  .find((a) => a.startsWith('--from='))
  ?.slice('--from='.length)
  .toLowerCase();
const fromStep = fromArg ? steps.find((s) => s.name.toLowerCase().includes(fromArg)) : steps[0];
if (!fromStep) {
  console.error(`--from=${fromArg}: no such step (${steps.map((s) => s.name).join(', ')})`);
  process.exit(64);
}
if (fromStep.stage > 1) console.log(paint(33, `starting at stage ${fromStep.stage} (${fromStep.name}); earlier stages not run`));

const totals = { passed: 0, failed: 0 };
const rows = [];
let failedSteps = [];
const started = Date.now();
const postgresReady = steps.some((s) => s.needsPostgres) ? postgresAvailable() : true;

/** Runs one step of a stage; returns false when it failed. */
async function runCounted(step, live) {
  let skip = step.skip;
  if (!skip && step.needsPostgres && !postgresReady) {
    if (CI) {
      console.error(paint(31, `${step.name}: PostgreSQL server binaries are missing and CI is set: .ci/run must install them.`));
      rows.push({ name: step.name, result: 'FAILED', ms: 0, note: 'no PostgreSQL: counted as 1 failed' });
      totals.failed += 1;
      return false;
    }
    skip = 'PostgreSQL binaries not found (not in CI, so skipped; run scripts/install-system-deps.sh)';
    const bar = '!'.repeat(78);
    console.warn(paint(33, `${bar}\n!! SKIPPING ${step.name}: ${skip}\n${bar}`));
  }
  if (skip) {
    console.log(`${step.name}: skipped: ${skip}`);
    rows.push({ name: step.name, result: 'skipped', ms: 0, note: skip });
    return true;
  }
  console.log(
    paint(2, `$ ${step.cmd.map((a) => (a === process.execPath ? 'node' : a)).join(' ')}${live ? '' : '   (output when it ends)'}`),
  );
  if (step.report) rmSync(join(ROOT, step.report.file), { force: true });
  const t0 = Date.now();
  const code = await runStep(step, live);
  const ms = Date.now() - t0;
  const counts = stepCounts(step, code);
  let note = '';
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    note = counts.note ?? `${counts.passed} passed, ${counts.failed} failed`;
  }
  rows.push({ name: step.name, result: code === 0 ? 'ok' : `FAILED (exit ${code})`, ms, note });
  return code === 0;
}

const stageTimes = [];
for (const n of stageNumbers) {
  if (n < fromStep.stage) continue;
  const stageSteps = steps.filter((s) => s.stage === n);
  const shown = lanesOf(stageSteps)
    .map((lane) => lane.map((s) => s.name).join(' → '))
    .join('  ∥  ');
  console.log(`\n${paint(1, `━━━ [${n}/${stageNumbers.length}] ${shown} ━━━`)}`);
  const t0 = Date.now();
  const failedInStage = [];
  await Promise.all(
    lanesOf(stageSteps).map(async (lane, laneIndex) => {
      for (const step of lane) {
        if (!(await runCounted(step, laneIndex === 0))) {
          failedInStage.push(step.name);
          return; // the rest of this lane is not run
        }
      }
    }),
  );
  stageTimes.push({ n, ms: Date.now() - t0 });
  failedSteps = failedInStage;
  if (failedSteps.length) break;
}

const total = Date.now() - started;
console.log(`\n${paint(1, '━━━ summary ━━━')} (speed factor ${SLOWNESS})`);
const width = Math.max(...steps.map((s) => s.name.length));
for (const step of steps) {
  const row = rows.find((r) => r.name === step.name);
  const result = row ? row.result : 'not run';
  const time = row?.ms ? `${(row.ms / 1000).toFixed(1)} s` : '';
  const tint = result === 'ok' ? 32 : result.startsWith('FAILED') ? 31 : 33;
  console.log(
    `${String(step.stage)} ${step.name.padEnd(width)}  ${paint(tint, result.padEnd(18))} ${time.padStart(8)}  ${row?.note ?? ''}`,
  );
}
console.log(`stages: ${stageTimes.map((s) => `${s.n}: ${(s.ms / 1000).toFixed(1)} s`).join(' · ')}`);
console.log(`total ${(total / 1000).toFixed(1)} s (${(total / MIN).toFixed(1)} min)`);

let exitCode = 0;
if (!failedSteps.length && totals.failed === 0) rmSync(join(ROOT, RUN_DIR), { recursive: true, force: true });
else console.log(`reports and e2e artifacts of this run: ${RUN_DIR}/`);
if (failedSteps.length) {
  console.error(paint(31, `npm test FAILED at: ${failedSteps.join(', ')}`));
  exitCode = 1;
} else if (totals.passed + totals.failed === 0) {
  console.error(paint(31, 'npm test FAILED: no tests ran'));
  exitCode = 1;
} else if (totals.failed > 0) {
  exitCode = 1;
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
