/**
 * What a player has deposited, staked and won in a time range, computed from the ledger postings on
 * every account he owns (main wallet for seamless play, `vendor:<CODE>` for transfer wallets), so
 * the figures count across all vendors and both wallet models; nothing is stored as a total.
 */
import type { Queryable } from '../db/types';

export type Usage = { deposits: number; withdrawals: number; wagered: number; net: number };

const CODES = ['DEPOSIT', 'WITHDRAW_PAID', 'BET', 'WIN', 'ROLLBACK', 'CANCEL'];

/** Sums over (from, to]. `net` = wins − stakes (negative when the player lost). */
export async function usageBetween(db: Queryable, tenantId: string, memberId: number, from: Date, to: Date): Promise<Usage> {
  return (await usageOfMembers(db, tenantId, [memberId], from, to)).get(memberId) ?? usageOf([]);
}

/** usageBetween for many players in one grouped query (a pay run's scan): every id gets an entry. */
export async function usageOfMembers(
  db: Queryable,
  tenantId: string,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, Usage>> {
  const rows =
    memberIds.length === 0
      ? []
      : await db.query<{ member_id: number; code: string; total: string | number }>(
          `SELECT a.member_id, t.code, SUM(p.amount) AS total
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.tenant_id = $1 AND a.member_id = ANY($2::int[]) AND t.created_at > $3 AND t.created_at <= $4
        AND t.code = ANY($5::text[])
      GROUP BY a.member_id, t.code`,
          [tenantId, [...memberIds], from, to, CODES],
        );
  const byMember = new Map<number, typeof rows>();
  for (const r of rows) {
    const id = Number(r.member_id);
    byMember.set(id, [...(byMember.get(id) ?? []), r]);
  }
  return new Map(memberIds.map((id) => [id, usageOf(byMember.get(id) ?? [])]));
}

function usageOf(rows: readonly { code: string; total: string | number }[]): Usage {
  const by = (code: string) => Number(rows.find((r) => r.code === code)?.total ?? 0);
  const reversed = by('ROLLBACK') + by('CANCEL');
  return {
    deposits: by('DEPOSIT'),
    withdrawals: -by('WITHDRAW_PAID'),
    wagered: Math.max(0, -by('BET') - reversed),
    net: by('BET') + by('WIN') + reversed,
  };
}

/** Loss counted against a loss limit: what was lost net, never below zero. */
export const lossOf = (u: Usage): number => Math.max(0, -u.net);
