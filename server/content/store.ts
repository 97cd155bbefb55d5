/** Writes announcements (seed and operator posts). Callers sanitise HTML before it gets here. */
import type { AnnouncementType, BannerGroup } from '../../src/contracts/content/calls';
import type { Queryable } from '../db/types';

export type AnnouncementText = { language: string; title: string; content: string };
export type NewAnnouncement = {
  type: AnnouncementType;
  groupName?: BannerGroup | null;
  platform?: 'M' | 'W' | 'ALL';
  startDate: Date;
  endDate: Date | null;
  noExpiry: boolean;
  url?: string | null;
  sortOrder?: number;
  linkedPromotionId?: number | null;
  imageRequired?: boolean;
  remarkRequired?: boolean;
  categoryIds?: number[];
  rewardAmount?: number | null;
  turnoverMultiple?: number;
  texts: AnnouncementText[];
  images: { sequence: number; url: string }[];
};

export async function insertAnnouncement(tx: Queryable, tenantId: string, a: NewAnnouncement, by: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO announcements (tenant_id, type, group_name, platform, start_date, end_date, no_expiry, url, sort_order,
       linked_promotion_id, image_required, remark_required, category_ids, reward_amount, turnover_multiple, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::int[], $14, $15, $16, $17, $17) RETURNING id`,
    [
      tenantId,
      a.type,
      a.groupName ?? null,
      a.platform ?? 'M',
      a.startDate,
      a.noExpiry ? null : a.endDate,
      a.noExpiry,
      a.url ?? null,
      a.sortOrder ?? 0,
      a.linkedPromotionId ?? null,
      a.imageRequired ?? false,
      a.remarkRequired ?? false,
      a.categoryIds ?? [],
      a.rewardAmount ?? null,
      a.turnoverMultiple ?? 0,
      by,
      now,
    ],
  );
  if (!row) throw new Error('announcement insert returned no id');
  await replaceTexts(tx, row.id, a.texts);
  await replaceImages(tx, row.id, a.images);
  return row.id;
}

export async function replaceTexts(tx: Queryable, id: number, texts: readonly AnnouncementText[]): Promise<void> {
  for (const t of texts) {
    await tx.query(
      `INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (announcement_id, language) DO UPDATE SET title = $3, content = $4`,
      [id, t.language, t.title, t.content],
    );
  }
}

export async function replaceImages(tx: Queryable, id: number, images: readonly { sequence: number; url: string }[]): Promise<void> {
  if (images.length === 0) return;
  await tx.query('DELETE FROM announcement_images WHERE announcement_id = $1', [id]);
  for (const i of images) {
    await tx.query('INSERT INTO announcement_images (announcement_id, sequence, url) VALUES ($1, $2, $3)', [id, i.sequence, i.url]);
  }
}
