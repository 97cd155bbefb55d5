/**
 * VIP benefits paid (VIPBEN3): the brand file's `vip.ranks[].benefits` made real by a pay
 * run driven by the server clock (the member routes' timer, `npm run ops -- vip pay`,
 * `POST /ops/api/vip/pay`).
 *
 * - upgrade bonus: once per rank reached (lifetime deposits and turnover, server/member/vip.ts),
 *   every rank passed on the way included; occasion = the rank's labelId;
 * - turnover rebate: per ended rebate period (a day or a week in the brand's local time), the
 *   period's valid turnover (stakes of betting records settled in the period) × the rebate percent
 *   of the player's rank at the period's end; occasion = the period start;
 * - birthday bonus: on the player's birthday (brand-local date; 29 February is kept on 28 February
 *   in other years), the bonus of his rank that day; occasion = the year.
 *
 * Each is a PROMO posting (house:promo → main) with the key `vip:<kind>:<member>:<occasion>` and a
 * unique `vip_benefit_payments` row in the same transaction, so it is paid exactly once whoever
 * runs the pay run and however often; the posting's meta carries `turnoverMultiple`, which the
 * withdrawal rule (server/wallet/turnover.ts) requires staked like any promotion bonus.
 * Responsible gambling: a player who is excluded or in a time-out at pay time (isMarketingBlocked)
 * gets no bonus; the row is written as withheld and that benefit is never paid later.
 */
import type { VipBenefitPayment, VipBenefitsValue } from '../../src/contracts/member/vip';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Tenant } from '../../tenants/schema';
import type { Db, Queryable } from '../db/types';
import { isMarketingBlocked } from '../rg/marketing';
import { effectiveFlags } from '../tenants/effective';
import { RuntimeRepository } from '../tenants/runtime-repository';
import { effectiveTenant, SettingsRepository } from '../tenants/settings-repository';
import { postLedgerTransaction } from '../wallet/ledger';
import { lockMember } from '../wallet/lock';
import { minor } from '../wallet/minor';
import { lifetimeFiguresOf } from './figures';
import { periodOf } from './periods';
import { brandOffsetMinutes, rebatePeriod, vipBonusTurnoverMultiple, vipSettings } from './settings';
import { rankOf } from './rank';

export type BenefitKind = 'upgrade' | 'rebate' | 'birthday';
/** `failed`: payments whose transaction failed (rolled back, nothing written); the next run tries them again, the others are paid. */
export type PayRunResult = {
  paid: number;
  withheld: number;
  failed: number;
  amount: number;
  byKind: Record<BenefitKind, number>;
  errors: string[];
};

/** Rebate periods a pay run looks back over (older unpaid periods are not paid late). */
export const REBATE_LOOKBACK = { day: 7, week: 2 } as const;
/** The member routes' timer runs the pay run this often. */
export const VIP_PAY_RUN_EVERY_MS = 5 * 60 * 1000;

type Due = {
  memberId: number;
  kind: BenefitKind;
  occasion: string;
  labelId: string;
  amount: number;
  base: number;
  period?: { start: Date; end: Date };
  reason: string;
};

