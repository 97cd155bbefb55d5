/**
 * Seeds a brand's demo content once (marked in `content_seeds`): promotion categories, promotions,
 * home and group banners, player notices (one already ended, one scheduled), login popups, a hot
 * item and agent announcements, in every content language, with generated art. Runs on the brand's
 * first content call; an operator's later deletions stay deleted. A brand seeded in fewer languages
 * (`content_seeds.languages`) gets the missing ones added once to the seeded texts an operator has
 * not rewritten (`seed-languages.ts`).
 */
import type { Tenant } from '../../tenants/schema';
import type { Db, Queryable } from '../db/types';
import { artUrl } from './art';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../src/contracts/languages';
import { AGENT, CATEGORIES, GROUP_BANNERS, HOME_BANNERS, HOT, NOTICES, POPUPS, PROMOTIONS } from './seed-data';
import { categoryNames, SEED_BY, seedTexts, titled } from './seed-entries';
import { addSeedLanguages } from './seed-languages';
import { insertAnnouncement, type NewAnnouncement } from './store';

const SEED_LOCK = 0x6a4d_0015;
const DAY = 86_400_000;

export type SeedBrand = Pick<Tenant, 'id' | 'brandName' | 'currency'>;

/** The content languages a brand's seed lacks; null when it was never seeded. */
async function missingLanguages(db: Queryable, tenantId: string): Promise<ContentLanguage[] | null> {
  const [row] = await db.query<{ languages: string[] }>('SELECT languages FROM content_seeds WHERE tenant_id = $1', [tenantId]);
  return row ? CONTENT_LANGUAGES.filter((l) => !row.languages.includes(l)) : null;
}

export async function isSeeded(db: Queryable, tenantId: string): Promise<boolean> {
  return (await missingLanguages(db, tenantId)) !== null;
}

export async function ensureContentSeeded(db: Db, brand: SeedBrand, now: Date): Promise<void> {
  if ((await missingLanguages(db, brand.id))?.length === 0) return;
  await db.withLock(SEED_LOCK, () =>
    db.transaction(async (tx) => {
      const missing = await missingLanguages(tx, brand.id);
      if (missing === null) {
        await seedBrand(tx, brand, now);
        await tx.query('INSERT INTO content_seeds (tenant_id, seeded_at, languages) VALUES ($1, $2, $3::text[])', [
          brand.id,
          now,
          [...CONTENT_LANGUAGES],
        ]);
      } else if (missing.length > 0) {
        await addSeedLanguages(tx, brand, missing);
        await tx.query('UPDATE content_seeds SET languages = $2::text[] WHERE tenant_id = $1', [brand.id, [...CONTENT_LANGUAGES]]);
      }
    }),
  );
}

async function seedBrand(tx: Queryable, brand: SeedBrand, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const name = brand.brandName;
  const add = (a: NewAnnouncement) => insertAnnouncement(tx, brand.id, a, SEED_BY, now);

  const catIds: number[] = [];
  for (const [i, c] of CATEGORIES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO promotion_categories (tenant_id, sort_order, name_en, name_zh, name_km, names) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id',
      [brand.id, i, c.en, c.zh, c.km, JSON.stringify(categoryNames(c))],
    );
    if (row) catIds.push(row.id);
  }

  const promoIds: number[] = [];
  for (const [i, p] of PROMOTIONS.entries()) {
    promoIds.push(
      await add({
        type: 'PR',
        groupName: 'm_promotion',
        startDate: at(-3),
        endDate: p.days === null ? null : at(p.days),
        noExpiry: p.days === null,
        sortOrder: i,
        imageRequired: p.image,
        remarkRequired: p.remark,
        categoryIds: p.cats.map((c) => catIds[c]).filter((c): c is number => c !== undefined),
        rewardAmount: p.reward === null ? null : p.reward * 10 ** brand.currency.minorUnits,
        turnoverMultiple: p.turnover,
        texts: seedTexts(p.text, name),
        images: [{ sequence: 1, url: artUrl('promo', brand.id, i + 1) }],
      }),
    );
  }

  for (const [i, b] of HOME_BANNERS.entries()) {
    const promo = /^promotion:(\d+)$/.exec(b.url);
    const url = promo ? `/m/activityDetail?id=${promoIds[Number(promo[1])]}` : b.url;
    await add({
      type: 'B',
      groupName: 'm_home',
      startDate: at(-3),
      endDate: null,
      noExpiry: true,
      url,
      sortOrder: i,
      texts: seedTexts(titled(b.text), name),
      images: [{ sequence: 1, url: artUrl('banner', brand.id, i + 1) }],
    });
  }
  for (const [i, b] of GROUP_BANNERS.entries()) {
    await add({
      type: 'B',
      groupName: b.group,
      startDate: at(-3),
      endDate: null,
      noExpiry: true,
      url: b.url,
      sortOrder: 0,
      texts: seedTexts(titled(b.text), name),
      images: [{ sequence: 1, url: artUrl('banner', brand.id, 10 + i) }],
    });
  }
  for (const [i, n] of NOTICES.entries()) {
    await add({
      type: 'PL',
      startDate: at(n.from),
      endDate: n.to === null ? null : at(n.to),
      noExpiry: n.to === null,
      sortOrder: i,
      texts: seedTexts(n.text, name),
      images: [],
    });
  }
  for (const [i, p] of POPUPS.entries()) {
    await add({
      type: 'PU',
      startDate: at(-1),
      endDate: at(365),
      noExpiry: false,
      sortOrder: i,
      url: i === 0 ? `/m/activityDetail?id=${promoIds[0]}` : null,
      texts: seedTexts(p, name),
      images: [{ sequence: 1, url: artUrl('popup', brand.id, i + 1) }],
    });
  }
  for (const h of HOT)
    await add({
      type: 'H',
      startDate: at(-1),
      endDate: at(30),
      noExpiry: false,
      url: '/m/jackpots',
      texts: seedTexts(h, name),
      images: [],
    });
  for (const [i, a] of AGENT.entries())
    await add({ type: 'A', startDate: at(-1), endDate: null, noExpiry: true, sortOrder: i, texts: seedTexts(a, name), images: [] });
}
