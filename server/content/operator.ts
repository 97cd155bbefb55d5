/**
 * Operator content management, shared by `npm run ops -- content` and the operator HTTP API:
 * post, edit (texts, dates = schedule, links, images), expire, delete, remove a language's text, set or
 * remove a banner's picture per language (`language-texts.ts`), upload images. HTML is
 * sanitised here on the way in; every check runs before anything is written.
 */
import * as v from 'valibot';
import { type OpsAnnouncement, type OpsEdit, OpsEditSchema, type OpsPost, OpsPostSchema } from '../../src/contracts/content/operator';
import type { Db, Queryable } from '../db/types';
import { OpsError } from '../ops/actions';
import { saveImage } from './images';
import { removeLanguageText, setLanguagePicture } from './language-texts';
import { type AnnouncementRow, rowById } from './repository';
import { sanitizeHtml } from './sanitize';
import { ensureContentSeeded, type SeedBrand } from './seed';
import { insertAnnouncement, replaceImages, replaceTexts } from './store';

const BY = 'operator';

/**
 * What a caller adds to a write (the console): who writes it (`by`, else `operator`); `published`
 * false keeps it from players (stored as expired) and true shows it again by its dates, whatever the
 * write; `inside` runs in the write's transaction with the announcement's id (the console's audit row).
 */
export type WriteOptions = {
  by?: string;
  published?: boolean;
  inside?: (tx: Queryable, id: number) => Promise<void>;
};

async function applyWriteOptions(tx: Queryable, id: number, o: WriteOptions, now: Date): Promise<void> {
  if (o.published !== undefined)
    await tx.query(`UPDATE announcements SET status = $2, updated_at = $3 WHERE id = $1 AND status <> 'deleted'`, [
      id,
      o.published ? 'active' : 'expired',
      now,
    ]);
  await o.inside?.(tx, id);
}

export function parseOps<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (r.success) return r.output;
  const issue = r.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new OpsError(`${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`);
}

function stateOf(r: AnnouncementRow, now: Date): OpsAnnouncement['state'] {
  if (r.status !== 'active') return r.status;
  if (new Date(r.start_date) > now) return 'scheduled';
  if (!r.no_expiry && r.end_date && new Date(r.end_date) <= now) return 'ended';
  return 'live';
}

async function view(db: Queryable, r: AnnouncementRow, now: Date): Promise<OpsAnnouncement> {
  const [texts, images] = await Promise.all([
    db.query<{ language: string; title: string; image_url: string | null }>(
      'SELECT language, title, image_url FROM announcement_texts WHERE announcement_id = $1 ORDER BY language',
      [r.id],
    ),
    db.query<{ url: string }>('SELECT url FROM announcement_images WHERE announcement_id = $1 ORDER BY sequence', [r.id]),
  ]);
  return {
    id: r.id,
    type: r.type,
    groupName: r.group_name,
    state: stateOf(r, now),
    startDate: new Date(r.start_date).toISOString(),
    endDate: r.end_date ? new Date(r.end_date).toISOString() : null,
    noExpiry: r.no_expiry,
    url: r.url,
    titles: Object.fromEntries(texts.map((t) => [t.language, t.title])),
    images: images.map((i) => i.url),
    pictures: Object.fromEntries(texts.flatMap((t) => (t.image_url ? [[t.language, t.image_url]] : []))),
  };
}

function cleanTexts(texts: OpsPost['texts']) {
  return texts.map((t) => ({ language: t.language, title: t.title, content: sanitizeHtml(t.content) }));
}

async function checkCategories(db: Queryable, tenantId: string, ids: readonly number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const rows = await db.query<{ id: number }>('SELECT id FROM promotion_categories WHERE tenant_id = $1 AND id = ANY($2::int[])', [
    tenantId,
    [...ids],
  ]);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) throw new OpsError(`categoryIds: no promotion category ${missing.join(', ')} on ${tenantId}`);
}

function checkDates(start: Date, end: Date | null, noExpiry: boolean): void {
  if (!noExpiry && !end) throw new OpsError('endDate: give an end date, or noExpiry: true');
  if (!noExpiry && end && end <= start) throw new OpsError('endDate: must be after startDate');
}

