/**
 * Temporary folders of one test file or describe block: `const temp = testTempDirs()` where hooks
 * may be declared, then `temp.make('prefix-')` in hooks and tests makes a fresh folder in the system's
 * temporary folder (`os.tmpdir()`, TMPDIR). After the block's tests every folder it made is removed.
 * With KEEP_TEST_TMP=1 a block with a failed test (or hook) keeps its folders and prints where they are.
 *
 * Make folders in hooks or tests, not while the file is collected: a skipped block runs no hooks,
 * so a folder made beside its `describe` would never be removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, type RunnerTask } from 'vitest';

export type TestTempDirs = { make(prefix: string): string };

export function failedWithin(task: Readonly<RunnerTask>): boolean {
  if (task.result?.state === 'fail') return true;
  return 'tasks' in task && task.tasks.some(failedWithin);
}

export function keepTestTemp(): boolean {
  return ['1', 'true', 'yes'].includes((process.env.KEEP_TEST_TMP ?? '').toLowerCase());
}

export function testTempDirs(): TestTempDirs {
  const made: string[] = [];
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the first parameter as the fixtures to set up (none here); the block is the second
  afterAll(({}, suite) => {
    const dirs = made.splice(0);
    if (dirs.length > 0 && keepTestTemp() && failedWithin(suite)) {
      console.warn(`KEEP_TEST_TMP: kept the temporary folders of "${suite.name}": ${dirs.join(' ')}`);
      return;
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    make(prefix) {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
  };
}
