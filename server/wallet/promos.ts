/** Deposit promotions (bonus on the next deposit) and the player's accepted one. */
import type { DepositPromo } from '../../src/contracts/wallet/deposit';
import type { Tenant } from '../../tenants/schema';
import type { Queryable } from '../db/types';

/** The promotions every brand offers, scaled to its currency's minor unit. */
export function depositPromos(tenant: Tenant): DepositPromo[] {
  const unit = 10 ** tenant.currency.minorUnits;
  return [
    { promoId: 'WELCOME100', percent: 100, maxBonus: 100 * unit, minDeposit: 20 * unit, turnoverMultiple: 3 },
    { promoId: 'RELOAD20', percent: 20, maxBonus: 50 * unit, minDeposit: 10 * unit, turnoverMultiple: 2 },
  ];
}

export async function acceptedPromo(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ promo_id: string }>(
    'SELECT promo_id FROM deposit_promo_acceptances WHERE member_id = $1 AND used_by_deposit IS NULL',
    [memberId],
  );
  return row?.promo_id ?? null;
}

/** Accepts a promotion for the next deposit (replacing an unused one), or clears it with null. */
export async function setAcceptedPromo(
  db: Queryable,
  tenantId: string,
  memberId: number,
  promoId: string | null,
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM deposit_promo_acceptances WHERE member_id = $1 AND used_by_deposit IS NULL', [memberId]);
  if (promoId) {
    await db.query('INSERT INTO deposit_promo_acceptances (tenant_id, member_id, promo_id, accepted_at) VALUES ($1, $2, $3, $4)', [
      tenantId,
      memberId,
      promoId,
      now,
    ]);
  }
}

/** The bonus a credited deposit earns under a promotion (0 below its minimum deposit). */
export function bonusFor(promo: DepositPromo | undefined, amount: number): number {
  if (!promo || amount < promo.minDeposit) return 0;
  return Math.min(Math.floor((amount * promo.percent) / 100), promo.maxBonus);
}
