/**
 * A throwaway PostgreSQL cluster a test owns, to stop, start and restart it (issue 26's outage
 * test): the same binaries and the same way as scripts/with-postgres.mjs (initdb, pg_ctl from
 * PG_BIN, PATH or /usr/lib/postgresql/<version>/bin, found at run time; as root, run as `postgres`),
 * in a temp folder, on a free 127.0.0.1 port with trust auth. `destroy()` stops the postmaster it
 * started (by the process id in its pid file) and removes the folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder holding initdb, pg_ctl and postgres, or null when this machine has none. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  if (env.PG_BIN) dirs.unshift(env.PG_BIN);
  const base = '/usr/lib/postgresql';
  try {
    const versions = readdirSync(base).filter((v) => /^\d+(\.\d+)?$/.test(v));
    versions.sort((a, b) => Number(b) - Number(a));
    for (const v of versions) dirs.push(join(base, v, 'bin'));
  } catch {
    // no Debian PostgreSQL layout
  }
  return dirs.find((dir) => TOOLS.every((tool) => executable(join(dir, tool)))) ?? null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresOwner(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

export type Cluster = {
  url: string;
  /** pg_ctl stop -m fast: clients get 57P01, then the port refuses (resolves once stopped) */
  stop(): Promise<void>;
  /** resolves once it accepts connections */
  start(): Promise<void>;
  /** pg_ctl restart -m fast */
  restart(): Promise<void>;
  /** the postmaster's process id (null when stopped) */
  pid(): number | null;
  destroy(): Promise<void>;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startCluster(bin: string): Promise<Cluster> {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const owner = root ? postgresOwner() : null;
  if (root && !owner) throw new Error('running as root with no `postgres` user to run PostgreSQL as');
  const dir = mkdtempSync(join(tmpdir(), 'pg-outage-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'].join(' ');

  // asynchronous: the test keeps sending requests while pg_ctl works
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const file = join(bin, tool);
      const [exe, all] = owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
      const child = spawn(exe, all, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (code === 0) return resolve();
        let tail = '';
        try {
          tail = readFileSync(log, 'utf8').slice(-2000);
        } catch {
          // no log yet
        }
        reject(new Error(`${tool} ${args.join(' ')} failed (${code ?? signal}): ${output}\n${tail}`));
      });
    });
  const pid = (): number | null => {
    try {
      const first = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
      return /^\d+$/.test(first) ? Number(first) : null;
    } catch {
      return null;
    }
  };
  const start = () => run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);

  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    start,
    restart: () => run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-m', 'fast', '-w', '-t', '60', 'restart']),
    pid,
    async destroy() {
      const postmaster = pid();
      if (postmaster !== null && alive(postmaster)) {
        process.kill(postmaster, 'SIGQUIT'); // immediate shutdown of the postmaster this cluster started
        const deadline = Date.now() + 15_000;
        while (alive(postmaster) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        if (alive(postmaster)) process.kill(postmaster, 'SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
