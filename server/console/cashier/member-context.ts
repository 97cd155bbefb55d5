/**
 * What a cashier sees beside a request: the member's balances, the withdrawal turnover rule, the
 * responsible-gambling state (exclusion in force, money limits with what is used), whether the
 * account is locked, and the latest ledger movements. Read with the wallet's and the rg module's
 * own functions, so the console shows the numbers the player's rules act on.
 */
import { LIMIT_PERIODS, type Exclusion, type Rule } from '../../../src/contracts/rg/rg';
import type { Tenant } from '../../../tenants/schema';
import type { Queryable } from '../../db/types';
import { depositLimitUsage } from '../../rg/checks';
import { activeExclusion } from '../../rg/exclusions';
import { windowStart } from '../../rg/periods';
import { changeRows, ruleOf } from '../../rg/rules';
import { rgSettingsOf } from '../../rg/settings';
import { lossOf, usageBetween } from '../../rg/usage';
import { getBalances, type PlayerBalances, sumBalance } from '../../wallet/balances';
import { minor } from '../../wallet/minor';
import { walletSettings } from '../../wallet/settings';
import { type Turnover, turnoverOf } from '../../wallet/turnover';

export type LimitLine = { kind: 'deposit' | 'loss' | 'wager'; period: 'day' | 'week' | 'month'; rule: Rule; used: number };
export type RgState = { exclusion: Exclusion | null; limits: LimitLine[]; sessionLimitMinutes: number | null };
export type Movement = { transactionId: number; code: string; amount: number; at: string; actor: string; reason: string };

export type MemberContext = {
  memberId: number;
  username: string;
  locked: boolean;
  balances: PlayerBalances & { total: number };
  turnover: Turnover;
  rg: RgState;
  recent: Movement[];
};

/**
 * The member's money limits in force (only those set or pending) with what each period used: for a
 * deposit limit, credited deposits and requests still open, as the limit check counts them.
 */
export async function rgStateOf(db: Queryable, tenant: Tenant, memberId: number, now: Date): Promise<RgState> {
  const rows = await changeRows(db, tenant.id, memberId);
  const limits: LimitLine[] = [];
  for (const period of LIMIT_PERIODS) {
    const set = rgSettingsOf(tenant).limits.filter((kind) => {
      const rule = ruleOf(rows, kind, period, now);
      return rule.current !== null || rule.pending !== null;
    });
    if (set.length === 0) continue;
    const from = windowStart(period, now);
    const usage = await usageBetween(db, tenant.id, memberId, from, now);
    for (const kind of set) {
      // a deposit limit counts what the limit check counts: credited deposits and requests still open
      const used =
        kind === 'deposit'
          ? await depositLimitUsage(db, tenant.id, memberId, usage, from, now)
          : kind === 'wager'
            ? usage.wagered
            : lossOf(usage);
      limits.push({ kind, period, rule: ruleOf(rows, kind, period, now), used });
    }
  }
  return {
    exclusion: await activeExclusion(db, tenant.id, memberId, now),
    limits,
    sessionLimitMinutes: ruleOf(rows, 'session', 'session', now).current,
  };
}

/** The member's latest ledger transactions, newest first: the net amount on the member's own accounts. */
export async function recentMovements(
  db: Queryable,
  tenantId: string,
  memberId: number,
  limit: number,
  before?: number,
): Promise<Movement[]> {
  const rows = await db.query<{ id: string; code: string; amount: string; created_at: Date; actor: string; reason: string }>(
    `SELECT t.id::text AS id, t.code, SUM(p.amount)::text AS amount, t.created_at, t.actor, t.reason
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.tenant_id = $1 AND a.member_id = $2 AND ($4::bigint IS NULL OR t.id < $4)
      GROUP BY t.id, t.code, t.created_at, t.actor, t.reason
      ORDER BY t.id DESC LIMIT $3`,
    [tenantId, memberId, limit, before ?? null],
  );
  return rows.map((r) => ({
    transactionId: Number(r.id),
    code: r.code,
    amount: minor(r.amount),
    at: new Date(r.created_at).toISOString(),
    actor: r.actor,
    reason: r.reason,
  }));
}

export async function memberContext(db: Queryable, tenant: Tenant, memberId: number, now: Date): Promise<MemberContext | null> {
  const [member] = await db.query<{ id: number; username: string; disabled: boolean }>(
    'SELECT id, username, disabled FROM members WHERE id = $1 AND tenant_id = $2',
    [memberId, tenant.id],
  );
  if (!member) return null;
  const balances = await getBalances(db, tenant.id, member.id);
  return {
    memberId: member.id,
    username: member.username,
    locked: member.disabled,
    balances: { ...balances, total: sumBalance(balances) },
    turnover: await turnoverOf(db, tenant.id, member.id, walletSettings(tenant).withdraw.turnoverMultiple),
    rg: await rgStateOf(db, tenant, member.id, now),
    recent: await recentMovements(db, tenant.id, member.id, 10),
  };
}
