// The scale path's pieces: PostgreSQL (throwaway or the operator's DATABASE_URL), the
// migrations run once, N server processes on 127.0.0.1 (one PORT each, one DATABASE_URL and
// OPERATOR_TOKEN) and Debian's nginx in front of them on a loopback port, with its own generated
// config and prefix in a temp folder. Used by `npm run scale` (scripts/scale/main.mjs) and the fault
// suite (scripts/faults/). Everything started here is stopped by its process id.
// Plain Node ESM, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOnPath, projectEnv, ROOT } from '../lib/run.mjs';
import { freeLoopbackPort, isRoot, startCluster } from '../lib/postgres.mjs';

export { freeLoopbackPort };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's nginx (NGINX_BIN, PATH, /usr/sbin), or null. */
export function findNginx() {
  const candidates = [process.env.NGINX_BIN, findOnPath(['nginx']), '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean);
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** One HTTP request to 127.0.0.1:<port>; resolves { status, headers, body } (never rejects on HTTP status). */
export function httpCall(port, method, path, { host, headers = {}, body, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const h = { ...headers };
    if (host) h.host = host;
    if (payload !== undefined) {
      h['content-type'] ??= 'application/json';
      h['content-length'] = Buffer.byteLength(payload);
    }
    const req = request({ host: '127.0.0.1', port, method, path, headers: h, timeout: timeoutMs, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Whether a process id is alive (signal 0). */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export async function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Polls `GET /readyz` on 127.0.0.1:<port> until it answers 200 (a server without /readyz yet: its
 * status call answering 200 counts). Rejects when `child` exits or `timeoutMs` passes.
 */
export async function waitReady(port, { child, timeoutMs = 120_000, host = 'royal.localhost', intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server on port ${port} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      const ready = await httpCall(port, 'GET', '/readyz', { host, timeoutMs: 3000 });
      if (ready.status === 200) return;
      if (ready.status === 404) {
        const status = await httpCall(port, 'GET', '/wps/system/status', { host, timeoutMs: 3000 });
        if (status.status === 200) return;
        last = `status call HTTP ${status.status}`;
      } else {
        last = `/readyz HTTP ${ready.status}`;
      }
    } catch (error) {
      last = error.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`server on 127.0.0.1:${port} not ready within ${timeoutMs} ms (${last})`);
}

/** The generated nginx.conf: loopback listener, the N processes as one upstream. */
export function nginxConfig({ prefix, listenPort, upstreamPorts, failTimeoutS = 2 }) {
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${failTimeoutS}s;`).join('\n');
  // As root the workers would run as `nobody`: keep them as the invoking user's equal (root) so the
  // temp paths inside the prefix stay theirs; no privileges are used (the port is above 1024).
  const user = isRoot() ? 'user root root;\n' : '';
  const unavailable = JSON.stringify({
    success: false,
    code: 'system.database.unavailable',
    message: 'No server process can answer right now; try again shortly.',
    value: null,
  });
  return `# generated by scripts/scale/stack.mjs; nginx -p ${prefix} -c ${prefix}/nginx.conf
${user}worker_processes 1;
daemon off;
master_process on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  worker_connections 2048;
}

http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/tmp/client_body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  client_max_body_size 16m;
  server_tokens off;

  # Passive health: a process that refuses the connection, times out or answers 502/503 (the
  # database is away: 503 system.database.unavailable) is skipped for fail_timeout, and the request
  # goes to the next one. POSTs go to a next process only when they never reached the first
  # (nginx's non_idempotent rule): a payment is never sent twice by the proxy.
  upstream platform {
${servers}
  }

  server {
    listen 127.0.0.1:${listenPort};
    server_name _;

    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering on;
      # no process could answer (all down or all taken out): the platform's 503 envelope, not an HTML 502
      error_page 502 504 =503 @unavailable;
    }

    location @unavailable {
      default_type application/json;
      add_header Retry-After 2 always;
      add_header Cache-Control no-store always;
      return 503 '${unavailable}';
    }
  }
}
`;
}

/**
 * Starts a stack; answers a handle with `url`, `port` (nginx), `servers` [{ port, child, log }],
 * `postgres` (the throwaway cluster, or null with the operator's DATABASE_URL), `databaseUrl`,
 * `operatorToken`, `dir`, and the methods below. `stop()` stops everything it started.
 */
export async function startStack({
  processes = 3,
  databaseUrl = null,
  port = 0,
  serverEnv = {},
  log = (msg) => process.stderr.write(`[scale] ${msg}\n`),
  inheritServerLogs = false,
  readyTimeoutMs = 180_000,
  nginx = true,
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'scale-'));
  const stack = {
    dir,
    postgres: null,
    databaseUrl,
    operatorToken: process.env.OPERATOR_TOKEN || `scale-${randomBytes(18).toString('base64url')}`,
    servers: [],
    nginx: null,
    port: 0,
    url: '',
    stopped: false,
  };
  serverMethods(stack, { inheritServerLogs, log });

  stack.stop = async () => {
    if (stack.stopped) return;
    stack.stopped = true;
    if (stack.nginx) await stopChild(stack.nginx.child, 5_000);
    await Promise.all(stack.servers.map((s) => stopChild(s.child)));
    if (stack.postgres) {
      // a paused cluster must run again before pg_ctl can stop it
      for (const pid of stack.postgres.pids()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          /* gone */
        }
      }
      stack.postgres.remove();
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (!stack.databaseUrl) {
      const t0 = Date.now();
      stack.postgres = await startCluster({ prefix: 'scale-postgres-', log });
      stack.databaseUrl = stack.postgres.url;
      log(`PostgreSQL ${stack.postgres.bin} on 127.0.0.1:${stack.postgres.port} (throwaway, ${Date.now() - t0} ms)`);
    }
    const baseEnv = projectEnv({
      DATABASE_URL: stack.databaseUrl,
      OPERATOR_TOKEN: stack.operatorToken,
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      ...serverEnv,
    });
    stack.env = baseEnv;

    // the migrations, once, before any server starts (each start would wait on the advisory lock)
    const t1 = Date.now();
    const migrated = spawnSync('node', ['--import', 'tsx', 'scripts/scale/migrate.ts'], { cwd: ROOT, env: baseEnv, encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`migrations failed (exit ${migrated.status}):\n${migrated.stdout}${migrated.stderr}`);
    log(`${migrated.stdout.trim()} (${Date.now() - t1} ms)`);

    for (let i = 0; i < processes; i++) stack.servers.push(await stack.startServer(i, await freeLoopbackPort()));
    await Promise.all(stack.servers.map((s) => waitReady(s.port, { child: s.child, timeoutMs: readyTimeoutMs })));
    log(`${processes} server process(es) ready: ${stack.servers.map((s) => `127.0.0.1:${s.port} (pid ${s.child.pid})`).join(', ')}`);

    if (nginx) await stack.startNginx(port || (await freeLoopbackPort()));
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/** Adds startServer(index, port, extraEnv) and startNginx(port) to a stack handle. */
function serverMethods(stack, { inheritServerLogs, log }) {
  stack.startServer = async (index, port, extraEnv = {}) => {
    const logFile = join(stack.dir, `server-${index}.log`);
    const fd = openSync(logFile, 'a');
    const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...stack.env, PORT: String(port), ...extraEnv },
      stdio: ['ignore', inheritServerLogs ? 'inherit' : fd, inheritServerLogs ? 'inherit' : fd],
    });
    closeSync(fd);
    const server = { index, port, child, log: logFile, exits: [] };
    child.on('exit', (code, signal) => server.exits.push({ code, signal, at: Date.now() }));
    child.on('error', (error) => log(`server ${index}: ${error.message}`));
    return server;
  };
  stack.startNginx = async (listenPort) => {
    const bin = findNginx();
    if (!bin) throw new Error('nginx not found (Debian: apt-get install -y nginx-light, or bash scripts/install-system-deps.sh as root)');
    const prefix = join(stack.dir, 'nginx');
    mkdirSync(join(prefix, 'tmp'), { recursive: true });
    mkdirSync(join(prefix, 'logs'), { recursive: true }); // nginx opens <prefix>/logs/error.log before it reads the config
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ prefix, listenPort, upstreamPorts: stack.servers.map((s) => s.port) }));
    const test = spawnSync(bin, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}${test.stdout}`);
    const child = spawn(bin, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr = (stderr + c).slice(-4000);
    });
    stack.nginx = { bin, child, prefix, conf };
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${readTail(join(prefix, 'error.log'))}`);
      try {
        await httpCall(listenPort, 'GET', '/healthz', { timeoutMs: 2000 });
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`nginx did not answer on 127.0.0.1:${listenPort}: ${error.message}`);
        await sleep(100);
      }
    }
    stack.port = listenPort;
    stack.url = `http://127.0.0.1:${listenPort}`;
    log(`nginx ${bin} on 127.0.0.1:${listenPort} (pid ${child.pid}; config ${conf})`);
  };
}

function readTail(file) {
  try {
    return readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '';
  }
}
