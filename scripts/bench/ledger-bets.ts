/**
 * Bets per second on PostgreSQL, one run on one database (DATABASE_URL, a fresh schema
 * dropped after), printed as one JSON line; `npm run bench:ledger` runs it on a throwaway cluster
 * beside the ledger rounds (scripts/bench-ledger.ts):
 *   tsx scripts/bench/ledger-bets.ts [--seconds 5] [--workers 16]
 *  - bare: a bare `pg` insert loop (one `INSERT` of one row per statement, autocommit, a `pg.Pool` of
 *    10 like the server's), the machine's ceiling for one-statement writes;
 *  - one process: the seamless wallet's bet (`server/wallet/seamless/service.ts` `bet`: the session,
 *    the member row lock, the vendor transaction claim, the responsible-gambling check, the debit and
 *    its bet order, the balance answered), WORKERS concurrent callers on one pool;
 *  - two processes: the same in this process and in a child process on the same schema and players,
 *    started together, summed.
 * Each for SECONDS, in that order, on the same cluster; ratios are bets/s over bare inserts/s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertMember } from '../../server/accounts/members';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { dropSchema } from '../../server/test/helper';
import { verifyLedger } from '../../server/wallet/verify';
import { bet, type SeamlessDeps } from '../../server/wallet/seamless/service';
import { openSeamlessSession } from '../../server/wallet/seamless/sessions';
import { postLedgerTransaction } from '../../server/wallet/ledger';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';

const TENANT = 'royal';
export type BetsOptions = { seconds: number; workers: number; players: number };
type Count = { count: number; errors: number; seconds: number };

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

function deps(db: Db): SeamlessDeps {
  return {
    db,
    now: () => new Date(),
    currencyOf: () => 'USD',
    realityDefaultOf: () => null,
    redeemLaunch: async () => null,
    gameInfo: async () => ({ classify: [], name: null }),
  };
}

/** Funded players (made once, by the first process). */
export async function makeBetPlayers(db: Db, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = await insertMember(db, {
      tenantId: TENANT,
      merchantCode: 'ROYAL01',
      username: `betbench${i}`,
      passwordHash: null,
      now: new Date(),
    });
    ids.push(m.id);
    await db.transaction((tx) =>
      postLedgerTransaction(tx, {
        tenantId: TENANT,
        code: 'DEPOSIT',
        idempotencyKey: `bet-bench-fund-${m.id}`,
        actor: 'system',
        reason: 'bench',
        postings: [
          { account: { memberId: m.id, kind: 'main' }, amount: 1_000_000_000 },
          { account: { house: HOUSE_ACCOUNTS.cash }, amount: -1_000_000_000 },
        ],
      }),
    );
  }
  return ids;
}

/** This process's bets from `startAt` for `seconds`, WORKERS callers over the players (a session each, made here). */
export async function betLoop(db: Db, players: number[], o: BetsOptions & { startAt: number; tag: string }): Promise<Count> {
  const now = new Date();
  const sessions: string[] = [];
  for (const memberId of players) {
    sessions.push(
      await openSeamlessSession(db, {
        tenantId: TENANT,
        memberId,
        vendorCode: 'BENCH',
        gameCode: 'slot',
        nodeId: null,
        gameType: 'RNG',
        freePlay: false,
        language: 'en',
        returnUrl: null,
        now,
      }),
    );
  }
  const d = deps(db);
  await sleepUntil(o.startAt);
  const deadline = o.startAt + o.seconds * 1000;
  let count = 0;
  let errors = 0;
  const worker = async (w: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const i = (w * 7 + n) % sessions.length;
      const roundId = `${o.tag}-${w}-${n}`;
      try {
        const answer = await bet(d, 'BENCH', {
          sessionToken: sessions[i] ?? '',
          transactionId: `${roundId}:bet`,
          roundId,
          gameCode: 'slot',
          amount: 100 + (n % 50),
        });
        if (answer.status === 'OK') count++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: o.workers }, (_, w) => worker(w)));
  return { count, errors, seconds: (Date.now() - o.startAt) / 1000 };
}

