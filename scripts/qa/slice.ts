/**
 * `npm run qa:slice`: the matrix tests in tests/matrix/ (a slice of the matrix and the proof that
 * it can fail), run by Vitest; prints `N passed, N failed` as its closing line. Exit 1 on failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { ROOT } from './server-process';

const folder = mkdtempSync(join(tmpdir(), 'qa-slice-'));
const out = join(folder, 'vitest.json');
const res = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'vitest'),
  ['run', '--config', 'tests/matrix/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
const Json = v.object({ numPassedTests: v.number(), numFailedTests: v.number() });
let passed = 0;
let failed = res.status === 0 ? 0 : 1;
try {
  const parsed = v.parse(Json, JSON.parse(readFileSync(out, 'utf8')));
  passed = parsed.numPassedTests;
  failed = Math.max(parsed.numFailedTests, res.status === 0 ? 0 : 1);
} catch {
  // no report: vitest could not run; counted as one failure above
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
