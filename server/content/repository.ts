/**
 * Announcements as players see them: only those of the brand, active, on the platform and inside
 * their dates at `now`; texts in the asked language (else en, else any); images by sequence.
 */
import type { Announcement, AnnouncementType, BannerGroup, PromotionCategory } from '../../src/contracts/content/calls';
import type { ContentLanguage } from '../../src/contracts/languages';
import type { Queryable } from '../db/types';

export type AnnouncementRow = {
  id: number;
  tenant_id: string;
  type: AnnouncementType;
  group_name: BannerGroup | null;
  platform: 'M' | 'W' | 'ALL';
  start_date: Date;
  end_date: Date | null;
  no_expiry: boolean;
  url: string | null;
  sort_order: number;
  linked_promotion_id: number | null;
  image_required: boolean;
  remark_required: boolean;
  category_ids: number[];
  reward_amount: string | number | bigint | null;
  turnover_multiple: number;
  status: 'active' | 'expired' | 'deleted';
  created_by: string;
  created_at: Date;
  updated_at: Date;
};
type TextRow = { announcement_id: number; language: string; title: string; content: string; image_url: string | null };
type ImageRow = { announcement_id: number; sequence: number; url: string };

export type VisibleFilter = {
  tenantId: string;
  types: readonly AnnouncementType[];
  groupName?: BannerGroup | '';
  platform: 'M' | 'W' | 'ALL';
  now: Date;
};

/** SQL condition "shown at $now" (the parameter number of now is given). */
export const VISIBLE_SQL = (nowParam: string) =>
  `a.status = 'active' AND a.start_date <= ${nowParam} AND (a.no_expiry OR a.end_date > ${nowParam})`;

/**
 * The rows a list shows: those shown at `now`, and promotions (PR) that have not started yet, which
 * the promotions page lists as upcoming: their own state, not yet joinable, with the start date.
 */
export async function visibleRows(db: Queryable, f: VisibleFilter): Promise<AnnouncementRow[]> {
  if (f.types.length === 0) return [];
  const platforms = f.platform === 'ALL' ? ['M', 'W', 'ALL'] : [f.platform, 'ALL'];
  return db.query<AnnouncementRow>(
    `SELECT a.* FROM announcements a
      WHERE a.tenant_id = $1 AND a.type = ANY($2::text[]) AND a.platform = ANY($3::text[])
        AND (${VISIBLE_SQL('$4')} OR (a.type = 'PR' AND a.status = 'active' AND a.start_date > $4 AND (a.no_expiry OR a.end_date > $4)))
        AND ($5 = '' OR a.type <> 'B' OR a.group_name = $5)
      ORDER BY a.sort_order, a.start_date DESC, a.id DESC`,
    [f.tenantId, [...f.types], platforms, f.now, f.groupName ?? ''],
  );
}

export async function rowById(db: Queryable, tenantId: string, id: number): Promise<AnnouncementRow | undefined> {
  const rows = await db.query<AnnouncementRow>('SELECT * FROM announcements WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
  return rows[0];
}

/** The pictures by sequence; a language's own picture (banners) takes the cover's place (sequence 1). */
function picturesOf(images: readonly ImageRow[], own: string | null): { url: string; sequence: number }[] {
  const list = images.map((i) => ({ url: i.url, sequence: i.sequence }));
  if (!own) return list;
  return [{ url: own, sequence: 1 }, ...list.filter((i) => i.sequence !== 1)];
}

/** Rows → the call's shape, texts in `language` (falls back to en, then to any language). */
export async function toAnnouncements(db: Queryable, rows: readonly AnnouncementRow[], language: ContentLanguage): Promise<Announcement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [texts, images] = await Promise.all([
    db.query<TextRow>('SELECT * FROM announcement_texts WHERE announcement_id = ANY($1::int[])', [ids]),
    db.query<ImageRow>('SELECT * FROM announcement_images WHERE announcement_id = ANY($1::int[]) ORDER BY sequence', [ids]),
  ]);
  const textOf = (id: number) => {
    const mine = texts.filter((t) => t.announcement_id === id);
    return mine.find((t) => t.language === language) ?? mine.find((t) => t.language === 'en') ?? mine[0];
  };
  return rows.map((r) => {
    const text = textOf(r.id);
    return {
      id: r.id,
      type: r.type,
      groupName: r.group_name,
      linkedPromotionId: r.linked_promotion_id,
      title: text?.title ?? '',
      content: text?.content ?? '',
      startDate: new Date(r.start_date).toISOString(),
      endDate: r.end_date ? new Date(r.end_date).toISOString() : null,
      noExpiry: r.no_expiry ? 1 : 0,
      imageRequired: r.image_required ? 'Y' : 'N',
      remarkRequired: r.remark_required ? 'Y' : 'N',
      url: r.url,
      promoAnnouncementCategoryIds: (r.category_ids ?? []).map(Number),
      announcementImages: picturesOf(
        images.filter((i) => i.announcement_id === r.id),
        text?.image_url ?? null,
      ),
      rewardAmount: r.reward_amount === null ? null : Number(r.reward_amount),
      turnoverMultiple: r.turnover_multiple,
      sortOrder: r.sort_order,
    };
  });
}

/** Ids among `ids` this member has read. */
export async function readIds(db: Queryable, memberId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ announcement_id: number }>(
    'SELECT announcement_id FROM announcement_reads WHERE member_id = $1 AND announcement_id = ANY($2::int[])',
    [memberId, [...ids]],
  );
  return new Set(rows.map((r) => r.announcement_id));
}

/** Marks once (a second mark keeps the first time). */
export async function markRead(db: Queryable, announcementId: number, memberId: number, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO announcement_reads (announcement_id, member_id, read_at) VALUES ($1, $2, $3) ON CONFLICT (announcement_id, member_id) DO NOTHING',
    [announcementId, memberId, now],
  );
}

/** Player notices shown now that this member has not read. */
export async function unreadCount(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM announcements a
      WHERE a.tenant_id = $1 AND a.type = 'PL' AND a.platform IN ('M', 'ALL') AND ${VISIBLE_SQL('$3')}
        AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = $2)`,
    [tenantId, memberId, now],
  );
  return Number(rows[0]?.n ?? 0);
}

type CategoryRow = {
  id: number;
  sort_order: number;
  name_en: string;
  name_zh: string;
  name_km: string;
  names: Record<string, string> | null;
};

/** A category's name in `language`: its column (en, zh, km), else its `names` entry, else English. */
function categoryName(r: CategoryRow, language: ContentLanguage): string {
  if (language === 'zh') return r.name_zh;
  if (language === 'km') return r.name_km;
  return r.names?.[language] || r.name_en;
}

export async function promotionCategories(db: Queryable, tenantId: string, language: ContentLanguage): Promise<PromotionCategory[]> {
  const rows = await db.query<CategoryRow>('SELECT * FROM promotion_categories WHERE tenant_id = $1 ORDER BY sort_order, id', [tenantId]);
  return rows.map((r) => ({ id: r.id, name: categoryName(r, language), sortOrder: r.sort_order }));
}
