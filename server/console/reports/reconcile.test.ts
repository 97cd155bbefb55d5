/**
 * The brand report reconciles with the ledger: on seeded play (several players, deposits approved
 * and rejected, withdrawals paid and rejected, bets, wins, a refund, a transfer, a bonus, two
 * adjustments, on the day and around midnight), each figure of the day equals the sum of the
 * players' own postings of its transaction codes over that day (the other side of the postings the
 * report sums), and the seeded amounts; the breakdown by vendor and game type adds up to the day.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../../src/contracts/wallet/tx-codes';
import { insertMember, type MemberRow } from '../../accounts/members';
import { ensureCatalogue } from '../../games/seed';
import { fileTestApp } from '../../test/app';
import { postLedgerTransaction } from '../../wallet/ledger';
import { refundRound } from '../../wallet/refunds';
import { postBet, postWin } from '../../wallet/rounds';
import { verifyLedger } from '../../wallet/verify';
import { decide } from '../cashier/decide';
import type { StaffIdentity } from '../permissions';
import { adjustPlayer } from '../players/actions';
import { daysCsv } from './csv';
import { brandReport } from './figures';

const t = fileTestApp();
const staff: StaffIdentity = { id: 'staff-dora', username: 'dora', role: 'administrator', brands: 'all' };
const DAY = '2031-03-14';
const at = (time: string) => new Date(`${DAY}T${time}Z`);
const BEFORE = new Date('2031-03-13T23:59:59.999Z');
const AFTER = new Date('2031-03-15T00:00:00.000Z');
const royal = () => {
  const tenant = t.app.tenants.get('royal');
  if (!tenant) throw new Error('no royal');
  return tenant;
};

const player = (name: string, now: Date) =>
  insertMember(t.app.db, {
    tenantId: 'royal',
    merchantCode: royal().merchantCode,
    username: `${name}${randomUUID().slice(0, 5)}`,
    passwordHash: null,
    now,
  });

async function deposit(m: MemberRow, amount: number, now: Date, decision: 'approve' | 'reject') {
  const [row] = await t.app.db.query<{ id: string }>(
    `INSERT INTO deposits (tenant_id, member_id, method, channel, amount, bank_code, payer_name, reference, request_id, created_at)
     VALUES ('royal', $1, 'manual', 'BANK', $2, 'ABA', 'Payer', $3, $3, $4) RETURNING id::text AS id`,
    [m.id, amount, `R${randomUUID().slice(0, 8)}`, now],
  );
  await decide(t.app.db, royal(), staff, { kind: 'deposits', id: Number(row?.id), decision, note: '' }, now);
}

/** A withdrawal request as the wallet writes it (main → locked, the row), then the cashier's decision. */
async function withdrawal(m: MemberRow, amount: number, now: Date, decision: 'approve' | 'reject') {
  const key = randomUUID();
  const [card] = await t.app.db.query<{ id: number }>(
    `INSERT INTO bank_cards (tenant_id, member_id, bank_code, account_name, account_no, created_at) VALUES ('royal', $1, 'ABA', 'A', $2, $3) RETURNING id`,
    [m.id, key.slice(0, 12), now],
  );
  const id = await t.app.db.transaction(async (tx) => {
    const lock = await postLedgerTransaction(tx, {
      tenantId: 'royal',
      code: 'WITHDRAW_REQUEST',
      idempotencyKey: `withdraw:${m.id}:${key}`,
      actor: `member:${m.id}`,
      now,
      postings: [
        { account: { memberId: m.id, kind: 'main' }, amount: -amount },
        { account: { memberId: m.id, kind: 'locked' }, amount },
      ],
    });
    const [w] = await tx.query<{ id: string }>(
      'INSERT INTO withdrawals (tenant_id, member_id, bank_card_id, amount, request_id, lock_tx_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id',
      ['royal', m.id, card?.id ?? 0, amount, key, lock.transactionId, now],
    );
    return Number(w?.id);
  });
  await decide(t.app.db, royal(), staff, { kind: 'withdrawals', id, decision, note: '' }, now);
}

