/** Sends the signed callback for a paid order to the merchant (in this process, through its HTTP stack). */
import type { FastifyInstance } from 'fastify';
import type { GatewayCallback } from '../../src/contracts/wallet/deposit';
import { gatewayKey, hmacHex } from '../wallet/secrets';
import { countCallback, type GatewayOrder } from './orders';

export const SIGNATURE_HEADER = 'x-signature';

export async function deliverCallback(app: FastifyInstance, order: GatewayOrder): Promise<{ statusCode: number; body: string }> {
  const tenant = app.tenants.get(order.tenant_id);
  if (!tenant || order.status !== 'paid' || !order.paid_at) throw new Error(`gateway order ${order.order_no} is not paid`);
  const payload: GatewayCallback = {
    orderNo: order.order_no,
    merchantReference: order.merchant_reference,
    amount: Number(order.amount),
    status: 'PAID',
    paidAt: new Date(order.paid_at).toISOString(),
  };
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
