/**
 * Ledger throughput: rounds per second (a bet debit + a win credit, each one statement and its own
 * DB transaction with its bet order: server/wallet/rounds.ts), from 16 concurrent workers over 50 funded players for a few seconds, then
 * `ledger verify`. PostgreSQL when DATABASE_URL is set (a fresh schema, dropped after), else
 * in-memory PGlite. Prints one JSON line; `npm run bench` runs it on both.
 *   tsx scripts/bench-ledger.ts [--seconds 5] [--workers 16] [--classic]
 * `--classic` measures the way before migration 160, for comparison: each posting and its order
 * write in an explicit transaction (BEGIN, ledger_post, order write, COMMIT: four round trips).
 */
import { randomBytes } from 'node:crypto';
import { insertMember } from '../server/accounts/members';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open';
import { dropSchema } from '../server/test/helper';
import { recordBet, settleRound } from '../server/wallet/bet-orders';
import { postLedgerTransaction } from '../server/wallet/ledger';
import { postBet, postWin } from '../server/wallet/rounds';
import { verifyLedger } from '../server/wallet/verify';
import { HOUSE_ACCOUNTS } from '../src/contracts/wallet/tx-codes';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const n = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const SECONDS = arg('--seconds', 5);
const WORKERS = arg('--workers', 16);
const PLAYERS = 50;
const CLASSIC = process.argv.includes('--classic');
const TENANT = 'royal';

const url = process.env.DATABASE_URL;
const config = { databaseUrl: url, databaseSchema: url ? `bench_${randomBytes(5).toString('hex')}` : undefined, dataDir: 'memory://' };
const db = await openDb(config);
try {
  await migrate(db);
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const m = await insertMember(db, {
      tenantId: TENANT,
      merchantCode: 'ROYAL01',
      username: `bench${i}`,
      passwordHash: null,
      now: new Date(),
    });
    players.push(m.id);
    await db.transaction((tx) =>
      postLedgerTransaction(tx, {
        tenantId: TENANT,
        code: 'DEPOSIT',
        idempotencyKey: `bench-fund-${m.id}`,
        actor: 'system',
        reason: 'bench',
        postings: [
          { account: { memberId: m.id, kind: 'main' }, amount: 1_000_000_000 },
          { account: { house: HOUSE_ACCOUNTS.cash }, amount: -1_000_000_000 },
        ],
      }),
    );
  }
  let rounds = 0;
  let refused = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  const cpu0 = process.cpuUsage();
  const worker = async (w: number) => {
    let n = 0;
    while (Date.now() < deadline) {
      const memberId = players[(w * 7 + n) % PLAYERS] ?? 0;
      const roundId = `r${w}-${n++}`;
      const stake = 100 + (n % 50);
      const win = n % 3 === 0 ? stake * 2 : 0;
      try {
        if (CLASSIC) {
          await db.transaction(async (tx) => {
            const bet = await postLedgerTransaction(tx, {
              tenantId: TENANT,
              code: 'BET',
              idempotencyKey: `bench:bet:${roundId}`,
              actor: 'vendor:BENCH',
              postings: [
                { account: { memberId, kind: 'main' }, amount: -stake },
                { account: { house: HOUSE_ACCOUNTS.games }, amount: stake },
              ],
            });
            await recordBet(tx, {
              tenantId: TENANT,
              memberId,
              vendorCode: 'BENCH',
              gameCode: 'slot',
              gameType: 'RNG',
              roundId,
              stake,
              betTxId: bet.transactionId,
              now: new Date(),
            });
          });
          await db.transaction(async (tx) => {
            const credit =
              win > 0
                ? await postLedgerTransaction(tx, {
                    tenantId: TENANT,
                    code: 'WIN',
                    idempotencyKey: `bench:win:${roundId}`,
                    actor: 'vendor:BENCH',
                    postings: [
                      { account: { memberId, kind: 'main' }, amount: win },
                      { account: { house: HOUSE_ACCOUNTS.games }, amount: -win },
                    ],
                  })
                : null;
            await settleRound(tx, {
              tenantId: TENANT,
              vendorCode: 'BENCH',
              roundId,
              memberId,
              win,
              winTxId: credit?.transactionId ?? null,
              now: new Date(),
            });
          });
          rounds++;
          continue;
        }
        // one statement each: the posting and its bet order, its own transaction (server/wallet/rounds.ts)
        await postBet(
          db,
          {
            tenantId: TENANT,
            code: 'BET',
            idempotencyKey: `bench:bet:${roundId}`,
            actor: 'vendor:BENCH',
            postings: [
              { account: { memberId, kind: 'main' }, amount: -stake },
              { account: { house: HOUSE_ACCOUNTS.games }, amount: stake },
            ],
          },
          { tenantId: TENANT, memberId, vendorCode: 'BENCH', gameCode: 'slot', gameType: 'RNG', roundId, stake },
        );
        const settled = await postWin(
          db,
          win > 0
            ? {
                tenantId: TENANT,
                code: 'WIN',
                idempotencyKey: `bench:win:${roundId}`,
                actor: 'vendor:BENCH',
                postings: [
                  { account: { memberId, kind: 'main' }, amount: win },
                  { account: { house: HOUSE_ACCOUNTS.games }, amount: -win },
                ],
              }
            : null,
          { tenantId: TENANT, vendorCode: 'BENCH', roundId, memberId, win, now: new Date() },
        );
        if (!settled) throw new Error(`round ${roundId} has no order`);
        rounds++;
      } catch {
        refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const verify = await verifyLedger(db, TENANT);
  const result = {
    database: db.kind,
    path: CLASSIC ? 'classic (explicit transactions, 4 round trips per posting)' : 'one statement per bet or win (server/wallet/rounds.ts)',
    workers: WORKERS,
    seconds: Math.round(seconds * 100) / 100,
    rounds,
    refused,
    roundsPerSecond: Math.round(rounds / seconds),
    // where the time goes: this process's CPU per round (the rest is the database's and the wait)
    clientCpuMsPerRound: rounds ? Math.round(((cpu.user + cpu.system) / 1000 / rounds) * 1000) / 1000 : null,
    verify: { ok: verify.ok, transactions: verify.transactions, postings: verify.postings, total: verify.total },
  };
  console.log(JSON.stringify(result));
  if (!verify.ok || refused > 0) process.exitCode = 1;
} finally {
  await db.close();
  if (config.databaseSchema && url)
    await dropSchema({ databaseUrl: url, databaseSchema: config.databaseSchema } as Parameters<typeof dropSchema>[0]);
}
