// The public reads under load against their floor: the status call and the game list of the real
// server (server/main.ts on a fresh PGlite folder seeded with a 10,000-game catalogue, its own Node
// process, LOG_LEVEL warn) beside a bare Fastify route serving the very same JSON bytes
// (bare-json-server.mjs, its own Node process), all on 127.0.0.1, from one raw-socket generator
// (http-load.mjs) at `connections` keep-alive connections. Every server first answers each call
// `serverWarmup` times (its JIT's warm-up: a long-lived server runs optimised code). Each round measures, in this order,
// bare status, status, bare game list, game list (warm-up, then `requests` answers each), so drift
// on a shared machine hits both sides of a ratio alike; the ratios are per round (real / bare of
// the same round) and summarised by their median. Every answer must be 2xx.
// With `baselineDir` (the server's source at an earlier commit, e.g. `git archive <ref>` with the
// project's node_modules linked in), that server runs too, on its own copy of the catalogue, and
// each round measures it beside the current one, their order alternating from round to round: the
// before/after pairs of a change, in the same conditions.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, httpGet, projectEnv, ROOT, run, waitForServer } from '../lib/run.mjs';
import { httpLoad } from './http-load.mjs';

/** The game-list mix: pages, types, vendors, a name search, filters, the new games. */
export const GAME_LIST_QUERIES = [
  'pageNo=1&pageSize=36',
  'gameType=RNG&pageNo=3&pageSize=18',
  'gameType=RNG&vassalage=PG&pageNo=2&pageSize=18',
  'gameType=FISH&pageNo=1&pageSize=6',
  'gameType=BINGO&pageNo=1&pageSize=18',
  'gameName=golden&pageNo=1&pageSize=36&language=EN',
  'gameType=RNG&gameClassify=FeatureBuy&minBet=50&pageNo=1&pageSize=18',
  'isNew=1&pageNo=1&pageSize=36',
];
export const READ_TARGETS = {
  status: ['/wps/system/status'],
  gameList: GAME_LIST_QUERIES.map((q) => `/wps/relay/GCSGAME_gameList?${q}`),
};
/** The goal: at least this share of the bare route's throughput, p99 at most this multiple of its p99. */
export const READ_GOAL = { throughputShare: 0.7, p99Multiple: 1.5 };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const r2 = (n) => (n === null ? null : Math.round(n * 100) / 100);
const figures = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: r2(median(runs.map((r) => r.p50))),
  p99: r2(median(runs.map((r) => r.p99))),
  cpuUsPerRequest: median(runs.map((r) => r.serverCpuUsPerRequest).filter((n) => n !== null)),
});

/** CPU seconds a process has used (user + system), from /proc; null where /proc is missing. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // fields after the name: state is [0], utime [11], stime [12], in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU every measured server is pinned to (`taskset`, where there is one and more than one CPU),
 * or null. Unpinned, a long-lived server process kept whatever place the scheduler gave it among the
 * machine's other work, and two runs of the same code measured back to back differed by 20-40 % in
 * CPU per answer, the same way round after round; on one CPU they differ by noise only.
 */
const PIN_CPU = (() => {
  if (cpus().length < 2) return null;
  try {
    execFileSync('taskset', ['-c', String(cpus().length - 1), 'true'], { stdio: 'ignore' });
    return String(cpus().length - 1);
  } catch {
    return null;
  }
})();

function start(cmd, args, env, cwd = ROOT) {
  const [file, argv] = PIN_CPU === null ? [cmd, args] : ['taskset', ['-c', PIN_CPU, cmd, ...args]];
  // taskset execs the command: the child's pid is the server's, for its CPU time
  return spawn(file, argv, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(t);
}

/** Seeds a fresh PGlite folder with `games` games, with the server source of `cwd`. */
async function seed(cwd, env, games) {
  if ((await run('tsx', ['server/ops/cli.ts', 'games:seed', String(games)], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })) !== 0)
    throw new Error(`games:seed failed in ${cwd}`);
}

/**
 * `serverWarmup`: answers of each measured call every server gives once, before the first round (its JIT's
 * warm-up); `warmup`: answers before each measurement.
 * @param {{ connections?: number, requests?: number, warmup?: number, serverWarmup?: number, repeat?: number, games?: number, cpuProfDir?: string, baselineDir?: string, onProgress?: (line: string) => void }} o
 */