export function createContentOps(db: Db, tenantOf: (id: string) => SeedBrand) {
  async function announcement(tenantId: string, id: number): Promise<AnnouncementRow> {
    const row = await rowById(db, tenantId, id);
    if (!row) throw new OpsError(`No announcement #${id} on ${tenantId}.`);
    return row;
  }

  return {
    async list(tenant: string, filter: { type?: string; state?: string }, now: Date): Promise<OpsAnnouncement[]> {
      const t = tenantOf(tenant);
      await ensureContentSeeded(db, t, now);
      const rows = await db.query<AnnouncementRow>(
        `SELECT * FROM announcements WHERE tenant_id = $1 AND ($2 = '' OR type = $2) ORDER BY type, sort_order, id`,
        [t.id, filter.type ?? ''],
      );
      const views = await Promise.all(rows.map((r) => view(db, r, now)));
      return filter.state ? views.filter((x) => x.state === filter.state) : views;
    },

    async show(tenant: string, id: number, now: Date): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      return view(db, await announcement(t.id, id), now);
    },

    async post(tenant: string, input: unknown, now: Date, o: WriteOptions = {}): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      const a = parseOps(OpsPostSchema, input);
      const start = a.startDate ?? now;
      const noExpiry = a.noExpiry ?? false;
      checkDates(start, a.endDate ?? null, noExpiry);
      if (a.type === 'B' && !a.groupName) throw new OpsError('groupName: a banner needs its group (m_home, m_promotion, ...)');
      if (a.type === 'B' && !a.images?.length) throw new OpsError('images: a banner needs an image (upload it first)');
      if (a.type !== 'B' && a.type !== 'PR' && a.groupName) throw new OpsError('groupName: only banners and promotions have a group');
      await ensureContentSeeded(db, t, now);
      await checkCategories(db, t.id, a.categoryIds);
      const texts = cleanTexts(a.texts);
      const id = await db.transaction(async (tx) => {
        const created = await insertAnnouncement(
          tx,
          t.id,
          {
            ...a,
            startDate: start,
            endDate: noExpiry ? null : (a.endDate ?? null),
            noExpiry,
            texts,
            images: (a.images ?? []).map((url, i) => ({ sequence: i + 1, url })),
          },
          o.by ?? BY,
          now,
        );
        await applyWriteOptions(tx, created, o, now);
        return created;
      });
      return view(db, await announcement(t.id, id), now);
    },

    async edit(tenant: string, id: number, input: unknown, now: Date, o: WriteOptions = {}): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      const row = await announcement(t.id, id);
      const e: OpsEdit = parseOps(OpsEditSchema, input);
      if (row.status === 'deleted') throw new OpsError(`Announcement #${id} is deleted.`);
      const start = e.startDate ?? new Date(row.start_date);
      const noExpiry = e.noExpiry ?? (e.endDate ? false : row.no_expiry);
      const end = noExpiry ? null : e.endDate !== undefined ? e.endDate : row.end_date ? new Date(row.end_date) : null;
      checkDates(start, end, noExpiry);
      await checkCategories(db, t.id, e.categoryIds);
      const texts = e.texts ? cleanTexts(e.texts) : [];
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE announcements SET start_date = $3, end_date = $4, no_expiry = $5,
             group_name = COALESCE($6, group_name), platform = COALESCE($7, platform), url = CASE WHEN $8 THEN $9 ELSE url END,
             sort_order = COALESCE($10, sort_order), linked_promotion_id = CASE WHEN $11 THEN $12 ELSE linked_promotion_id END,
             image_required = COALESCE($13, image_required), remark_required = COALESCE($14, remark_required),
             category_ids = COALESCE($15::int[], category_ids), reward_amount = CASE WHEN $16 THEN $17 ELSE reward_amount END,
             turnover_multiple = COALESCE($18, turnover_multiple), status = CASE WHEN status = 'expired' AND $19 THEN 'active' ELSE status END,
             updated_at = $20
           WHERE tenant_id = $1 AND id = $2`,
          [
            t.id,
            id,
            start,
            end,
            noExpiry,
            e.groupName ?? null,
            e.platform ?? null,
            e.url !== undefined,
            e.url ?? null,
            e.sortOrder ?? null,
            e.linkedPromotionId !== undefined,
            e.linkedPromotionId ?? null,
            e.imageRequired ?? null,
            e.remarkRequired ?? null,
            e.categoryIds ?? null,
            e.rewardAmount !== undefined,
            e.rewardAmount ?? null,
            e.turnoverMultiple ?? null,
            e.startDate !== undefined || e.endDate !== undefined || e.noExpiry !== undefined,
            now,
          ],
        );
        await replaceTexts(tx, id, texts);
        if (e.images)
          await replaceImages(
            tx,
            id,
            e.images.map((url, i) => ({ sequence: i + 1, url })),
          );
        await applyWriteOptions(tx, id, o, now);
      });
      return view(db, await announcement(t.id, id), now);
    },

    /** Ends it now (players stop seeing it at once); `edit` with new dates brings it back. */
    async expire(tenant: string, id: number, now: Date): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      await announcement(t.id, id);
      await db.query(
        `UPDATE announcements SET status = 'expired', updated_at = $3 WHERE tenant_id = $1 AND id = $2 AND status = 'active'`,
        [t.id, id, now],
      );
      return view(db, await announcement(t.id, id), now);
    },

    async remove(tenant: string, id: number, now: Date, o: Pick<WriteOptions, 'inside'> = {}): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      await announcement(t.id, id);
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE announcements SET status = 'deleted', updated_at = $3 WHERE tenant_id = $1 AND id = $2`, [t.id, id, now]);
        await o.inside?.(tx, id);
      });
      return view(db, await announcement(t.id, id), now);
    },

    /** Removes one language's text (players in it then read the fallback); never the last one. */
    async removeText(
      tenant: string,
      id: number,
      language: unknown,
      now: Date,
      o: Pick<WriteOptions, 'inside'> = {},
    ): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      await removeLanguageText(db, t.id, id, language, now, o.inside);
      return view(db, await announcement(t.id, id), now);
    },

    /** A banner's own picture for one language; `image` null: back to the default picture. */
    async setPicture(
      tenant: string,
      id: number,
      language: unknown,
      image: unknown,
      now: Date,
      o: Pick<WriteOptions, 'inside'> = {},
    ): Promise<OpsAnnouncement> {
      const t = tenantOf(tenant);
      await setLanguagePicture(db, t.id, id, language, image, now, o.inside);
      return view(db, await announcement(t.id, id), now);
    },

    async upload(tenant: string, image: string | Uint8Array, now: Date, by = BY): Promise<{ id: number; url: string }> {
      const t = tenantOf(tenant);
      return saveImage(db, t.id, image, by, now);
    },
  };
}
export type ContentOps = ReturnType<typeof createContentOps>;
