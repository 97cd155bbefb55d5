/**
 * Seeds a brand's demo content once (marked in `content_seeds`): promotion categories, promotions,
 * home and group banners, player notices (one already ended, one scheduled), login popups, a hot
 * item and agent announcements, in km, zh and en, with generated art. Runs on the brand's first
 * content call; an operator's later deletions stay deleted.
 */
import type { BannerGroup } from '../../src/contracts/content/calls';
import type { Tenant } from '../../tenants/schema';
import type { Db, Queryable } from '../db/types';
import { artUrl } from './art';
import { AGENT, CATEGORIES, GROUP_BANNERS, HOME_BANNERS, HOT, NOTICES, POPUPS, PROMOTIONS, type Tri } from './seed-data';
import { type AnnouncementText, insertAnnouncement, type NewAnnouncement } from './store';

const SEED_LOCK = 0x6a4d_0015;
const DAY = 86_400_000;
const LANGS = ['en', 'zh', 'km'] as const;
const BY = 'seed';

export type SeedBrand = Pick<Tenant, 'id' | 'brandName' | 'currency'>;

function texts(t: Tri, brand: string): AnnouncementText[] {
  return LANGS.map((language) => ({
    language,
    title: t[language][0].replaceAll('{brand}', brand),
    content: t[language][1].replaceAll('{brand}', brand),
  }));
}
const plain = (t: Record<'en' | 'zh' | 'km', string>): Tri => ({ en: [t.en, ''], zh: [t.zh, ''], km: [t.km, ''] });

export async function isSeeded(db: Queryable, tenantId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM content_seeds WHERE tenant_id = $1', [tenantId]);
  return rows.length > 0;
}

export async function ensureContentSeeded(db: Db, brand: SeedBrand, now: Date): Promise<void> {
  if (await isSeeded(db, brand.id)) return;
  await db.withLock(SEED_LOCK, () =>
    db.transaction(async (tx) => {
      if (await isSeeded(tx, brand.id)) return;
      await seedBrand(tx, brand, now);
      await tx.query('INSERT INTO content_seeds (tenant_id, seeded_at) VALUES ($1, $2)', [brand.id, now]);
    }),
  );
}

async function seedBrand(tx: Queryable, brand: SeedBrand, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const name = brand.brandName;
  const add = (a: NewAnnouncement) => insertAnnouncement(tx, brand.id, a, BY, now);

  const catIds: number[] = [];
  for (const [i, c] of CATEGORIES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO promotion_categories (tenant_id, sort_order, name_en, name_zh, name_km) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [brand.id, i, c.en, c.zh, c.km],
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
        texts: texts(p.text, name),
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
      texts: texts(b.text, name),
      images: [{ sequence: 1, url: artUrl('banner', brand.id, i + 1) }],
    });
  }
  for (const [i, b] of GROUP_BANNERS.entries()) {
    await add({
      type: 'B',
      groupName: b.group as BannerGroup,
      startDate: at(-3),
      endDate: null,
      noExpiry: true,
      url: b.url,
      sortOrder: 0,
      texts: texts(plain(b.text), name),
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
      texts: texts(n.text, name),
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
      texts: texts(p, name),
      images: [{ sequence: 1, url: artUrl('popup', brand.id, i + 1) }],
    });
  }
  for (const h of HOT)
    await add({ type: 'H', startDate: at(-1), endDate: at(30), noExpiry: false, url: '/m/jackpots', texts: texts(h, name), images: [] });
  for (const [i, a] of AGENT.entries())
    await add({ type: 'A', startDate: at(-1), endDate: null, noExpiry: true, sortOrder: i, texts: texts(a, name), images: [] });
}
