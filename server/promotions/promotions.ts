/** Reading promotions (announcements of type PR) and the player's standing in them. */
import type { ParticipationState, RewardRequestStatus } from '../../src/contracts/promotions/rewards';
import type { Queryable } from '../db/types';
import { participationState, windowOf } from './states';

export type PromotionRow = {
  id: number;
  start_date: Date;
  end_date: Date | null;
  no_expiry: boolean;
  status: string;
  image_required: boolean;
  remark_required: boolean;
  reward_amount: string | null;
  turnover_multiple: number;
};

export type StandingRow = PromotionRow & {
  joined: boolean;
  request_id: string | null;
  request_status: RewardRequestStatus | null;
  amount: string | null;
  request_multiple: number | null;
  turnover_done: string | null;
};

export type Standing = { promotion: PromotionRow; state: ParticipationState; requestId: number | null };

/**
 * Every live promotion of the brand (or one) with the player's sign-up, his latest request (the
 * approved one first) and, for a paid bonus, his settled stakes since it was paid.
 */
export async function standings(db: Queryable, tenantId: string, memberId: number, now: Date, promotionId?: number): Promise<Standing[]> {
  const rows = await db.query<StandingRow>(
    `SELECT a.id, a.start_date, a.end_date, a.no_expiry, a.status, a.image_required, a.remark_required,
            a.reward_amount::text AS reward_amount, a.turnover_multiple,
            (p.id IS NOT NULL) AS joined, r.id::text AS request_id, r.status AS request_status,
            r.amount::text AS amount, r.turnover_multiple AS request_multiple,
            CASE WHEN r.status = 'approved' THEN (
              SELECT COALESCE(sum(b.stake), 0) FROM bet_orders b
               WHERE b.tenant_id = a.tenant_id AND b.member_id = $2 AND b.status = 'settled' AND b.created_at >= r.decided_at
            )::text END AS turnover_done
       FROM announcements a
       LEFT JOIN promotion_participations p ON p.announcement_id = a.id AND p.member_id = $2
       LEFT JOIN LATERAL (
         SELECT rr.id, rr.status, rr.amount, rr.turnover_multiple, rr.decided_at FROM reward_requests rr
          WHERE rr.announcement_id = a.id AND rr.member_id = $2
          ORDER BY (rr.status = 'approved') DESC, rr.id DESC LIMIT 1
       ) r ON true
      WHERE a.tenant_id = $1 AND a.type = 'PR' AND a.status <> 'deleted' AND ($3::integer IS NULL OR a.id = $3)
      ORDER BY a.sort_order, a.id`,
    [tenantId, memberId, promotionId ?? null],
  );
  return rows.map((row) => {
    const window = windowOf(
      {
        startDate: new Date(row.start_date),
        endDate: row.end_date ? new Date(row.end_date) : null,
        noExpiry: row.no_expiry,
        status: row.status,
      },
      now,
    );
    const latest = row.request_status
      ? {
          status: row.request_status,
          turnoverRequired: Number(row.amount ?? 0) * (row.request_multiple ?? 0),
          turnoverDone: Number(row.turnover_done ?? 0),
        }
      : null;
    return {
      promotion: row,
      state: participationState(window, row.joined, latest),
      requestId: row.request_id === null ? null : Number(row.request_id),
    };
  });
}
