/**
 * What the shared rate-limit store costs per request: a bare Fastify route behind
 * `@fastify/rate-limit` with no limit, with the in-memory store (the old way, per process) and with
 * the shared store (server/plugins/external/rate-limit-store.ts: one upsert on `rate_limits`), the
 * same requests through `inject`, one at a time (latency) and 32 at a time (throughput), over 200
 * addresses. PostgreSQL when DATABASE_URL is set (a fresh schema, dropped after), else in-memory
 * PGlite. Prints one JSON line.
 *   tsx scripts/bench-rate-limit.ts [--requests 4000]
 */
import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open';
import type { Db } from '../server/db/types';
import { sharedStore } from '../server/plugins/external/rate-limit-store';
import { dropSchema } from '../server/test/helper';

const i = process.argv.indexOf('--requests');
const REQUESTS = i >= 0 && Number(process.argv[i + 1]) > 0 ? Number(process.argv[i + 1]) : 4000;
const ADDRESSES = 200;
const CONCURRENCY = 32;

const url = process.env.DATABASE_URL;
const config = { databaseUrl: url, databaseSchema: url ? `bench_${randomBytes(5).toString('hex')}` : undefined, dataDir: 'memory://' };

async function appWith(mode: 'none' | 'memory' | 'shared', db: Db): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (mode !== 'none') {
    await app.register(rateLimit, {
      max: 1_000_000,
      timeWindow: '1 minute',
      ...(mode === 'shared'
        ? {
            store: sharedStore(
              () => db,
              () => new Date(),
            ),
          }
        : {}),
    });
  }
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const address = (n: number) => `10.0.0.${n % ADDRESSES}`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 1000) / 1000;

async function measure(app: FastifyInstance) {
  for (let n = 0; n < 200; n++) await app.inject({ url: '/x', remoteAddress: address(n) }); // warm up
  const times: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const t0 = performance.now();
    const res = await app.inject({ url: '/x', remoteAddress: address(n) });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) await app.inject({ url: '/x', remoteAddress: address(next++) });
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { medianMs: round(quantile(times, 0.5)), p99Ms: round(quantile(times, 0.99)), perSecondAt32: Math.round(REQUESTS / seconds) };
}

const db = await openDb(config);
try {
  await migrate(db);
  const out: Record<string, unknown> = { database: db.kind, requests: REQUESTS, addresses: ADDRESSES };
  for (const mode of ['none', 'memory', 'shared'] as const) {
    const app = await appWith(mode, db);
    out[mode] = await measure(app);
    await app.close();
  }
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
  out.counterRows = rows[0]?.n;
  const kind = await db.query<{ p: string }>(
    "SELECT relpersistence AS p FROM pg_class WHERE relname = 'rate_limits' AND relnamespace = to_regnamespace(current_schema())",
  );
  out.table = kind[0]?.p === 'u' ? 'unlogged' : 'logged';
  const sync = await db.query<{ s: string }>("SELECT current_setting('synchronous_commit') AS s");
  out.synchronousCommit = sync[0]?.s;
  console.log(JSON.stringify(out));
} finally {
  await db.close();
  if (url) await dropSchema({ ...config, databaseUrl: url } as Parameters<typeof dropSchema>[0]);
}
