/**
 * The demo payment gateway's side (a separate party in real life): its orders, the payment, and
 * the signed callback to the merchant. It knows only the order, never the player's wallet.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

export type GatewayOrder = {
  order_no: string;
  tenant_id: string;
  merchant_reference: string;
  channel: string;
  amount: string;
  status: 'created' | 'paid' | 'closed';
  callback_path: string;
  return_path: string;
  created_at: Date;
  paid_at: Date | null;
  callbacks: number;
  /** the time limit the merchant gave: past it an unpaid order reads closed and takes no payment */
  expires_at: Date | null;
};

export type NewGatewayOrder = {
  tenantId: string;
  merchantReference: string;
  channel: string;
  amount: number;
  callbackPath: string;
  returnPath: string;
  now: Date;
  /** the merchant's time limit for the payment (its deposit's expiry) */
  expiresAt: Date | null;
};

export async function createGatewayOrder(db: Queryable, o: NewGatewayOrder): Promise<string> {
  const orderNo = `DP${randomBytes(9).toString('hex').toUpperCase()}`;
  await db.query(
    `INSERT INTO gateway_orders (order_no, tenant_id, merchant_reference, channel, amount, callback_path, return_path, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [orderNo, o.tenantId, o.merchantReference, o.channel, o.amount, o.callbackPath, o.returnPath, o.now, o.expiresAt],
  );
  return orderNo;
}

/** The order as it reads at `now`: an unpaid one past its time limit reads closed (nothing is written). */
export async function gatewayOrder(db: Queryable, orderNo: string, now: Date): Promise<GatewayOrder | undefined> {
  return (
    await db.query<GatewayOrder>(
      `SELECT order_no, tenant_id, merchant_reference, channel, amount::text AS amount,
         CASE WHEN status = 'created' AND expires_at <= $2 THEN 'closed' ELSE status END AS status,
         callback_path, return_path, created_at, paid_at, callbacks, expires_at
       FROM gateway_orders WHERE order_no = $1`,
      [orderNo, now],
    )
  )[0];
}

/** Marks the order paid (once, and only within its time limit; a second payment of a paid order changes nothing). */
export async function markPaid(db: Queryable, orderNo: string, now: Date): Promise<GatewayOrder | undefined> {
  await db.query(
    `UPDATE gateway_orders SET status = 'paid', paid_at = $2 WHERE order_no = $1 AND status = 'created' AND (expires_at IS NULL OR expires_at > $2)`,
    [orderNo, now],
  );
  return gatewayOrder(db, orderNo, now);
}

export async function countCallback(db: Queryable, orderNo: string): Promise<void> {
  await db.query('UPDATE gateway_orders SET callbacks = callbacks + 1 WHERE order_no = $1', [orderNo]);
}

/**
 * Closes an unpaid order (the merchant ended its deposit, or the player cancelled on the gateway):
 * a closed order takes no payment. A paid order stays paid. Answers whether it was closed now.
 */
export async function closeGatewayOrder(db: Queryable, tenantId: string, merchantReference: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE gateway_orders SET status = 'closed' WHERE tenant_id = $1 AND merchant_reference = $2 AND status = 'created' RETURNING 1`,
    [tenantId, merchantReference],
  );
  return rows.length > 0;
}
