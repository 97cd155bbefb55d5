/**
 * What of the content is marketing, kept from a player in a time-out or self-exclusion
 * (`isMarketingBlocked`, server/rg/marketing.ts): promotions, login popups, hot items and every
 * banner that sells a promotion (linked to one, in the promotion group, or opening a promotion page).
 * Banners that lead to a game category or the help centre stay.
 */
import type { Announcement } from '../../src/contracts/content/calls';

const PROMOTION_PAGES = /^\/m\/(activity|activityDetail|rewardCenter|promotion)/i;

export function isPromotionalBanner(a: Pick<Announcement, 'groupName' | 'linkedPromotionId' | 'url'>): boolean {
  if (a.linkedPromotionId !== null || a.groupName === 'm_promotion') return true;
  const url = a.url ?? '';
  return PROMOTION_PAGES.test(url) || url.startsWith('promotion:');
}
