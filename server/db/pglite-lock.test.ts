import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock } from './pglite-lock';

const dirs: string[] = [];
function dataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(parent);
  return join(parent, 'pglite');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('PGlite single-process lock', () => {
  it('is taken and released', () => {
    const dir = dataDir();
    const release = acquirePgliteLock(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a data folder another live process holds, naming it', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquirePgliteLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}.*DATABASE_URL`));
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '999999999');
    const release = acquirePgliteLock(dir);
    release();
  });
});
