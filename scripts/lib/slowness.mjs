// The test run's speed factor: how much slower this machine is, right now, than the one the
// suite's timeouts were written for. 1 means as fast (or faster); 3 means three times slower.
// `npm test` measures it once and passes it on as TEST_SLOWNESS; vitest.config.ts and
// playwright.config.ts derive their timeouts from it (and measure it themselves when run alone).
// The workload is small and fixed: hashing, JSON and regular expressions (what a Node test server
// spends its time on) and writing, reading and removing small files. The best of a few rounds is
// kept, so a moment of contention does not count as a slow machine; a machine that is busy all the
// time (other jobs on the same cores) does count, as it should.
// Plain Node ESM, no dependencies.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Milliseconds one round takes on the reference machine (2 cores, idle). */
export const REFERENCE_MS = 48;
/** Never below 1 (a faster machine keeps the written timeouts); never above this (a broken measurement). */
export const MAX_SLOWNESS = 10;

const ROUNDS = 4;

function workload(dir) {
  const record = { id: 0, name: 'player', balance: '1234.56', tags: ['vip', 'royal', 'km'], at: '' };
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 16_000; i++) {
    record.id = i;
    record.at = new Date(1_700_000_000_000 + i * 1000).toISOString();
    const text = JSON.stringify(record);
    const back = JSON.parse(text);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(back.at)) throw new Error('workload: bad date');
    digest = createHash('sha256').update(digest).update(text).digest();
  }
  const body = Buffer.alloc(16 * 1024, digest);
  for (let i = 0; i < 160; i++) {
    const file = join(dir, `f${i}`);
    writeFileSync(file, body);
    if (readFileSync(file).length !== body.length) throw new Error('workload: short read');
    unlinkSync(file);
  }
  return digest;
}

/** Times the workload now: the best round's milliseconds. */
export function measureRoundMs() {
  const dir = mkdtempSync(join(tmpdir(), 'slowness-'));
  try {
    workload(dir); // warm-up: JIT and file cache
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = process.hrtime.bigint();
      workload(dir);
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return best;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A factor from the environment's TEST_SLOWNESS: a number from 1 to MAX_SLOWNESS, else null. */
export function parseSlowness(raw) {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`TEST_SLOWNESS must be a positive number, got "${raw}"`);
  return Math.min(MAX_SLOWNESS, Math.max(1, n));
}

/**
 * This run's factor: TEST_SLOWNESS when set (npm test measured it, or a person chose it), else
 * measured now and written to process.env.TEST_SLOWNESS, so child processes inherit the same one.
 */
export function slowness() {
  const given = parseSlowness(process.env.TEST_SLOWNESS);
  if (given !== null) return given;
  const factor = Math.min(MAX_SLOWNESS, Math.max(1, Math.round((measureRoundMs() / REFERENCE_MS) * 10) / 10));
  process.env.TEST_SLOWNESS = String(factor);
  return factor;
}

/** `ms` stretched by the factor, whole milliseconds. */
export function scaled(ms, factor = slowness()) {
  return Math.round(ms * factor);
}

/**
 * How long a component test's `findBy*`/`waitFor` wait: 2 s at factor 1 (Testing Library's default
 * of 1 s is passed by a lazy chunk's first import on a loaded machine), stretched by the run's factor.
 * Read from TEST_SLOWNESS only: a test worker never measures the machine itself.
 */
export function componentWaitMs() {
  return scaled(2000, parseSlowness(process.env.TEST_SLOWNESS) ?? 1);
}
