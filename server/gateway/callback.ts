/** Sends the signed callback for a paid or cancelled order to the merchant (in this process, through its HTTP stack). */
import type { FastifyInstance } from 'fastify';
import type { GatewayCallback } from '../../src/contracts/wallet/deposit';
import { clock } from '../clock';
import { gatewayKey, hmacHex } from '../wallet/secrets';
import { countCallback, type GatewayOrder } from './orders';

export const SIGNATURE_HEADER = 'x-signature';

/** The signed callback for a paid order (`PAID`) or one the player cancelled on the gateway (`CANCELLED`). */
export async function deliverCallback(app: FastifyInstance, order: GatewayOrder): Promise<{ statusCode: number; body: string }> {
  const tenant = app.tenants.get(order.tenant_id);
  if (!tenant) throw new Error(`gateway order ${order.order_no} has no brand`);
  const fields = { orderNo: order.order_no, merchantReference: order.merchant_reference, amount: Number(order.amount) };
  let payload: GatewayCallback;
  if (order.status === 'paid' && order.paid_at) payload = { ...fields, status: 'PAID', paidAt: new Date(order.paid_at).toISOString() };
  else if (order.status === 'closed') payload = { ...fields, status: 'CANCELLED', cancelledAt: clock.now().toISOString() };
  else throw new Error(`gateway order ${order.order_no} is neither paid nor closed`);
  const raw = JSON.stringify(payload);
  const signature = hmacHex(await gatewayKey(app.db, order.tenant_id), raw);
  await countCallback(app.db, order.order_no);
  const res = await app.inject({
    method: 'POST',
    url: order.callback_path,
    headers: { 'content-type': 'application/json', merchant: tenant.merchantCode, [SIGNATURE_HEADER]: signature },
    payload: raw,
  });
  return { statusCode: res.statusCode, body: res.body };
}
