/**
 * The merchant's side of the demo gateway callback: the signature (HMAC-SHA256 of the raw body with
 * the brand's gateway key) is checked first, then the order's amount, then the deposit is credited
 * once (a repeated callback answers `credited: false`, nothing changes).
 */
import { timingSafeEqual } from 'node:crypto';
import type { GatewayCallbackSchema } from '../../src/contracts/wallet/deposit';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
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

export async function verifyGatewayCallback(
  db: Db,
  tenant: Tenant,
  raw: string,
  signature: string,
  schema: typeof GatewayCallbackSchema,
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
  const [deposit] = await db.query<{ id: string; amount: string }>(
    "SELECT id::text AS id, amount::text AS amount FROM deposits WHERE tenant_id = $1 AND reference = $2 AND method = 'gateway'",
    [tenant.id, body.merchantReference],
  );
  if (!deposit) throw new ApiError('wallet.deposit.not.found');
  if (minor(deposit.amount) !== body.amount)
    throw new ApiError('wallet.amount.invalid', { message: 'The paid amount differs from the deposit' });
  const result = await creditDeposit(db, tenant, { id: minor(deposit.id) }, `gateway:${body.orderNo}`, clock.now());
  return { depositId: result.deposit.depositId, credited: result.changed, status: result.deposit.status };
}
