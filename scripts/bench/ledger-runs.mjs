#!/usr/bin/env node
// `npm run bench:ledger`: ledger throughput (scripts/bench-ledger.ts, 16 workers, 5 s) on PostgreSQL
// (a throwaway cluster per run, scripts/with-postgres.mjs) and in-memory PGlite, the current path
// (one statement per bet or win) and `--classic` (explicit transactions, as before migration 160)
// interleaved, `--repeat N` times each (default 2), so each figure has a spread on a shared
// machine. Each run ends with `ledger verify`. On PostgreSQL, each repeat also measures bets per
// second with one and two processes against a bare `pg` insert loop on the same cluster
// (scripts/bench/ledger-bets.ts; `--bets-only` runs just that, `--no-bets` leaves it out).
// Writes reports/bench/ledger.json and ledger.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';
import { betsRun, hasPostgres, ledgerRun } from './ledger-run.mjs';

const argv = process.argv.slice(2);
const REPEAT = argv.includes('--repeat') && Number(argv[argv.indexOf('--repeat') + 1]) > 0 ? Number(argv[argv.indexOf('--repeat') + 1]) : 2;
const SECONDS = '5';

const once = (db, classic) => ledgerRun(db, { seconds: SECONDS, classic });

const hasPg = await hasPostgres();
const BETS_ONLY = argv.includes('--bets-only');
const BETS = hasPg && !argv.includes('--no-bets');
const dbs = BETS_ONLY ? [] : hasPg ? ['postgres', 'pglite'] : ['pglite'];
const runs = {};
const bets = [];
for (let i = 0; i < REPEAT; i++) {
  if (BETS) {
    const b = await betsRun({ seconds: SECONDS });
    bets.push(b);
    console.log(
      `bets run ${i + 1}: bare inserts ${b.bareInsertsPerSecond}/s, bets ${b.betsPerSecond?.oneProcess}/s one process, ${b.betsPerSecond?.twoProcesses}/s two (ratio ${b.ratioToBare?.oneProcess}, ${b.ratioToBare?.twoProcesses}), verify ${b.verify?.ok ? 'OK' : 'FAILED'}`,
    );
  }
  for (const db of dbs) {
    for (const classic of [false, true]) {
      const key = `${db}${classic ? ' classic' : ''}`;
      const r = await once(db, classic);
      runs[key] ??= [];
      runs[key].push(r);
      console.log(
        `${key} run ${i + 1}: ${r.roundsPerSecond ?? 'failed'} rounds/s, verify ${r.verify?.ok ? 'OK' : 'FAILED'}, client CPU ${r.clientCpuMsPerRound} ms/round`,
      );
    }
  }
}
const summary = Object.fromEntries(
  Object.entries(runs).map(([k, list]) => {
    const rps = list.map((r) => r.roundsPerSecond ?? 0);
    return [k, { min: Math.min(...rps), max: Math.max(...rps), runs: rps, verifyOk: list.every((r) => r.exit === 0 && r.verify?.ok) }];
  }),
);
const result = {
  date: new Date().toISOString(),
  node: process.version,
  repeat: REPEAT,
  seconds: Number(SECONDS),
  runs,
  summary,
  bets,
  target: { postgresRoundsPerSecond: 1000, met: (summary.postgres?.min ?? 0) >= 1000 },
};
const md = [
  `# npm run bench:ledger${BETS_ONLY ? ' -- --bets-only' : ''}, ${result.date}`,
  '',
  ...(BETS_ONLY
    ? []
    : [
        `Rounds per second: a bet debit and a win credit (a third of the rounds win) with the bet order, 16 workers over 50 players, ${SECONDS} s per run, then \`ledger verify\`; ${REPEAT} runs each, interleaved (spread = min-max). "classic" is the path before migration 160 (explicit transactions, four round trips per posting). Target: 1,000 rounds/s on PostgreSQL.`,
        '',
        '| database, path | rounds/s (runs) | ledger verify |',
        '|---|---|---|',
        ...Object.entries(summary).map(([k, s]) => `| ${k} | ${s.min}-${s.max} (${s.runs.join(', ')}) | ${s.verifyOk ? 'OK' : 'FAILED'} |`),
        '',
      ]),
  ...(bets.length === 0
    ? []
    : [
        `Bets per second on PostgreSQL: the seamless wallet's bet (session, member lock, claim, responsible-gambling check, debit with its bet order, balance), 16 callers per process over 50 players, ${SECONDS} s, one process then two on the same schema; against a bare \`pg\` insert loop (16 callers, one single-row INSERT per statement) on the same cluster in the same run.`,
        '',
        '| run | bare inserts/s | bets/s, 1 process | bets/s, 2 processes | ratio 1 / bare | ratio 2 / bare | errors | ledger verify |',
        '|---|---|---|---|---|---|---|---|',
        ...bets.map(
          (b, i) =>
            `| ${i + 1} | ${b.bareInsertsPerSecond ?? 'failed'} | ${b.betsPerSecond?.oneProcess} | ${b.betsPerSecond?.twoProcesses} (${(b.perProcess ?? []).join(' + ')}) | ${b.ratioToBare?.oneProcess} | ${b.ratioToBare?.twoProcesses} | ${(b.errors?.oneProcess ?? 0) + (b.errors?.twoProcesses ?? 0)} | ${b.verify?.ok ? 'OK' : 'FAILED'} |`,
        ),
        '',
      ]),
].join('\n');
mkdirSync(join(ROOT, 'reports', 'bench'), { recursive: true });
// --bets-only keeps the rounds' report and writes its own
const base = BETS_ONLY ? 'ledger-bets' : 'ledger';
writeFileSync(join(ROOT, 'reports', 'bench', `${base}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(ROOT, 'reports', 'bench', `${base}.md`), md);
console.log(`\n${md}\nwritten: reports/bench/${base}.json, reports/bench/${base}.md`);
process.exitCode = Object.values(summary).every((s) => s.verifyOk) && bets.every((b) => b.exit === 0 && b.verify?.ok) ? 0 : 1;
