/**
 * The cashier's queues of one brand: deposits, withdrawals and reward applications (pending by
 * default, or decided ones for the history), oldest pending first and newest decided first, a page
 * at a time (a cursor: the last id of the page), each with a short view of the member (balances,
 * exclusion in force, account locked; withdrawals also the turnover left). Rows are read with the
 * wallet's and the promotions' own columns and views.
 */
import type { Tenant } from '../../../tenants/schema';
import type { Queryable, SqlParam } from '../../db/types';
import { requestView, type RewardRequestRow } from '../../promotions/operator';
import { isExcluded } from '../../rg/checks';
import { getBalances } from '../../wallet/balances';
import { pendingAtSql } from '../../wallet/deposit-status';
import { type DepositRow, depositColumnsAt, depositView } from '../../wallet/deposits';
import { openLatePaymentCount } from '../../wallet/late-payments';
import { minor } from '../../wallet/minor';
import { walletSettings } from '../../wallet/settings';
import { turnoverOf } from '../../wallet/turnover';
import { WITHDRAWAL_COLUMNS, WITHDRAWAL_FROM, type WithdrawalRow, withdrawalView } from '../../wallet/withdrawals';

export const QUEUE_KINDS = ['deposits', 'withdrawals', 'rewards'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const QUEUE_STATUSES = ['pending', 'decided'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export type MemberGlance = { main: number; locked: number; excluded: boolean; accountLocked: boolean; turnoverRemaining: number | null };

export type QueueItem = {
  kind: QueueKind;
  id: number;
  memberId: number;
  username: string;
  /** minor units; null for a reward whose amount the cashier gives */
  amount: number | null;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string;
  /** deposits: method, channel, reference, payer, bank, when a pending gateway one expires; withdrawals: bank and masked account; rewards: promotion and remarks */
  detail: Record<string, string | number | null>;
  /** rewards: how many pictures the member uploaded */
  pictures: number;
  member: MemberGlance;
};

/** A page of a queue: `after` the last id of the page before (ids grow for pending, shrink for decided). */
export type QueuePage = { after?: number; limit: number };
export type QueueAnswer = { items: QueueItem[]; total: number; nextAfter: number | null };

/**
 * Pending: oldest first (the order a cashier works in); decided: newest first. One row more than the
 * page tells whether another follows. `pendingSql` tells whether a row reads pending (deposits: at now).
 */
function pageSql(alias: string, status: QueueStatus, page: QueuePage, first: number, pendingSql = `(${alias}.status = 'pending')`) {
  const pending = status === 'pending';
  return {
    where: `${pendingSql} = $${first} AND ($${first + 1}::bigint IS NULL OR ${alias}.id ${pending ? '>' : '<'} $${first + 1})`,
    order: `ORDER BY ${alias}.id ${pending ? 'ASC' : 'DESC'} LIMIT $${first + 2}`,
    params: [pending, page.after ?? null, page.limit + 1] as SqlParam[],
  };
}

function paged(items: QueueItem[], page: QueuePage, total: number): QueueAnswer {
  const more = items.length > page.limit;
  const shown = more ? items.slice(0, page.limit) : items;
  return { items: shown, total, nextAfter: more ? (shown[shown.length - 1]?.id ?? null) : null };
}

async function countOf(db: Queryable, table: 'withdrawals' | 'reward_requests', tenantId: string, status: QueueStatus) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1 AND (status = 'pending') = $2`,
    [tenantId, status === 'pending'],
  );
  return row?.n ?? 0;
}

/** Deposits counted as they read at `now` (one past its expiry is no longer pending). */
async function depositCount(db: Queryable, tenantId: string, status: QueueStatus, now: Date) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposits d WHERE d.tenant_id = $1 AND ${pendingAtSql('d', '$3')} = $2`,
    [tenantId, status === 'pending', now],
  );
  return row?.n ?? 0;
}

async function glance(db: Queryable, tenant: Tenant, memberId: number, now: Date, withTurnover: boolean): Promise<MemberGlance> {
  const [b, excluded, row] = [
    await getBalances(db, tenant.id, memberId),
    await isExcluded(db, tenant.id, memberId, now),
    (await db.query<{ disabled: boolean }>('SELECT disabled FROM members WHERE id = $1', [memberId]))[0],
  ];
  const turnover = withTurnover ? await turnoverOf(db, tenant.id, memberId, walletSettings(tenant).withdraw.turnoverMultiple) : null;
  return {
    main: b.main,
    locked: b.locked,
    excluded,
    accountLocked: row?.disabled ?? false,
    turnoverRemaining: turnover?.remaining ?? null,
  };
}

