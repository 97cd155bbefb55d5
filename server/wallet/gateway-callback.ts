/**
 * The merchant's side of the demo gateway callback: the signature (HMAC-SHA256 of the raw body with
 * the brand's gateway key) is checked first, then the order's amount, then the deposit is credited
 * once (a repeated callback answers `credited: false`, nothing changes), or ended as cancelled when
 * the player cancelled on the gateway. A payment confirmed after the deposit ended (expired or
 * cancelled) is refused and logged: nothing is credited.
 */
import { timingSafeEqual } from 'node:crypto';
import type { GatewayCallbackSchema } from '../../src/contracts/wallet/deposit';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { cancelGatewayDeposit } from './deposit-ending';
import { expireOverdueDeposits } from './deposit-expiry';
import { creditDeposit } from './deposits';
import { parseWallet } from './input';
import { minor } from './minor';
import { gatewayKey, hmacHex } from './secrets';
import { clock } from '../clock';

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Where a refused late payment is written down (the request's logger). */
export type CallbackLog = { warn: (fields: Record<string, unknown>, message: string) => void };

export async function verifyGatewayCallback(
  db: Db,
  tenant: Tenant,
  raw: string,
  signature: string,
  schema: typeof GatewayCallbackSchema,
  log: CallbackLog,
): Promise<{ depositId: number; credited: boolean; status: string }> {
  const expected = hmacHex(await gatewayKey(db, tenant.id), raw);
  if (!/^[0-9a-f]{64}$/.test(signature) || !sameHex(signature, expected)) throw new ApiError('wallet.callback.signature.invalid');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = null;
  }
  const body = parseWallet(schema, json);
  const [deposit] = await db.query<{ id: string; amount: string; member_id: number }>(
    "SELECT id::text AS id, amount::text AS amount, member_id FROM deposits WHERE tenant_id = $1 AND reference = $2 AND method = 'gateway'",
    [tenant.id, body.merchantReference],
  );
  if (!deposit) throw new ApiError('wallet.deposit.not.found');
  if (minor(deposit.amount) !== body.amount)
    throw new ApiError('wallet.amount.invalid', { message: 'The paid amount differs from the deposit' });
  const actor = `gateway:${body.orderNo}`;
  if (body.status === 'CANCELLED') {
    const result = await cancelGatewayDeposit(db, tenant, body.merchantReference, actor, clock.now());
    return { depositId: result.deposit.depositId, credited: false, status: result.deposit.status };
  }
  const now = clock.now();
  // an overdue deposit the sweep has not reached yet ends now, so the refusal below is written down as expired
  await expireOverdueDeposits(db, now, { tenantId: tenant.id, memberId: deposit.member_id });
  try {
    const result = await creditDeposit(db, tenant, { id: minor(deposit.id) }, actor, now);
    return { depositId: result.deposit.depositId, credited: result.changed, status: result.deposit.status };
  } catch (e) {
    // a payment confirmed after its deposit ended is refused (the gateway returns it to the payer): written down for the cashier
    if (e instanceof ApiError && e.code === 'wallet.request.decided')
      log.warn(
        { tenant: tenant.id, depositId: minor(deposit.id), reference: body.merchantReference, orderNo: body.orderNo, paidAt: body.paidAt },
        'gateway payment confirmed after its deposit ended: refused',
      );
    throw e;
  }
}
