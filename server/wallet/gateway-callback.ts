/**
 * The merchant's side of the demo gateway callback: the signature (HMAC-SHA256 of the raw body with
 * the brand's gateway key) is checked first, then the order's amount, then the deposit is credited
 * once (a repeated callback answers `credited: false`, nothing changes), or ended as cancelled when
 * the player cancelled on the gateway. A payment confirmed after the deposit ended (expired,
 * cancelled or rejected) is refused, nothing credited, and recorded for the cashier in the same
 * transaction, once per gateway order (late-payments.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { GatewayCallbackSchema } from '../../src/contracts/wallet/deposit';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { cancelGatewayDeposit } from './deposit-ending';
import { expireLockedDeposit } from './deposit-expiry';
import { creditDepositIn, depositRowById, isOverdue } from './deposits';
import { recordLatePayment } from './late-payments';
import { lockMember } from './lock';
import { parseWallet } from './input';
import { minor } from './minor';
import { gatewayKey, hmacHex } from './secrets';
import { clock } from '../clock';

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Where a refused late payment is also logged (the request's logger), the first time it is recorded. */
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
  const outcome = await db.transaction(async (tx) => {
    // the lock order (README "Lock order"): the member row, then the deposit
    await lockMember(tx, deposit.member_id);
    let row = await depositRowById(tx, deposit.id, true);
    if (!row) throw new ApiError('wallet.deposit.not.found');
    // past its expiry it reads expired already: this callback ends it for good
    if (isOverdue(row, now)) {
      await expireLockedDeposit(tx, row);
      row = { ...row, status: 'expired' };
    }
    if (row.status === 'expired' || row.status === 'cancelled' || row.status === 'rejected') {
      // refused (the gateway returns the payment to the payer) and written down for the cashier in this transaction
      const recorded = await recordLatePayment(tx, {
        tenantId: tenant.id,
        depositId: row.id,
        memberId: row.member_id,
        reference: row.reference,
        orderNo: body.orderNo,
        amount: body.amount,
        depositStatus: row.status,
        paidAt: new Date(body.paidAt),
        receivedAt: now,
      });
      return { refused: row.status, recorded } as const;
    }
    return { refused: null, result: await creditDepositIn(tx, tenant, { id: minor(row.id) }, actor, now) } as const;
  });
  if (outcome.refused === null)
    return { depositId: outcome.result.deposit.depositId, credited: outcome.result.changed, status: outcome.result.deposit.status };
  if (outcome.recorded)
    log.warn(
      { tenant: tenant.id, depositId: minor(deposit.id), reference: body.merchantReference, orderNo: body.orderNo, paidAt: body.paidAt },
      'gateway payment confirmed after its deposit ended: refused, recorded for the cashier',
    );
  throw new ApiError('wallet.request.decided', { message: `This deposit was ${outcome.refused} before the payment was confirmed` });
}
