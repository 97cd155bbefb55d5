/**
 * What an operator does with reward requests, as a service for `npm run ops -- rewards` and the
 * operator HTTP API: list them, read one with its pictures, approve (the bonus is paid once, a
 * PROMO ledger posting carrying its turnover multiple) or reject.
 */
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Tenant } from '../../tenants/schema';
import { clock } from '../clock';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { OpsError } from '../ops/actions';
import { postLedgerTransaction } from '../wallet/ledger';
import { lockMember } from '../wallet/lock';

export const REWARD_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type RewardRequestRow = {
  id: string;
  tenant_id: string;
  member_id: number;
  username: string;
  announcement_id: number;
  remarks: string;
  status: (typeof REWARD_STATUSES)[number];
  amount: string | null;
  turnover_multiple: number;
  ledger_tx_id: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  note: string;
  reward_amount: string | null;
  promotion_multiple: number;
  title: string | null;
};

export type RewardRequestOpsView = {
  requestId: number;
  username: string;
  promotionId: number;
  title: string;
  remarks: string;
  status: RewardRequestRow['status'];
  /** paid amount, else the promotion's fixed reward (null: the operator gives it) */
  amount: number | null;
  turnoverMultiple: number;
  ledgerTransactionId: number | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string;
};

export type PictureInfo = { sequence: number; mime: string; size: number; sha256: string };

const SELECT = `SELECT r.id::text AS id, r.tenant_id, r.member_id, m.username, r.announcement_id, r.remarks, r.status,
       r.amount::text AS amount, r.turnover_multiple, r.ledger_tx_id::text AS ledger_tx_id, r.created_at, r.decided_at,
       r.decided_by, r.note, a.reward_amount::text AS reward_amount, a.turnover_multiple AS promotion_multiple,
       COALESCE((SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id AND t.language = 'en'),
                (SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id ORDER BY t.language LIMIT 1)) AS title
  FROM reward_requests r JOIN members m ON m.id = r.member_id JOIN announcements a ON a.id = r.announcement_id`;

export function requestView(r: RewardRequestRow): RewardRequestOpsView {
  const amount = r.amount ?? r.reward_amount;
  return {
    requestId: Number(r.id),
    username: r.username,
    promotionId: r.announcement_id,
    title: r.title ?? '',
    remarks: r.remarks,
    status: r.status,
    amount: amount === null ? null : Number(amount),
    turnoverMultiple: r.status === 'approved' ? r.turnover_multiple : r.promotion_multiple,
    ledgerTransactionId: r.ledger_tx_id === null ? null : Number(r.ledger_tx_id),
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decidedBy: r.decided_by,
    note: r.note,
  };
}

async function requestRow(db: Queryable, tenantId: string, id: number, lock = false): Promise<RewardRequestRow> {
  const [row] = await db.query<RewardRequestRow>(`${SELECT} WHERE r.tenant_id = $1 AND r.id = $2${lock ? ' FOR UPDATE OF r' : ''}`, [
    tenantId,
    id,
  ]);
  if (!row) throw new ApiError('promotion.request.not.found');
  return row;
}

export type RewardDecision = { request: RewardRequestOpsView; changed: boolean };

/**
 * Approves a pending request: pays `amount` (or the promotion's fixed reward) once, as a PROMO
 * posting house:promo → main with the turnover multiple in its meta (the withdrawal turnover rule
 * reads it), keyed `reward:<id>`. The row is locked first, so a second or parallel approval finds
 * it decided and changes nothing.
 */