type Game = { game_code: string; vendor_code: string; game_type: string };
async function round(m: MemberRow, game: Game, stake: number, win: number, now: Date): Promise<string> {
  const roundId = randomUUID();
  const key = { tenantId: 'royal', vendorCode: game.vendor_code, roundId, memberId: m.id };
  const actor = `vendor:${game.vendor_code}`;
  const meta = { gameCode: game.game_code };
  await postBet(
    t.app.db,
    {
      tenantId: 'royal',
      code: 'BET',
      idempotencyKey: `bet:${roundId}`,
      actor,
      meta,
      now,
      postings: [
        { account: { memberId: m.id, kind: 'main' }, amount: -stake },
        { account: { house: HOUSE_ACCOUNTS.games }, amount: stake },
      ],
    },
    { ...key, gameCode: game.game_code, gameType: game.game_type, stake },
  );
  if (win >= 0) {
    await postWin(
      t.app.db,
      win === 0
        ? null
        : {
            tenantId: 'royal',
            code: 'WIN',
            idempotencyKey: `win:${roundId}`,
            actor,
            meta,
            now,
            postings: [
              { account: { memberId: m.id, kind: 'main' }, amount: win },
              { account: { house: HOUSE_ACCOUNTS.games }, amount: -win },
            ],
          },
      { ...key, win, now },
    );
  }
  return roundId;
}

/** The players' side: Σ of the postings on player accounts by code over the day. */
async function playerSums(): Promise<Record<string, number>> {
  const rows = await t.app.db.query<{ code: string; total: string }>(
    `SELECT t.code, SUM(p.amount)::text AS total FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
      WHERE t.tenant_id = 'royal' AND t.created_at >= $1 AND t.created_at < $2 GROUP BY t.code`,
    [at('00:00:00'), AFTER],
  );
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.total)]));
}