export async function readsBench({
  connections = 200,
  requests = 8000,
  warmup = 1000,
  serverWarmup = 20_000,
  repeat = 5,
  games = 10_000,
  cpuProfDir,
  baselineDir,
  onProgress = () => {},
} = {}) {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-reads-'));
  const env = projectEnv({
    DATA_DIR: join(tmp, 'pglite'),
    DIST_DIR: join(ROOT, 'dist'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    OPERATOR_TOKEN: 'bench-reads-operator-token',
  });
  delete env.DATABASE_URL;
  let server = null;
  let bare = null;
  let baseline = null;
  const loadBefore = loadavg();
  try {
    onProgress(`[reads] seeding ${games} games`);
    await seed(ROOT, env, games);
    const port = await freePort(0);
    const serverEnv = { ...env, PORT: String(port), HOST: '127.0.0.1' };
    if (cpuProfDir) serverEnv.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${cpuProfDir}`.trim();
    // node with tsx's loader (not the tsx command, which would run the server as its child): the pid is the server's, for its CPU time
    server = start('node', ['--import', 'tsx', 'server/main.ts'], serverEnv);
    await waitForServer(port, { host: 'royal.localhost', child: server, timeoutMs: 120_000 });

    let basePort = null;
    if (baselineDir) {
      const baseEnv = { ...env, DATA_DIR: join(tmp, 'pglite-baseline') };
      onProgress(`[reads] seeding ${games} games for the baseline (${baselineDir})`);
      await seed(baselineDir, baseEnv, games);
      basePort = await freePort(0);
      baseline = start(
        'node',
        ['--import', 'tsx', 'server/main.ts'],
        { ...baseEnv, PORT: String(basePort), HOST: '127.0.0.1' },
        baselineDir,
      );
      await waitForServer(basePort, { host: 'royal.localhost', child: baseline, timeoutMs: 120_000 });
    }

    // the bare routes serve what the real server answers to the same calls
    const bodies = {};
    const barePaths = {};
    for (const [name, paths] of Object.entries(READ_TARGETS)) {
      barePaths[name] = [];
      for (const [i, path] of paths.entries()) {
        const res = await httpGet(port, path, 'royal.localhost', 30_000);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        const barePath = `/bare/${name}/${i}`;
        bodies[barePath] = res.body;
        barePaths[name].push(barePath);
      }
    }
    const bodiesFile = join(tmp, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const barePort = await freePort(0);
    bare = start('node', [join(ROOT, 'scripts', 'bench', 'bare-json-server.mjs'), String(barePort), bodiesFile], env);
    await waitForServer(barePort, { path: barePaths.status[0], child: bare, timeoutMs: 30_000 });

    const sizes = Object.fromEntries(
      Object.entries(barePaths).map(([name, paths]) => [
        name,
        Math.round(paths.reduce((n, p) => n + Buffer.byteLength(bodies[p]), 0) / paths.length),
      ]),
    );
    // Each server first answers every measured call `serverWarmup` times: a long-lived server runs its hot
    // path compiled by the JIT, and the real server has far more code on it than the bare route, so a
    // first round measured after only `warmup` answers gave it up to twice the CPU per answer of later rounds.
    for (const name of Object.keys(READ_TARGETS)) {
      const sides = [
        [barePort, barePaths[name], '127.0.0.1'],
        [port, READ_TARGETS[name], 'royal.localhost'],
        ...(baseline ? [[basePort, READ_TARGETS[name], 'royal.localhost']] : []),
      ];
      for (const [p, paths, host] of sides) await httpLoad({ port: p, host, paths, connections, requests: serverWarmup });
    }
    onProgress(`[reads] every server warmed up with ${serverWarmup} answers of each call`);
    const rounds = [];
    for (let round = 1; round <= repeat; round++) {
      const one = {};
      for (const name of Object.keys(READ_TARGETS)) {
        const sides = [['real', port, READ_TARGETS[name]]];
        // the baseline before the current server in odd rounds, after it in even ones
        if (baseline) sides[round % 2 ? 'unshift' : 'push'](['baseline', basePort, READ_TARGETS[name]]);
        for (const [side, p, paths] of [['bare', barePort, barePaths[name]], ...sides]) {
          const host = side === 'bare' ? '127.0.0.1' : 'royal.localhost';
          await httpLoad({ port: p, host, paths, connections, requests: warmup });
          const pid = { bare: bare.pid, real: server.pid, baseline: baseline?.pid }[side];
          const cpu0 = cpuSeconds(pid);
          const r = await httpLoad({ port: p, host, paths, connections, requests });
          const cpu1 = cpuSeconds(pid);
          // the server's own CPU per answer: steadier than requests/s on a machine others load
          r.serverCpuUsPerRequest = cpu0 === null || cpu1 === null ? null : Math.round(((cpu1 - cpu0) * 1e6) / r.requests);
          one[`${name}.${side}`] = r;
          onProgress(
            `[reads] round ${round}/${repeat} ${name} ${side}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.serverCpuUsPerRequest} µs/answer, codes ${JSON.stringify(r.codes)}, errors ${r.errors}, generator CPU ${r.generatorCpuShare}`,
          );
        }
      }
      rounds.push(one);
    }

    const summary = {};
    for (const name of Object.keys(READ_TARGETS)) {
      const real = rounds.map((r) => r[`${name}.real`]);
      const floor = rounds.map((r) => r[`${name}.bare`]);
      const throughputShares = rounds.map((r) => r2(r[`${name}.real`].rps / r[`${name}.bare`].rps));
      const p99Multiples = rounds.map((r) => r2(r[`${name}.real`].p99 / r[`${name}.bare`].p99));
      const non2xx = real.concat(floor).reduce(
        (n, r) =>
          n +
          Object.entries(r.codes)
            .filter(([c]) => !c.startsWith('2'))
            .reduce((a, [, k]) => a + k, 0) +
          r.errors,
        0,
      );
      const share = median(throughputShares);
      const p99Multiple = median(p99Multiples);
      summary[name] = {
        bytes: sizes[name],
        real: figures(real),
        bare: figures(floor),
        cpuShares: rounds.map((r) =>
          r[`${name}.real`].serverCpuUsPerRequest
            ? r2(r[`${name}.bare`].serverCpuUsPerRequest / r[`${name}.real`].serverCpuUsPerRequest)
            : null,
        ),
        throughputShares,
        p99Multiples,
        throughputShare: r2(share),
        p99Multiple: r2(p99Multiple),
        non2xx,
        met: share >= READ_GOAL.throughputShare && p99Multiple <= READ_GOAL.p99Multiple && non2xx === 0,
      };
      if (baseline) {
        const before = rounds.map((r) => r[`${name}.baseline`]);
        // per pair (one round): baseline CPU per answer / current (above 1: the current server spends less), current / baseline requests/s and p99
        const pairs = rounds.map((r) => ({
          cpu: r[`${name}.real`].serverCpuUsPerRequest
            ? r2(r[`${name}.baseline`].serverCpuUsPerRequest / r[`${name}.real`].serverCpuUsPerRequest)
            : null,
          rps: r2(r[`${name}.real`].rps / r[`${name}.baseline`].rps),
          p99: r2(r[`${name}.real`].p99 / r[`${name}.baseline`].p99),
        }));
        summary[name].baseline = {
          ...figures(before),
          throughputShare: r2(median(rounds.map((r) => r[`${name}.baseline`].rps / r[`${name}.bare`].rps))),
          cpuGains: pairs.map((p) => p.cpu),
          rpsGains: pairs.map((p) => p.rps),
          p99Ratios: pairs.map((p) => p.p99),
          cpuGain: r2(median(pairs.map((p) => p.cpu).filter((n) => n !== null))),
          rpsGain: r2(median(pairs.map((p) => p.rps))),
          p99Ratio: r2(median(pairs.map((p) => p.p99))),
        };
      }
    }
    return {
      pinnedCpu: PIN_CPU,
      connections,
      requests,
      warmup,
      serverWarmup,
      repeat,
      games,
      loadAverage: { before: loadBefore.map(r2), after: loadavg().map(r2) },
      goal: READ_GOAL,
      summary,
      rounds,
    };
  } finally {
    await Promise.all([stop(server), stop(bare), stop(baseline)]);
    rmSync(tmp, { recursive: true, force: true });
  }
}
