/**
 * Team figures computed on every call from the betting records (`bet_orders`: settled stakes and
 * wins) and the ledger (DEPOSIT postings on the members' accounts); nothing is stored.
 */
import type { Figures } from '../../src/contracts/agent/agent';
import type { Queryable } from '../db/types';
import { minor } from '../wallet/minor';
import type { Period } from './periods';

type Row = { turnover: string; net_win: string; active: number; deposits: string; joined: number };

/** Figures of a set of members over a period (`to` excluded). */
export async function figuresOf(q: Queryable, tenantId: string, memberIds: readonly number[], period: Period): Promise<Figures> {
  const base = { from: period.from.toISOString(), to: period.to.toISOString() };
  if (memberIds.length === 0) return { ...base, turnover: 0, deposits: 0, netWin: 0, activePlayers: 0, newMembers: 0 };
  const [row] = await q.query<Row>(
    `SELECT
       COALESCE(sum(b.stake), 0)::text AS turnover,
       COALESCE(sum(b.win - b.stake), 0)::text AS net_win,
       count(DISTINCT b.member_id)::int AS active,
       (SELECT COALESCE(sum(p.amount), 0) FROM ledger_transactions t
          JOIN ledger_postings p ON p.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = p.account_id
          WHERE t.tenant_id = $1 AND t.code = 'DEPOSIT' AND a.member_id = ANY ($2::int[])
            AND t.created_at >= $3 AND t.created_at < $4)::text AS deposits,
       (SELECT count(*)::int FROM agent_tree WHERE member_id = ANY ($2::int[]) AND joined_at >= $3 AND joined_at < $4) AS joined
     FROM bet_orders b
     WHERE b.tenant_id = $1 AND b.member_id = ANY ($2::int[]) AND b.status = 'settled'
       AND b.settled_at >= $3 AND b.settled_at < $4`,
    [tenantId, memberIds, period.from, period.to],
  );
  return {
    ...base,
    turnover: minor(row?.turnover ?? '0'),
    deposits: minor(row?.deposits ?? '0'),
    netWin: minor(row?.net_win ?? '0'),
    activePlayers: row?.active ?? 0,
    newMembers: row?.joined ?? 0,
  };
}
