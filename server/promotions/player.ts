/**
 * The player's side: sign up for a promotion, apply for its reward (pictures, remarks), see the
 * state of every promotion and the reward centre (his requests and rewards).
 */
import {
  JoinPromotionSchema,
  type Participation,
  REWARD_REMARKS_MAX,
  RequestRewardSchema,
  type RewardRequestView,
  type Rewards,
} from '../../src/contracts/promotions/rewards';
import { uniqueViolation } from '../accounts/members';
import { ApiError } from '../http/api-error';
import { assertNotExcluded } from '../rg/checks';
import { parseWallet } from '../wallet/input';
import type { PromotionContext } from './context';
import { checkPictures } from './pictures';
import { type Standing, standings } from './promotions';
import { canApply, canJoin, paidState } from './states';

async function standingOf(ctx: PromotionContext, promotionId: number): Promise<Standing> {
  const [standing] = await standings(ctx.db, ctx.tenantId, ctx.member.id, ctx.now, promotionId);
  if (!standing) throw new ApiError('promotion.not.found');
  return standing;
}

export async function participations(ctx: PromotionContext): Promise<Participation[]> {
  return (await standings(ctx.db, ctx.tenantId, ctx.member.id, ctx.now)).map((s) => ({
    promotionId: s.promotion.id,
    status: s.state,
    requestId: s.requestId,
    rewardAmount: s.promotion.reward_amount === null ? null : Number(s.promotion.reward_amount),
  }));
}

/** Signs the player up (once; a repeat answers the current state): join → claim. Not before the start nor after the end (promotion.not.open). */
export async function join(ctx: PromotionContext, body: unknown): Promise<{ success: true; status: Participation['status'] }> {
  const { promotionId } = parseWallet(JoinPromotionSchema, body);
  await assertNotExcluded(ctx.db, ctx.tenantId, ctx.member.id, ctx.now);
  const before = await standingOf(ctx, promotionId);
  if (canJoin(before.state)) {
    await ctx.db.query(
      'INSERT INTO promotion_participations (tenant_id, member_id, announcement_id, joined_at) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id, announcement_id) DO NOTHING',
      [ctx.tenantId, ctx.member.id, promotionId, ctx.now],
    );
  } else if (before.state === 'close' || before.state === 'coming') {
    throw new ApiError('promotion.not.open', { value: { status: before.state } });
  }
  return { success: true, status: (await standingOf(ctx, promotionId)).state };
}

function refusal(state: Participation['status']): ApiError {
  if (state === 'applying') return new ApiError('promotion.request.pending');
  if (state === 'issued' || state === 'process' || state === 'claimed') return new ApiError('promotion.reward.issued');
  return new ApiError('promotion.not.open', { value: { status: state } });
}

/**
 * A reward application: every check (shape, remarks, picture count, type and size, what the
 * promotion requires, the participation state) before anything is written; then the sign-up, the
 * request and its pictures in one transaction. Join/claim/rejected → applying.
 */
export async function requestReward(
  ctx: PromotionContext,
  body: unknown,
): Promise<{ success: true; requestId: number; status: 'applying' }> {
  const input = parseWallet(RequestRewardSchema, body);
  const remarks = input.remarks.trim();
  if ([...remarks].length > REWARD_REMARKS_MAX) throw new ApiError('promotion.remarks.too.long');
  const pictures = checkPictures(input.pictures);
  // no bonuses during a time-out or self-exclusion (responsible gambling)
  await assertNotExcluded(ctx.db, ctx.tenantId, ctx.member.id, ctx.now);
  const standing = await standingOf(ctx, input.promotionId);
  if (standing.promotion.remark_required && remarks.length === 0) throw new ApiError('promotion.remarks.required');
  if (standing.promotion.image_required && pictures.length === 0) throw new ApiError('promotion.images.required');
  if (!canApply(standing.state)) throw refusal(standing.state);
  try {
    const requestId = await ctx.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO promotion_participations (tenant_id, member_id, announcement_id, joined_at) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id, announcement_id) DO NOTHING',
        [ctx.tenantId, ctx.member.id, input.promotionId, ctx.now],
      );
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO reward_requests (tenant_id, member_id, announcement_id, remarks, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
        [ctx.tenantId, ctx.member.id, input.promotionId, remarks, ctx.now],
      );
      const id = Number(row?.id);
      for (const [i, p] of pictures.entries()) {
        await tx.query(
          `INSERT INTO reward_request_pictures (request_id, sequence, mime, size, sha256, content) VALUES ($1, $2, $3, $4, $5, decode($6, 'hex'))`,
          [id, i + 1, p.mime, p.bytes.length, p.sha256, p.bytes.toString('hex')],
        );
      }
      return id;
    });
    return { success: true, requestId, status: 'applying' };
  } catch (error) {
    // two applications at once: the second meets the live request the first wrote
    if (uniqueViolation(error) !== null) throw new ApiError('promotion.request.pending');
    throw error;
  }
}

type RequestRow = {
  id: string;
  announcement_id: number;
  remarks: string;
  status: RewardRequestView['status'];
  amount: string | null;
  turnover_multiple: number;
  reward_amount: string | null;
  note: string;
  created_at: Date;
  decided_at: Date | null;
  title: string | null;
  pictures: number;
  turnover_done: string;
};

/** The reward centre: every request of the player, newest first, with its state and its bonus's turnover. */
export async function rewards(ctx: PromotionContext, lang: string): Promise<Rewards> {
  const rows = await ctx.db.query<RequestRow>(
    `SELECT r.id::text AS id, r.announcement_id, r.remarks, r.status, r.amount::text AS amount, r.turnover_multiple, r.note,
            r.created_at, r.decided_at, a.reward_amount::text AS reward_amount,
            COALESCE((SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id AND t.language = $3),
                     (SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id AND t.language = 'en'),
                     (SELECT t.title FROM announcement_texts t WHERE t.announcement_id = a.id ORDER BY t.language LIMIT 1)) AS title,
            (SELECT count(*)::int FROM reward_request_pictures p WHERE p.request_id = r.id) AS pictures,
            CASE WHEN r.status = 'approved' THEN (
              SELECT COALESCE(sum(b.stake), 0) FROM bet_orders b
               WHERE b.tenant_id = r.tenant_id AND b.member_id = r.member_id AND b.status = 'settled' AND b.created_at >= r.decided_at
            ) ELSE 0 END::text AS turnover_done
       FROM reward_requests r JOIN announcements a ON a.id = r.announcement_id
      WHERE r.tenant_id = $1 AND r.member_id = $2
      ORDER BY r.id DESC LIMIT 200`,
    [ctx.tenantId, ctx.member.id, lang],
  );
  const list = rows.map((r): RewardRequestView => {
    const amount = r.amount ?? r.reward_amount;
    const required = r.status === 'approved' ? Number(r.amount) * r.turnover_multiple : 0;
    const done = Math.min(required, Number(r.turnover_done));
    return {
      requestId: Number(r.id),
      promotionId: r.announcement_id,
      title: r.title ?? '',
      remarks: r.remarks,
      pictureCount: r.pictures,
      status: r.status,
      participation: r.status === 'approved' ? paidState(required, done) : r.status === 'pending' ? 'applying' : 'rejected',
      amount: amount === null ? null : Number(amount),
      turnoverRequired: required,
      turnoverDone: done,
      note: r.note,
      createdAt: new Date(r.created_at).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    };
  });
  return { currency: ctx.brand.tenant.currency, list };
}
