/**
 * The calls the promotions remote makes: promotions (announcements of type PR) and their
 * categories (content's calls), the player's participation states, sign-up, the reward centre,
 * and the reward application (sent with upload progress).
 */
import { AnnouncementsValueSchema, CONTENT_PATHS, PromotionCategoriesValueSchema } from '@contracts/content/calls';
import { PROMOTION_CALLS, REWARD_MODULE_ID } from '@contracts/promotions/calls';
import { JoinResultSchema, ParticipationsSchema, RewardsSchema } from '@contracts/promotions/rewards';
import { apiRequest } from '@kernel';

export function fetchPromotions(language: string) {
  return apiRequest(CONTENT_PATHS.announcements, {
    schema: AnnouncementsValueSchema,
    query: { types: 'PR', platform: 'M', language },
  }).then((v) => v.promotion);
}

export function fetchCategories(language: string) {
  return apiRequest(CONTENT_PATHS.promotionCategories, { schema: PromotionCategoriesValueSchema, query: { language } });
}

export function fetchParticipations() {
  return apiRequest(PROMOTION_CALLS.participations.path, { schema: ParticipationsSchema });
}

export function joinPromotion(promotionId: number) {
  const def = PROMOTION_CALLS.join;
  return apiRequest(def.path, { method: def.method, schema: JoinResultSchema, body: { promotionId, moduleId: REWARD_MODULE_ID } });
}

export function fetchRewards(language: string) {
  return apiRequest(PROMOTION_CALLS.rewards.path, { schema: RewardsSchema, query: { language } });
}
