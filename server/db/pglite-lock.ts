/**
 * PGlite is single-process: two processes on one data folder corrupt it. The process that opens it
 * holds `<dataDir>.lock` (its pid); another process is refused with a clear message. A lock left by
 * a process that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Whether a process with this id runs (EPERM: it runs under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquirePgliteLock(dataDir: string): () => void {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${pid} (PGlite allows one process). ` +
            'Stop that process first, or run both on PostgreSQL (set DATABASE_URL).',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