/** Writes one benefit once (paid, or withheld by responsible gambling); false when it already was. */
async function settle(db: Db, tenant: Tenant, d: Due, now: Date): Promise<'paid' | 'withheld' | false> {
  return db.transaction(async (tx) => {
    await lockMember(tx, d.memberId);
    const blocked = await isMarketingBlocked(tx, tenant, { id: d.memberId }, now);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO vip_benefit_payments (tenant_id, member_id, kind, occasion, label_id, period_start, period_end, base, amount, withheld, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (tenant_id, member_id, kind, occasion) DO NOTHING RETURNING id::text AS id`,
      [
        tenant.id,
        d.memberId,
        d.kind,
        d.occasion,
        d.labelId,
        d.period?.start ?? null,
        d.period?.end ?? null,
        d.base,
        blocked ? 0 : d.amount,
        blocked,
        now,
      ],
    );
    if (!row) return false;
    if (blocked) return 'withheld';
    const multiple = vipBonusTurnoverMultiple(tenant);
    const posted = await postLedgerTransaction(tx, {
      tenantId: tenant.id,
      code: 'PROMO',
      idempotencyKey: `vip:${d.kind}:${d.memberId}:${d.occasion}`,
      actor: 'system',
      reason: d.reason,
      meta: { vipBenefit: d.kind, labelId: d.labelId, occasion: d.occasion, base: d.base, turnoverMultiple: multiple },
      now,
      postings: [
        { account: { memberId: d.memberId, kind: 'main' }, amount: d.amount },
        { account: { house: HOUSE_ACCOUNTS.promo }, amount: -d.amount },
      ],
    });
    await tx.query('UPDATE vip_benefit_payments SET tx_id = $2 WHERE id = $1', [row.id, posted.transactionId]);
    return 'paid';
  });
}

/** The rebate in minor units: turnover × percent / 100, rounded down (percent to 4 decimals). */
export function rebateOf(turnover: number, percent: number): number {
  return Math.floor((turnover * Math.round(percent * 10_000)) / 1_000_000);
}

/** Valid turnover per player in [start, end): stakes of betting records settled in it. */
async function settledStakes(
  db: Queryable,
  tenantId: string,
  start: Date,
  end: Date,
  memberId?: number,
): Promise<{ member_id: number; base: number }[]> {
  const rows = await db.query<{ member_id: number; base: string }>(
    `SELECT b.member_id, sum(b.stake)::text AS base FROM bet_orders b JOIN members m ON m.id = b.member_id
      WHERE b.tenant_id = $1 AND b.status = 'settled' AND b.settled_at >= $2 AND b.settled_at < $3
        AND m.account_kind = 'player' AND NOT m.trial AND ($4::int IS NULL OR b.member_id = $4)
      GROUP BY b.member_id ORDER BY b.member_id`,
    [tenantId, start, end, memberId ?? null],
  );
  return rows.map((r) => ({ member_id: r.member_id, base: minor(r.base) }));
}

/** The ended rebate periods within the look-back, oldest first. */
export function endedRebatePeriods(tenant: Tenant, now: Date): { start: Date; end: Date }[] {
  const kind = rebatePeriod(tenant);
  const offset = brandOffsetMinutes(tenant);
  const out: { start: Date; end: Date }[] = [];
  let p = periodOf(kind, now, offset);
  for (let i = 0; i < REBATE_LOOKBACK[kind]; i++) {
    p = periodOf(kind, new Date(p.start.getTime() - 1), offset);
    out.unshift(p);
  }
  return out;
}

async function dueUpgrades(db: Queryable, tenant: Tenant, now: Date): Promise<Due[]> {
  const ranks = vipSettings(tenant).ranks;
  if (!ranks.some((r) => r.benefits.upgradeBonus > 0)) return [];
  // players who have played or deposited and still have an upgrade bonus to get
  const withBonus = ranks.slice(1).filter((r) => r.benefits.upgradeBonus > 0).length;
  // one query for the players and the upgrades they were paid, one for their lifetime figures
  const members = await db.query<{ id: number; paid: string[] }>(
    `SELECT m.id, COALESCE((SELECT array_agg(p.occasion) FROM vip_benefit_payments p WHERE p.member_id = m.id AND p.kind = 'upgrade'), '{}') AS paid
       FROM members m WHERE m.tenant_id = $1 AND m.account_kind = 'player' AND NOT m.trial
        AND (EXISTS (SELECT 1 FROM bet_orders b WHERE b.member_id = m.id) OR EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'credited'))
        AND (SELECT count(*) FROM vip_benefit_payments p WHERE p.member_id = m.id AND p.kind = 'upgrade') < $2
      ORDER BY m.id`,
    [tenant.id, withBonus],
  );
  const figures = await lifetimeFiguresOf(
    db,
    tenant.id,
    members.map((m) => m.id),
    now,
  );
  const due: Due[] = [];
  for (const { id, paid } of members) {
    const state = rankOf(tenant, figures.get(id) ?? { deposits: 0, turnover: 0 });
    const reached = ranks.findIndex((r) => r.labelId === state.labelId);
    ranks.slice(1, reached + 1).forEach((r) => {
      if (r.benefits.upgradeBonus > 0 && !paid.includes(r.labelId)) {
        due.push({
          memberId: id,
          kind: 'upgrade',
          occasion: r.labelId,
          labelId: r.labelId,
          amount: r.benefits.upgradeBonus,
          base: 0,
          reason: `VIP upgrade bonus ${r.labelId}`,
        });
      }
    });
  }
  return due;
}

async function dueRebates(db: Queryable, tenant: Tenant, now: Date): Promise<Due[]> {
  const ranks = vipSettings(tenant).ranks;
  if (!ranks.some((r) => r.benefits.rebatePercent > 0)) return [];
  const due: Due[] = [];
  for (const period of endedRebatePeriods(tenant, now)) {
    const occasion = period.start.toISOString();
    const stakes = await settledStakes(db, tenant.id, period.start, period.end);
    const ids = stakes.map((st) => st.member_id);
    // paid (or withheld) for this period, or for one overlapping it (the brand switched day ↔ week)
    const done = new Set(
      (
        await db.query<{ member_id: number }>(
          `SELECT DISTINCT member_id FROM vip_benefit_payments WHERE member_id = ANY($1::int[]) AND kind = 'rebate' AND period_start < $3 AND period_end > $2`,
          [ids, period.start, period.end],
        )
      ).map((r) => Number(r.member_id)),
    );
    // the rank held at the period's end (figures up to its last moment)
    const figures = await lifetimeFiguresOf(
      db,
      tenant.id,
      ids.filter((id) => !done.has(id)),
      new Date(period.end.getTime() - 1),
    );
    for (const { member_id, base } of stakes) {
      const held = figures.get(member_id);
      if (!held) continue;
      const state = rankOf(tenant, held);
      const rank = ranks.find((r) => r.labelId === state.labelId);
      const amount = rank ? rebateOf(base, rank.benefits.rebatePercent) : 0;
      if (!rank || amount <= 0) continue;
      due.push({
        memberId: member_id,
        kind: 'rebate',
        occasion,
        labelId: rank.labelId,
        amount,
        base,
        period,
        reason: `VIP ${rank.labelId} rebate ${rank.benefits.rebatePercent}% of ${base}, ${occasion}`,
      });
    }
  }
  return due;
}

/** The brand-local calendar date of `now`: year, and the MM-DD birthdays that fall on it. */
export function birthdaysOn(now: Date, utcOffsetMinutes: number): { year: number; days: string[] } {
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  const year = local.getUTCFullYear();
  const md = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  const days = [md(local)];
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  if (!leap && days[0] === '02-28') days.push('02-29');
  return { year, days };
}

async function dueBirthdays(db: Queryable, tenant: Tenant, now: Date): Promise<Due[]> {
  const ranks = vipSettings(tenant).ranks;
  if (!ranks.some((r) => r.benefits.birthdayBonus > 0)) return [];
  const { year, days } = birthdaysOn(now, brandOffsetMinutes(tenant));
  const members = await db.query<{ id: number }>(
    `SELECT m.id FROM members m WHERE m.tenant_id = $1 AND m.account_kind = 'player' AND NOT m.trial
        AND m.birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND substr(m.birthday, 6) = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM vip_benefit_payments p WHERE p.member_id = m.id AND p.kind = 'birthday' AND p.occasion = $3)
      ORDER BY m.id`,
    [tenant.id, days, String(year)],
  );
  const figures = await lifetimeFiguresOf(
    db,
    tenant.id,
    members.map((m) => m.id),
    now,
  );
  const due: Due[] = [];
  for (const { id } of members) {
    const state = rankOf(tenant, figures.get(id) ?? { deposits: 0, turnover: 0 });
    const rank = ranks.find((r) => r.labelId === state.labelId);
    if (!rank || rank.benefits.birthdayBonus <= 0) continue;
    due.push({
      memberId: id,
      kind: 'birthday',
      occasion: String(year),
      labelId: rank.labelId,
      amount: rank.benefits.birthdayBonus,
      base: 0,
      reason: `VIP ${rank.labelId} birthday bonus ${year}`,
    });
  }
  return due;
}

/** The brand as it is now (runtime flag and setting overrides on the tenant file). */
async function brandOf(db: Queryable, file: Tenant): Promise<{ tenant: Tenant; on: boolean }> {
  const [overrides, settings] = await Promise.all([
    new RuntimeRepository(db).overrides(file.id),
    new SettingsRepository(db).overrides(file.id),
  ]);
  return { tenant: effectiveTenant(file, settings), on: effectiveFlags(file, overrides).VIPBEN3 };
}

/**
 * The pay run: every due benefit of every brand with VIPBEN3 on (or one brand), exactly once.
 * A brand with VIPBEN3 off pays no benefits (its players see no benefits page either).
 */
export async function payVipBenefits(db: Db, tenants: readonly Tenant[], now: Date): Promise<PayRunResult> {
  const result: PayRunResult = { paid: 0, withheld: 0, failed: 0, amount: 0, byKind: { upgrade: 0, rebate: 0, birthday: 0 }, errors: [] };
  for (const file of tenants) {
    const { tenant, on } = await brandOf(db, file);
    if (!on) continue;
    const due = [...(await dueUpgrades(db, tenant, now)), ...(await dueRebates(db, tenant, now)), ...(await dueBirthdays(db, tenant, now))];
    for (const d of due) {
      // one payment that fails (its transaction rolls back) never stops the others
      const r = await settle(db, tenant, d, now).catch((error: unknown) => {
        result.failed++;
        if (result.errors.length < 10)
          result.errors.push(
            `${tenant.id} ${d.kind} ${d.occasion} member ${d.memberId}: ${error instanceof Error ? error.message : String(error)}`,
          );
        return false as const;
      });
      if (r === 'withheld') result.withheld++;
      if (r !== 'paid') continue;
      result.paid++;
      result.amount += d.amount;
      result.byKind[d.kind]++;
    }
  }
  return result;
}

type PaymentRow = {
  kind: BenefitKind;
  label_id: string;
  amount: string;
  period_start: Date | null;
  period_end: Date | null;
  base: string;
  withheld: boolean;
  created_at: Date;
};

/** The player's side: what was paid (newest first), and the current rebate period. */
export async function benefitsOf(db: Queryable, tenant: Tenant, memberId: number, now: Date): Promise<VipBenefitsValue> {
  const rows = await db.query<PaymentRow>(
    `SELECT kind, label_id, amount::text AS amount, period_start, period_end, base::text AS base, withheld, created_at
       FROM vip_benefit_payments WHERE tenant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT 50`,
    [tenant.id, memberId],
  );
  const payments: VipBenefitPayment[] = rows.map((r) => ({
    kind: r.kind,
    labelId: r.label_id,
    amount: minor(r.amount),
    base: minor(r.base),
    periodStart: r.period_start ? new Date(r.period_start).toISOString() : null,
    periodEnd: r.period_end ? new Date(r.period_end).toISOString() : null,
    withheld: r.withheld,
    paidAt: new Date(r.created_at).toISOString(),
  }));
  const period = periodOf(rebatePeriod(tenant), now, brandOffsetMinutes(tenant));
  const [current] = await settledStakes(db, tenant.id, period.start, new Date(Math.min(period.end.getTime(), now.getTime() + 1)), memberId);
  return {
    payments,
    rebate: {
      period: rebatePeriod(tenant),
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      turnover: current?.base ?? 0,
    },
    turnoverMultiple: vipBonusTurnoverMultiple(tenant),
  };
}
