#!/usr/bin/env node
// `npm run scale -- [--processes N] [--port P]`: N server processes on one PostgreSQL behind Debian's
// nginx, all on 127.0.0.1 (docs/scale-and-faults.md).
//   - PostgreSQL: the operator's DATABASE_URL, else a throwaway cluster (scripts/lib/postgres.mjs)
//     removed on exit;
//   - the migrations run once, then N processes (`node --import tsx server/main.ts`, one PORT each,
//     the same DATABASE_URL and OPERATOR_TOKEN, TRUST_PROXY=1), each waited for on /readyz;
//   - nginx with a generated config and prefix in a temp folder, listening on 127.0.0.1:<port>
//     (--port, else PORT, else a free port), the N processes as its upstream.
// Prints the URLs; Ctrl-C or SIGTERM stops everything it started (by process id).
// The site's pages need a build (`npm run build`, dist/); the API works without one.
// Plain Node ESM, no dependencies.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tenantIds } from '../lib/run.mjs';
import { startStack } from './stack.mjs';

const log = (msg) => process.stderr.write(`[scale] ${msg}\n`);

function parseArgs(argv) {
  const out = { processes: 3, port: Number(process.env.PORT) || 0, logs: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--processes' || a.startsWith('--processes=') || a === '-n') out.processes = Number(value());
    else if (a === '--port' || a.startsWith('--port=')) out.port = Number(value());
    else if (a === '--logs') out.logs = true;
    else if (a === '--help' || a === '-h') out.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(out.processes) || out.processes < 1 || out.processes > 32) throw new Error('--processes must be 1-32');
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error('--port must be a port number');
  return out;
}

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  log(error.message);
  process.exit(64);
}
if (args.help) {
  console.log('usage: npm run scale -- [--processes N (3)] [--port P (PORT, else free)] [--logs (server logs on this terminal)]');
  console.log('PostgreSQL: DATABASE_URL when set, else a throwaway cluster. Needs nginx (scripts/install-system-deps.sh).');
  process.exit(0);
}

let stack = null;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping nginx, the server processes and PostgreSQL (if started here)...');
  await stack?.stop();
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0));

try {
  stack = await startStack({
    processes: args.processes,
    databaseUrl: process.env.DATABASE_URL || null,
    port: args.port,
    inheritServerLogs: args.logs,
    log,
  });
} catch (error) {
  log(error.message);
  process.exit(1);
}

const ids = tenantIds();
const built = existsSync(join(ROOT, process.env.DIST_DIR || 'dist', 'index.html'));
console.log('');
console.log(
  `[scale] nginx on http://127.0.0.1:${stack.port} -> ${stack.servers.length} server processes (${stack.servers.map((s) => s.port).join(', ')})`,
);
console.log(
  `[scale] database: ${stack.postgres ? `throwaway PostgreSQL on 127.0.0.1:${stack.postgres.port} (removed on exit)` : 'DATABASE_URL'}`,
);
for (const id of ids) console.log(`[scale]   ${id.padEnd(8)} http://${id}.localhost:${stack.port}/m/home`);
console.log(`[scale]   API      http://royal.localhost:${stack.port}/wps/system/status   readiness: /readyz`);
const tokenShown = process.env.OPERATOR_TOKEN ? '<your OPERATOR_TOKEN>' : `${stack.operatorToken} (made for this run)`;
console.log(`[scale]   operator API: http://127.0.0.1:${stack.port}/ops/api/...  Authorization: Bearer ${tokenShown}`);
if (!built) console.log('[scale] no dist/ build: pages answer 404 until `npm run build`; the API works without one.');
if (!args.logs) console.log(`[scale] server logs: ${stack.dir}/server-*.log; nginx: ${stack.nginx.prefix}/`);
console.log('[scale] Ctrl-C stops everything started here.');

// a server process that exits is reported (nginx keeps serving from the others)
for (const s of stack.servers) {
  s.child.on('exit', (code, signal) => {
    if (!stopping) log(`server process on port ${s.port} (pid ${s.child.pid}) exited (${code ?? signal}); nginx routes around it`);
  });
}
stack.nginx.child.on('exit', (code, signal) => {
  if (!stopping) {
    log(`nginx exited (${code ?? signal})`);
    void shutdown(1);
  }
});
