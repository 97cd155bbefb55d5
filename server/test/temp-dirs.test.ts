import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { describe, expect, it, type RunnerTask } from 'vitest';
import { failedWithin, testTempDirs } from './temp-dirs';

describe('temporary folders of a test block', () => {
  let made: string[] = [];

  describe('a block that makes two', () => {
    const temp = testTempDirs();
    it('makes fresh folders in the system temporary folder', () => {
      made = [temp.make('temp-dirs-'), temp.make('temp-dirs-')];
      expect(made[0]).not.toBe(made[1]);
      for (const dir of made) {
        expect(existsSync(dir)).toBe(true);
        expect(dirname(dir)).toBe(tmpdir());
      }
    });
  });

  it('removes them once the block has ended', () => {
    expect(made).toHaveLength(2);
    for (const dir of made) expect(existsSync(dir)).toBe(false);
  });

  it('finds a failed test or hook anywhere inside a block', () => {
    const task = (state: 'pass' | 'fail', tasks?: unknown[]) => ({ result: { state }, ...(tasks ? { tasks } : {}) });
    const ran = (value: unknown) => value as RunnerTask;
    expect(failedWithin(ran(task('pass', [task('pass'), task('pass', [task('pass')])])))).toBe(false);
    expect(failedWithin(ran(task('pass', [task('pass'), task('pass', [task('fail')])])))).toBe(true);
    expect(failedWithin(ran(task('fail', [])))).toBe(true);
  });
});
