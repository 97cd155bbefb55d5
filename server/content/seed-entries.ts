/**
 * The seed's entries as rows: an entry's texts with the brand filled in, title-only entries as
 * texts, the category names kept beside the three name columns, and every seeded announcement's
 * kind and group with its texts (what `seed-languages.ts` matches a brand's seeded rows against).
 */
import type { AnnouncementType, BannerGroup } from '../../src/contracts/content/calls';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../src/contracts/languages';
import { AGENT, GROUP_BANNERS, HOME_BANNERS, HOT, NOTICES, POPUPS, PROMOTIONS, type Texts } from './seed-data';
import type { AnnouncementText } from './store';

/** Who the seeded announcements are created by. */
export const SEED_BY = 'seed';

/** The languages promotion_categories keeps in its own columns (name_en, name_zh, name_km). */
const COLUMN_LANGUAGES: readonly ContentLanguage[] = ['en', 'zh', 'km'];

/** A seed entry's texts in `languages`, `{brand}` filled. */
export function seedTexts(t: Texts, brand: string, languages: readonly ContentLanguage[] = CONTENT_LANGUAGES): AnnouncementText[] {
  return languages.map((language) => ({
    language,
    title: t[language][0].replaceAll('{brand}', brand),
    content: t[language][1].replaceAll('{brand}', brand),
  }));
}

/** A title-only entry (a banner) as [title, ''] texts. */
export function titled(t: Texts<string>): Texts {
  const out: Partial<Record<ContentLanguage, readonly [string, string]>> = {};
  for (const l of CONTENT_LANGUAGES) out[l] = [t[l], ''];
  return out as Record<ContentLanguage, readonly [string, string]>;
}

/** A category's names for promotion_categories.names: the `languages` its columns do not hold. */
export function categoryNames(c: Texts<string>, languages: readonly ContentLanguage[] = CONTENT_LANGUAGES): Record<string, string> {
  return Object.fromEntries(languages.filter((l) => !COLUMN_LANGUAGES.includes(l)).map((l) => [l, c[l]]));
}

export type SeedEntry = { type: AnnouncementType; group: BannerGroup | null; text: Texts };

/** Every announcement the seed writes, with the kind and group it is written with. */
export const SEED_ENTRIES: readonly SeedEntry[] = [
  ...PROMOTIONS.map((p) => ({ type: 'PR' as const, group: 'm_promotion' as const, text: p.text })),
  ...HOME_BANNERS.map((b) => ({ type: 'B' as const, group: 'm_home' as const, text: titled(b.text) })),
  ...GROUP_BANNERS.map((b) => ({ type: 'B' as const, group: b.group, text: titled(b.text) })),
  ...NOTICES.map((n) => ({ type: 'PL' as const, group: null, text: n.text })),
  ...POPUPS.map((text) => ({ type: 'PU' as const, group: null, text })),
  ...HOT.map((text) => ({ type: 'H' as const, group: null, text })),
  ...AGENT.map((text) => ({ type: 'A' as const, group: null, text })),
];
