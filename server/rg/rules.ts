/**
 * Limit rules from the append-only `rg_limit_changes`: the rule in force at `now` is the latest
 * request (by request time) whose effective time has come; a raise or removal waits for the
 * cooling period, a lowering (or a first limit) applies at once and supersedes a pending raise.
 */
import type { LimitPeriod, Rule } from '../../src/contracts/rg/rg';
import type { Queryable } from '../db/types';

export type RuleKind = 'deposit' | 'loss' | 'wager' | 'session' | 'reality';
export type RulePeriod = LimitPeriod | 'session';
export type ChangeRow = {
  id: number;
  kind: RuleKind;
  period: RulePeriod;
  amount: string | number | null;
  requested_at: Date;
  effective_at: Date;
};

const num = (x: string | number | null): number | null => (x === null ? null : Number(x));

/** The rule of one (kind, period) from its change rows (any order). */
export function resolveRule(rows: readonly ChangeRow[], now: Date): Rule {
  const sorted = [...rows].sort((a, b) => a.requested_at.getTime() - b.requested_at.getTime() || a.id - b.id);
  let current: ChangeRow | null = null;
  for (const r of sorted) if (r.effective_at.getTime() <= now.getTime()) current = r;
  const after = current ? sorted.slice(sorted.indexOf(current) + 1) : sorted;
  const pending = after.filter((r) => r.effective_at.getTime() > now.getTime()).at(-1) ?? null;
  return {
    current: current ? num(current.amount) : null,
    pending: pending ? { amount: num(pending.amount), effectiveAt: pending.effective_at.toISOString() } : null,
  };
}

/** True when moving from `current` to `next` loosens the rule (needs the cooling period). */
export const loosens = (current: number | null, next: number | null): boolean => current !== null && (next === null || next > current);

export async function changeRows(db: Queryable, tenantId: string, memberId: number): Promise<ChangeRow[]> {
  return db.query<ChangeRow>(
    'SELECT id, kind, period, amount, requested_at, effective_at FROM rg_limit_changes WHERE tenant_id = $1 AND member_id = $2',
    [tenantId, memberId],
  );
}

export function ruleOf(rows: readonly ChangeRow[], kind: RuleKind, period: RulePeriod, now: Date): Rule {
  return resolveRule(
    rows.filter((r) => r.kind === kind && r.period === period),
    now,
  );
}

/** Records a change; returns when it takes effect. */
export async function changeRule(
  tx: Queryable,
  a: { tenantId: string; memberId: number; kind: RuleKind; period: RulePeriod; amount: number | null; now: Date; coolingHours: number },
): Promise<Date> {
  const current = ruleOf(await changeRows(tx, a.tenantId, a.memberId), a.kind, a.period, a.now).current;
  const effectiveAt = loosens(current, a.amount) ? new Date(a.now.getTime() + a.coolingHours * 3_600_000) : a.now;
  await tx.query(
    `INSERT INTO rg_limit_changes (tenant_id, member_id, kind, period, amount, requested_at, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [a.tenantId, a.memberId, a.kind, a.period, a.amount, a.now, effectiveAt],
  );
  return effectiveAt;
}
