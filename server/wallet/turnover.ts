/**
 * The turnover rule: before a withdrawal, settled stakes must reach every credited deposit × the
 * brand's `withdraw.turnoverMultiple`, plus each deposit promotion bonus × (deposit + bonus) × its own
 * multiple, plus every other bonus × its multiple: a PROMO posting that is not a deposit bonus and
 * carries `turnoverMultiple` in its meta (approved reward requests, server/promotions; mission
 * rewards and VIP benefits, server/member). Amounts in minor units.
 */
import type { Queryable } from '../db/types';
import { minor } from './minor';

export type Turnover = { required: number; done: number; remaining: number };

export async function turnoverOf(db: Queryable, tenantId: string, memberId: number, depositMultiple: number): Promise<Turnover> {
  const [row] = await db.query<{ deposits: string; bonus_required: string; reward_required: string; staked: string }>(
    `SELECT
       (SELECT COALESCE(sum(amount), 0) FROM deposits WHERE tenant_id = $1 AND member_id = $2 AND status = 'credited')::text AS deposits,
       (SELECT COALESCE(sum(floor((d.amount + p.amount) * COALESCE((t.meta->>'turnoverMultiple')::numeric, 0))), 0)
          FROM deposits d JOIN ledger_transactions t ON t.id = d.bonus_tx_id
          JOIN ledger_postings p ON p.transaction_id = t.id JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
          WHERE d.tenant_id = $1 AND d.member_id = $2)::text AS bonus_required,
       (SELECT COALESCE(sum(floor(p.amount * COALESCE((t.meta->>'turnoverMultiple')::numeric, 0))), 0)
          FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id = $2
          WHERE t.tenant_id = $1 AND t.code = 'PROMO' AND t.meta->>'depositId' IS NULL)::text AS reward_required,
       (SELECT COALESCE(sum(stake), 0) FROM bet_orders WHERE tenant_id = $1 AND member_id = $2 AND status = 'settled')::text AS staked`,
    [tenantId, memberId],
  );
  const required =
    Math.floor(minor(row?.deposits ?? '0') * depositMultiple) + minor(row?.bonus_required ?? '0') + minor(row?.reward_required ?? '0');
  const done = minor(row?.staked ?? '0');
  return { required, done, remaining: Math.max(0, required - done) };
}