export async function approveRequest(
  db: Db,
  tenantId: string,
  id: number,
  operator: string,
  o: { amount?: number; note?: string; now: Date },
): Promise<RewardDecision> {
  return db.transaction(async (tx) => {
    // the lock order (server/wallet/README.md "Lock order"): the member row, then the request, then the accounts
    const [owner] = await tx.query<{ member_id: number }>('SELECT member_id FROM reward_requests WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      id,
    ]);
    if (owner) await lockMember(tx, owner.member_id);
    const row = await requestRow(tx, tenantId, id, true);
    if (row.status !== 'pending') return { request: requestView(row), changed: false };
    const amount = o.amount ?? (row.reward_amount === null ? null : Number(row.reward_amount));
    if (amount === null) throw new ApiError('promotion.amount.required');
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new ApiError('promotion.amount.required', { message: 'The reward must be a positive amount' });
    const multiple = row.promotion_multiple;
    const { transactionId } = await postLedgerTransaction(tx, {
      tenantId,
      code: 'PROMO',
      idempotencyKey: `reward:${row.id}`,
      actor: `operator:${operator}`,
      reason: `reward request #${row.id}`,
      meta: { rewardRequestId: Number(row.id), promotionId: row.announcement_id, turnoverMultiple: multiple },
      now: o.now,
      postings: [
        { account: { memberId: row.member_id, kind: 'main' }, amount },
        { account: { house: HOUSE_ACCOUNTS.promo }, amount: -amount },
      ],
    });
    await tx.query(
      `UPDATE reward_requests SET status = 'approved', amount = $3, turnover_multiple = $4, ledger_tx_id = $5, decided_at = $6, decided_by = $7, note = $8
        WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id, amount, multiple, transactionId, o.now, `operator:${operator}`, o.note ?? ''],
    );
    return { request: requestView(await requestRow(tx, tenantId, id)), changed: true };
  });
}

/** Rejects a pending request (the player may apply again while the promotion is open). */
export async function rejectRequest(
  db: Db,
  tenantId: string,
  id: number,
  operator: string,
  o: { note?: string; now: Date },
): Promise<RewardDecision> {
  return db.transaction(async (tx) => {
    const row = await requestRow(tx, tenantId, id, true);
    if (row.status !== 'pending') return { request: requestView(row), changed: false };
    await tx.query(
      `UPDATE reward_requests SET status = 'rejected', decided_at = $3, decided_by = $4, note = $5 WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id, o.now, `operator:${operator}`, o.note ?? ''],
    );
    return { request: requestView(await requestRow(tx, tenantId, id)), changed: true };
  });
}

export function createRewardOps(db: Db, tenantOf: (id: string) => Tenant) {
  function statusFilter(status: string | undefined): string | null {
    if (status === undefined) return 'pending';
    if (status === 'all') return null;
    if (!(REWARD_STATUSES as readonly string[]).includes(status))
      throw new OpsError(`Status must be one of ${REWARD_STATUSES.join(', ')} or all.`);
    return status;
  }

  async function asOps<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ApiError) throw new OpsError(error.message);
      throw error;
    }
  }

  async function list(tenantId: string, status?: string) {
    const tenant = tenantOf(tenantId);
    const filter = statusFilter(status);
    const rows = await db.query<RewardRequestRow>(
      `${SELECT} WHERE r.tenant_id = $1 AND ($2::text IS NULL OR r.status = $2) ORDER BY r.id DESC LIMIT 500`,
      [tenant.id, filter],
    );
    return { tenant, rows: rows.map(requestView) };
  }

  async function show(tenantId: string, id: number) {
    const tenant = tenantOf(tenantId);
    const request = requestView(await asOps(() => requestRow(db, tenant.id, id)));
    const pictures = await db.query<PictureInfo>(
      'SELECT sequence, mime, size, sha256 FROM reward_request_pictures WHERE request_id = $1 ORDER BY sequence',
      [id],
    );
    return { tenant, request, pictures };
  }

  /** One picture's bytes, for the operator's viewer. */
  async function picture(tenantId: string, id: number, sequence: number): Promise<{ mime: string; bytes: Buffer }> {
    const tenant = tenantOf(tenantId);
    await asOps(() => requestRow(db, tenant.id, id));
    const [row] = await db.query<{ mime: string; hex: string }>(
      `SELECT mime, encode(content, 'hex') AS hex FROM reward_request_pictures WHERE request_id = $1 AND sequence = $2`,
      [id, sequence],
    );
    if (!row) throw new OpsError(`Reward request #${id} has no picture ${sequence}.`);
    return { mime: row.mime, bytes: Buffer.from(row.hex, 'hex') };
  }

  async function decide(
    tenantId: string,
    id: number,
    decision: 'approve' | 'reject',
    operator: string,
    o: { amount?: number; note?: string } = {},
  ) {
    const tenant = tenantOf(tenantId);
    const now = clock.now();
    // refusals stay PromotionErrors (their code reaches the operator API; the CLI prints the message)
    const result =
      decision === 'approve'
        ? await approveRequest(db, tenant.id, id, operator, { ...o, now })
        : await rejectRequest(db, tenant.id, id, operator, { ...(o.note === undefined ? {} : { note: o.note }), now });
    return { ...result, tenant };
  }

  return { list, show, picture, decide };
}
