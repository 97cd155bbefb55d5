/**
 * Requests and answers of the promotion calls (spec §3 "Reward request", §4 activity statuses,
 * §5 reward application rules). Amounts are minor units of the brand's currency.
 */
import * as v from 'valibot';
import { Int4Id } from '../id';
import { CurrencySchema } from '../wallet/wallets';

/** §5: remarks max 140; jpeg, jpg, png; each image max 5,242,880 bytes; max 3 images. */
export const REWARD_REMARKS_MAX = 140;
export {
  IMAGE_EXTENSIONS as REWARD_IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES as REWARD_IMAGE_MAX_BYTES,
  IMAGES_MAX as REWARD_IMAGES_MAX,
} from '../images';
/** §5: the limit popup shows 1.5 s */
export const REWARD_LIMIT_POPUP_MS = 1500;

/**
 * §4 activity statuses as the states of one player's participation in one promotion (transitions:
 * docs/promotions.md).
 */
export const PARTICIPATION_STATES = [
  'coming',
  'signed',
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'process',
  'claimed',
  'close',
] as const;
export type ParticipationState = (typeof PARTICIPATION_STATES)[number];

export const JoinPromotionSchema = v.object({
  promotionId: Int4Id,
  moduleId: v.optional(v.literal('REWCEN3')),
});

/**
 * Pictures travel as base64 (a `data:` URL or bare): the server reads the type from the bytes. The
 * schema lets a few more than 3 through so that "too many" answers with the spec's message.
 */
export const RequestRewardSchema = v.object({
  promotionId: Int4Id,
  remarks: v.optional(v.string(), ''),
  pictures: v.optional(v.pipe(v.array(v.string()), v.maxLength(10)), []),
});

export const LanguageQuerySchema = v.object({ language: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z_-]{2,8}$/))) });

export const ParticipationSchema = v.object({
  promotionId: v.number(),
  status: v.picklist(PARTICIPATION_STATES),
  /** the latest reward request, if any */
  requestId: v.nullable(v.number()),
  /** what the promotion pays once approved (null: the operator decides) */
  rewardAmount: v.nullable(v.number()),
});
export type Participation = v.InferOutput<typeof ParticipationSchema>;
export const ParticipationsSchema = v.array(ParticipationSchema);

export const JoinResultSchema = v.object({ success: v.boolean(), status: v.picklist(PARTICIPATION_STATES) });
export const RequestRewardResultSchema = v.object({
  success: v.boolean(),
  requestId: v.number(),
  status: v.picklist(PARTICIPATION_STATES),
});

export const REWARD_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RewardRequestStatus = (typeof REWARD_REQUEST_STATUSES)[number];

export const RewardRequestViewSchema = v.object({
  requestId: v.number(),
  promotionId: v.number(),
  title: v.string(),
  remarks: v.string(),
  pictureCount: v.number(),
  status: v.picklist(REWARD_REQUEST_STATUSES),
  /** the participation state this request puts the promotion in (applying, rejected, issued, process, claimed) */
  participation: v.picklist(PARTICIPATION_STATES),
  /** paid amount (approved), else the promotion's fixed reward or null */
  amount: v.nullable(v.number()),
  /** stakes this bonus asks for before withdrawal (amount × multiple), and those made since it was paid */
  turnoverRequired: v.number(),
  turnoverDone: v.number(),
  note: v.string(),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
});
export type RewardRequestView = v.InferOutput<typeof RewardRequestViewSchema>;
export const RewardsSchema = v.object({
  currency: CurrencySchema,
  list: v.array(RewardRequestViewSchema),
});
export type Rewards = v.InferOutput<typeof RewardsSchema>;
