#!/usr/bin/env node
// `npm start`: builds the site when dist/ is missing or older than its sources, then serves the site
// (/m) and the API (/wps) on http://127.0.0.1:${PORT:-8080}. Embedded PGlite by default (DATA_DIR,
// default .data/pglite, created and migrated by the server on first start); PostgreSQL when
// DATABASE_URL is set. Plain Node ESM, no dependencies.
import { spawn } from 'node:child_process';
import { buildReason, projectEnv, ROOT, run, tenantIds, waitForServer } from './lib/run.mjs';

const DEMO = ['royal', 'lotus', 'tiger'];
const port = Number(process.env.PORT || 8080);
const distDir = process.env.DIST_DIR || 'dist';

const reason = buildReason(distDir.startsWith('/') ? distDir : `${ROOT}/${distDir}`);
if (reason) {
  console.log(`[start] building the site: ${reason}`);
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) {
    console.error(`[start] npm run build failed (exit ${code})`);
    process.exit(code);
  }
} else {
  console.log('[start] dist/ is up to date');
}

const env = projectEnv({ PORT: String(port), HOST: process.env.HOST || '127.0.0.1', DIST_DIR: distDir });
// demo agents, players and play history on every brand (once; server/agent/seed.ts)
env.SEED_DEMO_AGENTS ??= '1';
// the operator console's demo staff, one per role, passwords and TOTP keys in docs/console.md (once)
env.SEED_DEMO_STAFF ??= '1';
const server = spawn('tsx', ['server/main.ts'], { cwd: ROOT, stdio: 'inherit', env });
server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (server.exitCode === null) server.kill(sig);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));

try {
  const ids = tenantIds();
  const res = await waitForServer(port, { host: `${ids[0] ?? 'royal'}.localhost`, child: server, timeoutMs: 120_000 });
  const brands = [...DEMO.filter((id) => ids.includes(id)), ...ids.filter((id) => !DEMO.includes(id))];
  const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${process.env.DATA_DIR || '.data/pglite'})`;
  console.log('');
  console.log(`[start] serving on http://127.0.0.1:${port}  (status call: HTTP ${res.status}; database: ${db})`);
  for (const id of brands) console.log(`[start]   ${id.padEnd(8)} http://${id}.localhost:${port}/m/home`);
  console.log(`[start]   API      http://royal.localhost:${port}/wps/system/status`);
  console.log('[start] Ctrl-C stops the server.');
} catch (error) {
  console.error(`[start] ${error.message}`);
  if (server.exitCode === null) server.kill('SIGTERM');
  process.exit(1);
}
