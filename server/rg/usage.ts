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
  const rows = await db.query<{ code: string; total: string | number }>(
    `SELECT t.code, SUM(p.amount) AS total
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.tenant_id = $1 AND a.member_id = $2 AND t.created_at > $3 AND t.created_at <= $4
        AND t.code = ANY($5::text[])
      GROUP BY t.code`,
    [tenantId, memberId, from, to, CODES],
  );
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
