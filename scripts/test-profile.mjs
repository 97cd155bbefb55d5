#!/usr/bin/env node
// `node scripts/test-profile.mjs <report.json> [N]`: where a test run's time went, from a Playwright
// or Vitest JSON report (npm test keeps them in reports/run-<pid>/ when a step fails; a run of your
// own writes one with E2E_JSON_REPORT=<file> for Playwright, `--reporter=json --outputFile.json=<file>`
// for Vitest). Prints the N slowest files and tests (default 15) and, for Playwright, each parallel
// slot's busy time, its idle gaps (worker and server start-ups) and how many workers were started.
// Plain Node ESM, no dependencies.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, count = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-profile.mjs <playwright-or-vitest-report.json> [N]');
  process.exit(64);
}
const top = Number(count);
const report = JSON.parse(readFileSync(file, 'utf8'));
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One row per test result: { file, title, ms, start, slot, worker, status }. */
function rows() {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((f) =>
      (f.assertionResults ?? []).map((a) => ({
        file: relative(process.cwd(), f.name),
        title: a.fullName ?? a.title,
        ms: a.duration ?? 0,
        status: a.status,
      })),
    );
  }
  const out = [];
  const walk = (suite, inherited) => {
    const suiteFile = suite.file ?? inherited;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const r of test.results) {
          out.push({
            file: spec.file ?? suiteFile,
            title: `[${test.projectName}] ${spec.title}${r.retry ? ' (retry)' : ''}`,
            ms: r.duration,
            start: Date.parse(r.startTime),
            slot: r.parallelIndex,
            worker: r.workerIndex,
            status: r.status,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suiteFile);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return out;
}

const all = rows();
const total = all.reduce((sum, r) => sum + r.ms, 0);
console.log(`${all.length} results, ${s(total)} of test time`);

const byFile = new Map();
for (const r of all) {
  const f = byFile.get(r.file) ?? { n: 0, ms: 0 };
  f.n += 1;
  f.ms += r.ms;
  byFile.set(r.file, f);
}
console.log(`\nslowest files (time, tests, share):`);
for (const [name, f] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
  console.log(`${s(f.ms).padStart(9)} ${String(f.n).padStart(4)} ${((100 * f.ms) / total).toFixed(1).padStart(5)} %  ${name}`);
}
console.log(`\nslowest tests:`);
for (const r of [...all].sort((a, b) => b.ms - a.ms).slice(0, top))
  console.log(`${s(r.ms).padStart(9)}  ${r.file} › ${r.title} (${r.status})`);

const timed = all.filter((r) => Number.isFinite(r.start));
if (timed.length) {
  const t0 = Math.min(...timed.map((r) => r.start));
  const end = Math.max(...timed.map((r) => r.start + r.ms));
  console.log(`\nfirst test to last: ${s(end - t0)}; workers started: ${new Set(timed.map((r) => r.worker)).size}`);
  for (const slot of [...new Set(timed.map((r) => r.slot))].sort((a, b) => a - b)) {
    const mine = timed.filter((r) => r.slot === slot).sort((a, b) => a.start - b.start);
    let last = t0;
    let busy = 0;
    let idle = 0;
    for (const r of mine) {
      idle += Math.max(0, r.start - last);
      busy += r.ms;
      last = r.start + r.ms;
    }
    console.log(`slot ${slot}: ${mine.length} tests, busy ${s(busy)}, idle between tests ${s(idle)}, done at ${s(last - t0)}`);
  }
}