async function deposits(db: Queryable, tenant: Tenant, status: QueueStatus, now: Date, page: QueuePage): Promise<QueueAnswer> {
  // read-only: a gateway deposit past its expiry reads expired (waits for no cashier) before anything ends it
  const q = pageSql('d', status, page, 3, pendingAtSql('d', '$2'));
  const rows = await db.query<DepositRow & { username: string }>(
    `SELECT ${depositColumnsAt('$2')}, m.username FROM deposits d JOIN members m ON m.id = d.member_id WHERE d.tenant_id = $1 AND ${q.where} ${q.order}`,
    [tenant.id, now, ...q.params],
  );
  const items: QueueItem[] = [];
  for (const r of rows) {
    const v = depositView(r);
    items.push({
      kind: 'deposits',
      id: v.depositId,
      memberId: r.member_id,
      username: r.username,
      amount: v.amount,
      status: v.status,
      createdAt: v.createdAt,
      decidedAt: v.decidedAt,
      decidedBy: r.decided_by,
      note: v.note ?? '',
      detail: {
        method: v.method,
        channel: v.channel,
        reference: v.reference,
        payerName: r.payer_name,
        bankCode: r.bank_code,
        bonus: v.bonus,
        // a pending gateway deposit ends by itself then unless its payment is confirmed first
        expiresAt: v.status === 'pending' ? v.expiresAt : null,
      },
      pictures: 0,
      member: await glance(db, tenant, r.member_id, now, false),
    });
  }
  return paged(items, page, await depositCount(db, tenant.id, status, now));
}

async function withdrawals(db: Queryable, tenant: Tenant, status: QueueStatus, now: Date, page: QueuePage): Promise<QueueAnswer> {
  const q = pageSql('w', status, page, 2);
  const rows = await db.query<WithdrawalRow & { username: string }>(
    `SELECT ${WITHDRAWAL_COLUMNS}, m.username ${WITHDRAWAL_FROM} JOIN members m ON m.id = w.member_id WHERE w.tenant_id = $1 AND ${q.where} ${q.order}`,
    [tenant.id, ...q.params],
  );
  const items: QueueItem[] = [];
  for (const r of rows) {
    const v = withdrawalView(r);
    items.push({
      kind: 'withdrawals',
      id: v.withdrawalId,
      memberId: r.member_id,
      username: r.username,
      amount: v.amount,
      status: v.status,
      createdAt: v.createdAt,
      decidedAt: v.decidedAt,
      decidedBy: r.decided_by,
      note: v.note ?? '',
      detail: { bankName: v.bankName, accountNoMasked: v.accountNoMasked },
      pictures: 0,
      member: await glance(db, tenant, r.member_id, now, r.status === 'pending'),
    });
  }
  return paged(items, page, await countOf(db, 'withdrawals', tenant.id, status));
}

const REWARD_SELECT = `SELECT r.id::text AS id, r.tenant_id, r.member_id, m.username, r.announcement_id, r.remarks, r.status,
       r.amount::text AS amount, r.turnover_multiple, r.ledger_tx_id::text AS ledger_tx_id, r.created_at, r.decided_at,
       r.decided_by, r.note, a.reward_amount::text AS reward_amount, a.turnover_multiple AS promotion_multiple,
       COALESCE((SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id AND t.language = 'en'),
                (SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id ORDER BY t.language LIMIT 1)) AS title,
       (SELECT count(*) FROM reward_request_pictures p WHERE p.request_id = r.id)::int AS pictures
  FROM reward_requests r JOIN members m ON m.id = r.member_id JOIN announcements a ON a.id = r.announcement_id`;

async function rewards(db: Queryable, tenant: Tenant, status: QueueStatus, now: Date, page: QueuePage): Promise<QueueAnswer> {
  const q = pageSql('r', status, page, 2);
  const rows = await db.query<RewardRequestRow & { pictures: number }>(
    `${REWARD_SELECT} WHERE r.tenant_id = $1 AND ${q.where} ${q.order}`,
    [tenant.id, ...q.params],
  );
  const items: QueueItem[] = [];
  for (const r of rows) {
    const v = requestView(r);
    items.push({
      kind: 'rewards',
      id: v.requestId,
      memberId: r.member_id,
      username: v.username,
      amount: v.amount,
      status: v.status,
      createdAt: v.createdAt,
      decidedAt: v.decidedAt,
      decidedBy: v.decidedBy,
      note: v.note,
      detail: { promotionId: v.promotionId, title: v.title, remarks: v.remarks, turnoverMultiple: v.turnoverMultiple },
      pictures: minor(r.pictures),
      member: await glance(db, tenant, r.member_id, now, false),
    });
  }
  return paged(items, page, await countOf(db, 'reward_requests', tenant.id, status));
}

export async function queue(
  db: Queryable,
  tenant: Tenant,
  kind: QueueKind,
  status: QueueStatus,
  now: Date,
  page: QueuePage,
): Promise<QueueAnswer> {
  if (kind === 'deposits') return deposits(db, tenant, status, now, page);
  if (kind === 'withdrawals') return withdrawals(db, tenant, status, now, page);
  return rewards(db, tenant, status, now, page);
}

/** How many of each kind wait (the navigation's badges), and the late gateway payments still open. */
export async function pendingCounts(db: Queryable, tenantId: string, now: Date): Promise<Record<QueueKind | 'latePayments', number>> {
  const [row] = await db.query<{ deposits: number; withdrawals: number; rewards: number }>(
    `SELECT (SELECT count(*) FROM deposits d WHERE d.tenant_id = $1 AND ${pendingAtSql('d', '$2')})::int AS deposits,
            (SELECT count(*) FROM withdrawals WHERE tenant_id = $1 AND status = 'pending')::int AS withdrawals,
            (SELECT count(*) FROM reward_requests WHERE tenant_id = $1 AND status = 'pending')::int AS rewards`,
    [tenantId, now],
  );
  return {
    deposits: row?.deposits ?? 0,
    withdrawals: row?.withdrawals ?? 0,
    rewards: row?.rewards ?? 0,
    latePayments: await openLatePaymentCount(db, tenantId),
  };
}
