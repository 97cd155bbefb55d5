#!/usr/bin/env node
// `npm run dev`: the API server under `tsx watch` (restarts on change) and the Rsbuild dev server for
// the host and the remotes (hot reload), together. Output is forwarded line by line with a prefix;
// when one stops, or on Ctrl-C, both are stopped. Plain Node ESM, no dependencies.
//   PORT         API server port (default 8080); the client dev server proxies every path outside
//                /m to it, keeping the Host header so each brand URL stays its brand
//   CLIENT_PORT  client dev server port (default 3000)
//   DEV_CLIENT   client dev command (default "rsbuild dev --port $CLIENT_PORT")
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectEnv, ROOT, tenantIds } from './lib/run.mjs';

const port = process.env.PORT || '8080';
const clientPort = process.env.CLIENT_PORT || '3000';
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const jobs = [
  { name: 'server', tint: 36, cmd: ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'] },
  { name: 'client', tint: 35, cmd: (process.env.DEV_CLIENT || `rsbuild dev --port ${clientPort}`).split(/\s+/).filter(Boolean) },
];

const env = projectEnv({
  PORT: port,
  NODE_ENV: process.env.NODE_ENV || 'development',
  API_ORIGIN: process.env.API_ORIGIN || `http://127.0.0.1:${port}`,
});
// demo agents, players and play history on every brand (once; server/agent/seed.ts)
env.SEED_DEMO_AGENTS ??= '1';
env.SEED_DEMO_STAFF ??= '1';
let stopping = false;
let exitCode = 0;

function stopAll(signal = 'SIGTERM') {
  for (const job of jobs) {
    if (!job.child || job.child.exitCode !== null || job.child.signalCode !== null) continue;
    try {
      process.kill(-job.child.pid, signal); // the whole process group (watchers, workers)
    } catch {
      job.child.kill(signal);
    }
  }
}

function shutdown(code, why) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (why) console.error(paint(33, `[dev] ${why}; stopping everything`));
  stopAll('SIGTERM');
  setTimeout(() => stopAll('SIGKILL'), 5000).unref();
}

for (const job of jobs) {
  const prefix = paint(job.tint, `[${job.name}]`.padEnd(9));
  const child = spawn(job.cmd[0], job.cmd.slice(1), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stopAll reaches its children
  });
  job.child = child;
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stderr ? process.stderr : process.stdout;
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  child.on('error', (error) => shutdown(1, `${job.name}: could not run ${job.cmd[0]}: ${error.message}`));
  child.on('exit', (code, signal) => {
    job.done = true;
    if (!stopping) shutdown(code || 1, `${job.name} exited (${code ?? signal})`);
    if (jobs.every((j) => j.done || !j.child)) process.exit(exitCode);
  });
}

console.log(paint(1, `[dev] API server on http://127.0.0.1:${port} (tsx watch); client: ${jobs[1].cmd.join(' ')}`));
const brands = tenantIds();
for (const id of ['royal', 'lotus', 'tiger'].filter((b) => brands.includes(b))) {
  console.log(paint(1, `[dev]   ${id.padEnd(6)} http://${id}.localhost:${clientPort}/m/home  (hot reload)`));
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => shutdown(0));
process.on('exit', () => stopAll('SIGKILL'));
