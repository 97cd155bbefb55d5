/**
 * An announcement as the console's editor reads it and as the audit log records it before and after
 * a change: every field (a promotion's own ones too), each language's title and sanitised HTML, the
 * images, whether it is published and its state at `now`.
 */
import type { Queryable } from '../../db/types';
import type { AnnouncementRow } from '../../content/repository';

export { missingLanguages } from '../../content/missing-languages';

/** `imageUrl`: the language's own picture (banners), shown in place of the default picture; null: the default. */
export type ContentText = { language: string; title: string; content: string; imageUrl: string | null };

export type ContentSnapshot = {
  id: number;
  type: string;
  groupName: string | null;
  published: boolean;
  state: 'scheduled' | 'live' | 'ended' | 'unpublished' | 'deleted';
  startDate: string;
  endDate: string | null;
  noExpiry: boolean;
  url: string | null;
  sortOrder: number;
  /** promotions (PR): categories, how a player applies, the fixed reward (minor units; null: the cashier decides), turnover multiple */
  categoryIds: number[];
  imageRequired: boolean;
  remarkRequired: boolean;
  rewardAmount: number | null;
  turnoverMultiple: number;
  texts: ContentText[];
  images: string[];
  updatedAt: string;
};

function stateOf(r: AnnouncementRow, now: Date): ContentSnapshot['state'] {
  if (r.status === 'deleted') return 'deleted';
  if (r.status === 'expired') return 'unpublished';
  if (new Date(r.start_date) > now) return 'scheduled';
  if (!r.no_expiry && r.end_date && new Date(r.end_date) <= now) return 'ended';
  return 'live';
}

/** The snapshot of one announcement of the brand, or null when the brand has none by that id. */
export async function contentSnapshot(db: Queryable, tenantId: string, id: number, now: Date): Promise<ContentSnapshot | null> {
  const [r] = await db.query<AnnouncementRow>('SELECT * FROM announcements WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
  if (!r) return null;
  const [texts, images] = await Promise.all([
    db.query<ContentText>(
      'SELECT language, title, content, image_url AS "imageUrl" FROM announcement_texts WHERE announcement_id = $1 ORDER BY language',
      [id],
    ),
    db.query<{ url: string }>('SELECT url FROM announcement_images WHERE announcement_id = $1 ORDER BY sequence', [id]),
  ]);
  return {
    id: r.id,
    type: r.type,
    groupName: r.group_name,
    published: r.status === 'active',
    state: stateOf(r, now),
    startDate: new Date(r.start_date).toISOString(),
    endDate: r.end_date ? new Date(r.end_date).toISOString() : null,
    noExpiry: r.no_expiry,
    url: r.url,
    sortOrder: r.sort_order,
    categoryIds: (r.category_ids ?? []).map(Number),
    imageRequired: r.image_required,
    remarkRequired: r.remark_required,
    rewardAmount: r.reward_amount === null ? null : Number(r.reward_amount),
    turnoverMultiple: r.turnover_multiple,
    texts,
    images: images.map((i) => i.url),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
