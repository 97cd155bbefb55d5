/**
 * Forgot-password by e-mail, answer time for a matching username and e-mail against a wrong e-mail
 * and an unknown name. Builds the app (in-memory PGlite, or PostgreSQL when
 * DATABASE_URL is set), makes one member, then sends the three kinds interleaved through app.inject
 * (each request from its own address, so the route's rate limit stays out of it) and prints each
 * kind's median, p10 and p90 in ms and the ratio of the medians. Not a test: figures are noisy.
 *   npx tsx scripts/security/forgot-timing.ts [--rounds 100]
 */
import { performance } from 'node:perf_hooks';
import { makeMember } from '../../server/routes/account/test-support';
import { buildTestApp } from '../../server/test/helper';

const i = process.argv.indexOf('--rounds');
const ROUNDS = i >= 0 && Number(process.argv[i + 1]) > 0 ? Number(process.argv[i + 1]) : 100;

const KINDS = {
  match: { username: 'timing1', email: 'timing1@mail.com' },
  wrongEmail: { username: 'timing1', email: 'other@mail.com' },
  unknownName: { username: 'nobody99', email: 'timing1@mail.com' },
} as const;
type Kind = keyof typeof KINDS;

const t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
try {
  await makeMember(t.app, 'royal', { username: 'timing1', password: 'secret12', email: 'timing1@mail.com' });
  const times: Record<Kind, number[]> = { match: [], wrongEmail: [], unknownName: [] };
  let n = 0;
  const once = async (kind: Kind) => {
    n++;
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/forgot',
      query: KINDS[kind],
      headers: { host: 'royal.localhost', device: 'MOBILE' },
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
    const ms = performance.now() - start;
    if (res.json<{ success: boolean }>().success !== true) throw new Error(`${kind}: ${res.body}`);
    return ms;
  };
  for (const kind of Object.keys(KINDS) as Kind[]) for (let w = 0; w < 5; w++) await once(kind); // warm-up
  const order = Object.keys(KINDS) as Kind[];
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of r % 2 ? [...order].reverse() : order) times[kind].push(await once(kind));
  }
  const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const out: Record<string, unknown> = { rounds: ROUNDS, database: t.config.databaseUrl ? 'postgres' : 'pglite' };
  const medians: Record<string, number> = {};
  for (const kind of order) {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    medians[kind] = at(sorted, 0.5);
    out[kind] = { p10: +at(sorted, 0.1).toFixed(1), median: +at(sorted, 0.5).toFixed(1), p90: +at(sorted, 0.9).toFixed(1) };
  }
  out.ratioMatchToWrongEmail = +((medians.match ?? 0) / (medians.wrongEmail ?? 1)).toFixed(3);
  out.ratioMatchToUnknownName = +((medians.match ?? 0) / (medians.unknownName ?? 1)).toFixed(3);
  console.log(JSON.stringify(out, null, 1));
} finally {
  await t.close();
}