/** The bare `pg` insert loop: WORKERS callers, one single-row INSERT each, autocommit. */
async function bareLoop(url: string, schema: string, o: BetsOptions): Promise<Count> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path="${schema}"` });
  try {
    await pool.query(
      'CREATE TABLE bare_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, worker int NOT NULL, n int NOT NULL, amount bigint NOT NULL, at timestamptz NOT NULL)',
    );
    const startAt = Date.now();
    const deadline = startAt + o.seconds * 1000;
    let count = 0;
    const worker = async (w: number) => {
      for (let n = 0; Date.now() < deadline; n++) {
        await pool.query('INSERT INTO bare_inserts (worker, n, amount, at) VALUES ($1, $2, $3, $4)', [w, n, 100 + (n % 50), new Date()]);
        count++;
      }
    };
    await Promise.all(Array.from({ length: o.workers }, (_, w) => worker(w)));
    return { count, errors: 0, seconds: (Date.now() - startAt) / 1000 };
  } finally {
    await pool.end();
  }
}

/** A child process running `betLoop` on the same schema (bench-ledger.ts --bets-child), its count read from its last line. */
function childLoop(schema: string, players: number[], o: BetsOptions & { startAt: number }): Promise<Count> {
  const args = [
    '--import',
    'tsx',
    'scripts/bench/ledger-bets.ts',
    '--child',
    schema,
    String(o.startAt),
    String(o.seconds),
    String(o.workers),
    players.join(','),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as Count);
      } catch {
        reject(new Error(`bets child exited ${code}: ${out.slice(-200)}`));
      }
    });
  });
}

const perSecond = (c: Count) => Math.round(c.count / c.seconds);

/** The three runs and their ratios (the caller made the schema, migrated `db` and verifies the ledger after). */
export async function betsRun(db: Db, url: string, schema: string, o: BetsOptions) {
  const players = await makeBetPlayers(db, o.players);
  const bare = await bareLoop(url, schema, o);
  const one = await betLoop(db, players, { ...o, startAt: Date.now() + 200, tag: `one${randomBytes(3).toString('hex')}` });
  // the child needs a few seconds to start (tsx, its own pool): both begin at the same moment
  const startAt = Date.now() + 6_000;
  const [mine, theirs] = await Promise.all([
    betLoop(db, players, { ...o, startAt, tag: `two-a${randomBytes(3).toString('hex')}` }),
    childLoop(schema, players, { ...o, startAt }),
  ]);
  const two = { count: mine.count + theirs.count, errors: mine.errors + theirs.errors, seconds: Math.max(mine.seconds, theirs.seconds) };
  const bareRate = perSecond(bare);
  return {
    bareInsertsPerSecond: bareRate,
    betsPerSecond: { oneProcess: perSecond(one), twoProcesses: perSecond(two) },
    ratioToBare: {
      oneProcess: Math.round((perSecond(one) / bareRate) * 1000) / 1000,
      twoProcesses: Math.round((perSecond(two) / bareRate) * 1000) / 1000,
    },
    errors: { oneProcess: one.errors, twoProcesses: two.errors },
    perProcess: [perSecond(mine), perSecond(theirs)],
  };
}

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  const n = i >= 0 ? Number(argv[i + 1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const url = process.env.DATABASE_URL;
if (!url) throw new Error('ledger-bets: PostgreSQL only (set DATABASE_URL, or run npm run bench:ledger)');

if (argv[0] === '--child') {
  // a second process: the parent's schema and players, the same start and length
  const [schema = '', startAt, seconds, workers, players = ''] = argv.slice(1);
  const db = await openDb({ databaseUrl: url, databaseSchema: schema, dataDir: 'memory://' });
  try {
    const count = await betLoop(db, players.split(',').map(Number), {
      startAt: Number(startAt),
      seconds: Number(seconds),
      workers: Number(workers),
      players: 0,
      tag: `two-b${randomBytes(3).toString('hex')}`,
    });
    console.log(JSON.stringify(count));
  } finally {
    await db.close();
  }
} else {
  const o: BetsOptions = { seconds: arg('--seconds', 5), workers: arg('--workers', 16), players: 50 };
  const schema = `bets_${randomBytes(5).toString('hex')}`;
  const db = await openDb({ databaseUrl: url, databaseSchema: schema, dataDir: 'memory://' });
  try {
    await migrate(db);
    const result = await betsRun(db, url, schema, o);
    const verify = await verifyLedger(db, TENANT);
    console.log(
      JSON.stringify({
        ...result,
        workersPerProcess: o.workers,
        seconds: o.seconds,
        verify: { ok: verify.ok, transactions: verify.transactions },
      }),
    );
    if (!verify.ok) process.exitCode = 1;
  } finally {
    await db.close();
    await dropSchema({ databaseUrl: url, databaseSchema: schema } as Parameters<typeof dropSchema>[0]);
  }
}
