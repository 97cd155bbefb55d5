/**
 * Promotions of the brand with their categories and, for a logged-in player, his participation
 * state in each (one load; `reload` after a sign-up).
 */
import type { Announcement, PromotionCategory } from '@contracts/content/calls';
import type { Participation } from '@contracts/promotions/rewards';
import { isLoggedInAtom, languageAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { fetchCategories, fetchParticipations, fetchPromotions } from '../api/promotions';
import { type Loaded, useLoad } from '@kernel';

export type PromotionData = {
  promotions: Announcement[];
  categories: PromotionCategory[];
  /** by promotion id; empty for a guest */
  states: Map<number, Participation>;
};

export function usePromotions(): Loaded<PromotionData> {
  const language = useAtomValue(languageAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useLoad(async () => {
    const [promotions, categories, participations] = await Promise.all([
      fetchPromotions(language),
      fetchCategories(language),
      loggedIn ? fetchParticipations() : Promise.resolve([] as Participation[]),
    ]);
    return { promotions, categories, states: new Map(participations.map((p) => [p.promotionId, p])) };
  }, [language, loggedIn]);
}

/** The cover image (sequence 1, else the first). */
export function coverOf(p: Announcement): string | null {
  const sorted = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return sorted[0]?.url ?? null;
}