describe('the brand report reconciles with the ledger', () => {
  it('every figure of the day is the sum of the postings of its codes, and the seeded amounts', async () => {
    await ensureCatalogue(t.app.db, new Date());
    const games = await t.app.db.query<Game>('SELECT game_code, vendor_code, game_type FROM games ORDER BY node_id');
    const g1 = games[0];
    const g2 = games.find((g) => g1 && g.vendor_code !== g1.vendor_code && g.game_type !== g1.game_type);
    if (!g1 || !g2) throw new Error('the catalogue needs two vendors and two game types');

    const old = await player('old', new Date('2031-03-01T10:00:00Z'));
    const ann = await player('ann', at('00:30:00'));
    const ben = await player('ben', at('09:00:00'));
    const cat = await player('cat', at('23:59:59.999'));
    await player('next', AFTER);

    await deposit(old, 70_000, BEFORE, 'approve'); // the day before: not in the day
    await deposit(ann, 50_000, at('01:00:00'), 'approve');
    await deposit(ben, 30_000, at('09:05:00'), 'approve');
    await deposit(cat, 99_000, at('12:00:00'), 'reject');
    await deposit(ben, 5_000, AFTER, 'approve'); // the next day

    await withdrawal(old, 20_000, at('08:00:00'), 'approve');
    await withdrawal(old, 7_000, at('08:30:00'), 'reject');

    await round(ann, g1, 1_000, 2_500, at('02:00:00'));
    await round(ann, g1, 4_000, 0, at('02:10:00'));
    await round(ben, g2, 3_000, 1_200, at('10:00:00'));
    const open = await round(old, g2, 6_000, -1, at('11:00:00')); // no outcome: refunded below
    await t.app.db.transaction((tx) =>
      refundRound(tx, {
        tenantId: 'royal',
        vendorCode: g2.vendor_code,
        roundId: open,
        memberId: old.id,
        cause: 'operator',
        actor: 'operator:dora',
        reason: 'stuck round',
        now: at('11:30:00'),
      }),
    );
    await round(ben, g1, 2_000, 0, BEFORE);
    await t.app.db.transaction((tx) =>
      postLedgerTransaction(tx, {
        tenantId: 'royal',
        code: 'TRANSFER_OUT',
        idempotencyKey: `tr:${randomUUID()}`,
        actor: `member:${ann.id}`,
        now: at('03:00:00'),
        postings: [
          { account: { memberId: ann.id, kind: 'main' }, amount: -5_000 },
          { account: { memberId: ann.id, kind: 'vendor:DEMO' }, amount: 5_000 },
        ],
      }),
    );

    // a bonus as the member centre pays a mission reward: house:promo → main, with its turnover multiple
    await t.app.db.transaction((tx) =>
      postLedgerTransaction(tx, {
        tenantId: 'royal',
        code: 'PROMO',
        idempotencyKey: `mission:${randomUUID()}`,
        actor: 'system',
        meta: { turnoverMultiple: 1 },
        now: at('13:10:00'),
        postings: [
          { account: { memberId: ben.id, kind: 'main' }, amount: 1_800 },
          { account: { house: HOUSE_ACCOUNTS.promo }, amount: -1_800 },
        ],
      }),
    );
    await adjustPlayer(t.app.db, royal(), staff, ann.id, { amount: 700, reason: 'goodwill', idempotencyKey: randomUUID() }, at('14:00:00'));
    await adjustPlayer(
      t.app.db,
      royal(),
      staff,
      ben.id,
      { amount: -200, reason: 'correction', idempotencyKey: randomUUID() },
      at('15:00:00'),
    );

    const report = await brandReport(t.app.db, royal(), '2031-03-13', '2031-03-15');
    expect(report.timeZone).toBe('UTC');
    expect(report.days.map((d) => d.day)).toEqual(['2031-03-13', DAY, '2031-03-15']);
    const day = report.days[1];
    if (!day) throw new Error('no day');

    const sums = await playerSums();
    const s = (code: string) => sums[code] ?? 0;
    expect({
      deposits: day.deposits,
      withdrawals: day.withdrawals,
      stakes: day.stakes,
      wins: day.wins,
      bonuses: day.bonuses,
      adjustments: day.adjustments,
    }).toEqual({
      deposits: s('DEPOSIT'),
      withdrawals: -s('WITHDRAW_PAID'),
      stakes: -(s('BET') + s('ROLLBACK') + s('CANCEL')),
      wins: s('WIN'),
      bonuses: s('PROMO'),
      adjustments: s('ADJUST'),
    });
    expect(day).toEqual({
      day: DAY,
      deposits: 80_000,
      depositCount: 2,
      withdrawals: 20_000,
      withdrawalCount: 1,
      stakes: 1_000 + 4_000 + 3_000 + 6_000 - 6_000,
      wins: 2_500 + 1_200,
      ggr: 8_000 - 3_700,
      bonuses: 1_800,
      adjustments: 500,
      ngr: 4_300 - 1_800 - 500,
      activePlayers: 3,
      newPlayers: 3,
    });
    expect(report.days[0]).toMatchObject({ deposits: 70_000, stakes: 2_000, wins: 0, activePlayers: 1, newPlayers: 0 });
    expect(report.days[2]).toMatchObject({ deposits: 5_000, stakes: 0, newPlayers: 1 });
    expect(report.totals).toMatchObject({ deposits: 155_000, stakes: 10_000, wins: 3_700, ggr: 6_300, activePlayers: 3, newPlayers: 4 });

    const sum = (key: 'stakes' | 'wins' | 'ggr' | 'bets') => report.breakdown.reduce((n, b) => n + b[key], 0);
    expect({ stakes: sum('stakes'), wins: sum('wins'), ggr: sum('ggr') }).toEqual({
      stakes: report.totals.stakes,
      wins: report.totals.wins,
      ggr: report.totals.ggr,
    });
    expect(sum('bets')).toBe(5);
    expect(report.breakdown).toContainEqual({
      vendor: g2.vendor_code,
      gameType: g2.game_type,
      bets: 2,
      players: 2,
      stakes: 3_000,
      wins: 1_200,
      ggr: 1_800,
    });
    expect(report.breakdown).toContainEqual({
      vendor: g1.vendor_code,
      gameType: g1.game_type,
      bets: 3,
      players: 2,
      stakes: 7_000,
      wins: 2_500,
      ggr: 4_500,
    });

    const csv = daysCsv(report).split('\r\n');
    expect(csv[0]).toBe(
      'day,deposits,depositCount,withdrawals,withdrawalCount,stakes,wins,ggr,bonuses,adjustments,ngr,activePlayers,newPlayers',
    );
    expect(csv[2]).toBe(`${DAY},800.00,2,200.00,1,80.00,37.00,43.00,18.00,5.00,20.00,3,3`);
    expect(csv[4]).toMatch(/^total,1550\.00,/);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('refuses nothing and counts nothing on a brand with no play', async () => {
    const lotus = t.app.tenants.get('lotus');
    if (!lotus) throw new Error('no lotus');
    const report = await brandReport(t.app.db, lotus, '2031-03-14', '2031-03-14');
    expect(report.days).toEqual([expect.objectContaining({ day: DAY, deposits: 0, stakes: 0, ngr: 0, activePlayers: 0 })]);
    expect(report.breakdown).toEqual([]);
  });
});
