/**
 * Late gateway payments: a payment the gateway confirmed after its deposit ended is refused (nothing
 * credited: crediting it could pass a deposit limit or an exclusion the ended deposit no longer
 * reserved) and written down here in the refusal's own transaction, once per gateway order, for a
 * cashier: open until someone marks it handled with a note (after crediting the player by an
 * adjustment if the money arrived). Served to the console's cashier area, the operator API and CLI.
 */
import { type LatePaymentStatus, type LatePaymentView, LATE_PAYMENT_STATUSES } from '../../src/contracts/wallet/late-payment';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { minor } from './minor';

type Row = {
  id: string;
  deposit_id: string;
  member_id: number;
  username: string;
  reference: string;
  order_no: string;
  amount: string;
  deposit_status: LatePaymentView['depositStatus'];
  paid_at: Date;
  received_at: Date;
  status: LatePaymentStatus;
  handled_by: string | null;
  handled_at: Date | null;
  note: string | null;
};

const SELECT = `SELECT l.id::text AS id, l.deposit_id::text AS deposit_id, l.member_id, m.username, l.reference, l.order_no,
  l.amount::text AS amount, l.deposit_status, l.paid_at, l.received_at, l.status, l.handled_by, l.handled_at, l.note
  FROM late_gateway_payments l JOIN members m ON m.id = l.member_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function view(r: Row): LatePaymentView {
  return {
    id: minor(r.id),
    depositId: minor(r.deposit_id),
    memberId: r.member_id,
    username: r.username,
    reference: r.reference,
    orderNo: r.order_no,
    amount: minor(r.amount),
    depositStatus: r.deposit_status,
    paidAt: new Date(r.paid_at).toISOString(),
    receivedAt: new Date(r.received_at).toISOString(),
    status: r.status,
    handledBy: r.handled_by,
    handledAt: iso(r.handled_at),
    note: r.note,
  };
}

export type LatePayment = {
  tenantId: string;
  depositId: string;
  memberId: number;
  reference: string;
  orderNo: string;
  amount: number;
  depositStatus: LatePaymentView['depositStatus'];
  paidAt: Date;
  receivedAt: Date;
};

/** Writes the refused payment down once (a repeated callback for the same gateway order finds its row). Answers whether it was new. */
export async function recordLatePayment(tx: Queryable, p: LatePayment): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO late_gateway_payments (tenant_id, deposit_id, member_id, reference, order_no, amount, deposit_status, paid_at, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tenant_id, order_no) DO NOTHING RETURNING 1`,
    [p.tenantId, p.depositId, p.memberId, p.reference, p.orderNo, p.amount, p.depositStatus, p.paidAt, p.receivedAt],
  );
  return rows.length > 0;
}

/** `open`, `handled` or `all` (null): the statuses a list may ask for, with a clear refusal for anything else. */
export function latePaymentStatus(text: string | undefined): LatePaymentStatus | null {
  if (text === undefined || text === '') return 'open';
  if (text === 'all') return null;
  if ((LATE_PAYMENT_STATUSES as readonly string[]).includes(text)) return text as LatePaymentStatus;
  throw new ApiError('request.invalid', { message: `Status must be one of ${LATE_PAYMENT_STATUSES.join(', ')} or all` });
}

/** A brand's late payments of one status (or all): open ones oldest first (the order to work in), otherwise newest first. */
export async function listLatePayments(
  db: Queryable,
  tenantId: string,
  status: LatePaymentStatus | null,
  limit = 100,
): Promise<LatePaymentView[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE l.tenant_id = $1 AND ($2::text IS NULL OR l.status = $2)
     ORDER BY ${status === 'open' ? 'l.id ASC' : 'l.id DESC'} LIMIT $3`,
    [tenantId, status, limit],
  );
  return rows.map(view);
}

export async function openLatePaymentCount(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM late_gateway_payments WHERE tenant_id = $1 AND status = 'open'",
    [tenantId],
  );
  return row?.n ?? 0;
}

/**
 * Marks an open late payment handled, with who and a note (required). One already handled answers
 * unchanged with the first note kept (a second click or a colleague's).
 */
export async function handleLatePayment(
  tx: Queryable,
  tenantId: string,
  id: number,
  actor: string,
  note: string,
  now: Date,
): Promise<{ payment: LatePaymentView; changed: boolean }> {
  const text = note.trim();
  if (!text)
    throw new ApiError('request.invalid', { message: 'A note is required: say what was done (credited by an adjustment, or why not)' });
  const updated = await tx.query(
    `UPDATE late_gateway_payments SET status = 'handled', handled_by = $3, handled_at = $4, note = $5
     WHERE tenant_id = $1 AND id = $2 AND status = 'open' RETURNING 1`,
    [tenantId, id, actor, now, text],
  );
  const [row] = await tx.query<Row>(`${SELECT} WHERE l.tenant_id = $1 AND l.id = $2`, [tenantId, id]);
  if (!row) throw new ApiError('request.not.found', { message: `No late payment #${id} on this brand` });
  return { payment: view(row), changed: updated.length > 0 };
}
