/**
 * The content rules on one language of an announcement: removing its text (players in that language
 * then read the fallback) and a banner's own picture for it (set, or removed back to the default
 * picture). The checks read the rows inside the write's transaction, then the caller's hook runs
 * there too (the console's audit row).
 */
import * as v from 'valibot';
import { OwnImageUrl } from '../../src/contracts/content/operator';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../src/contracts/languages';
import type { Db, Queryable } from '../db/types';
import { OpsError } from '../ops/actions';
import type { AnnouncementRow } from './repository';

/** A refused rule on a language's text: `missing` (nothing to act on) or `conflict` (would leave the announcement without text). */
export class LanguageTextError extends OpsError {
  override name = 'LanguageTextError';
  constructor(
    readonly kind: 'missing' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

export type LanguageTextHook = (tx: Queryable, id: number) => Promise<void>;

const Language = v.picklist(CONTENT_LANGUAGES, `language: must be one of ${CONTENT_LANGUAGES.join(', ')}`);
const Picture = v.nullable(OwnImageUrl);

function parsed<S extends v.GenericSchema>(schema: S, input: unknown, field: string): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (r.success) return r.output;
  const message = r.issues[0]?.message ?? 'invalid';
  throw new OpsError(message.startsWith(`${field}:`) ? message : `${field}: ${message}`);
}

async function liveRow(tx: Queryable, tenantId: string, id: number): Promise<AnnouncementRow> {
  const [row] = await tx.query<AnnouncementRow>('SELECT * FROM announcements WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, id]);
  if (!row) throw new OpsError(`No announcement #${id} on ${tenantId}.`);
  if (row.status === 'deleted') throw new OpsError(`Announcement #${id} is deleted.`);
  return row;
}

async function textsOf(tx: Queryable, id: number): Promise<{ language: string; image_url: string | null }[]> {
  return tx.query('SELECT language, image_url FROM announcement_texts WHERE announcement_id = $1 ORDER BY language', [id]);
}

/** Removes one language's text; refuses a language without text and the announcement's last text. */
export async function removeLanguageText(
  db: Db,
  tenantId: string,
  id: number,
  language: unknown,
  now: Date,
  inside?: LanguageTextHook,
): Promise<void> {
  const lang: ContentLanguage = parsed(Language, language, 'language');
  await db.transaction(async (tx) => {
    await liveRow(tx, tenantId, id);
    const texts = await textsOf(tx, id);
    if (!texts.some((t) => t.language === lang)) throw new LanguageTextError('missing', `Announcement #${id} has no ${lang} text`);
    if (texts.length === 1)
      throw new LanguageTextError(
        'conflict',
        `The ${lang} text is the only one of announcement #${id}: delete the announcement instead, or add another language first`,
      );
    await tx.query('DELETE FROM announcement_texts WHERE announcement_id = $1 AND language = $2', [id, lang]);
    await tx.query('UPDATE announcements SET updated_at = $2 WHERE id = $1', [id, now]);
    await inside?.(tx, id);
  });
}

/**
 * Sets a banner's own picture for one language (players in it see it in place of the default
 * picture), or with `image` null removes it back to the default. Only banners, only a language
 * with text; removing needs a picture to remove.
 */
export async function setLanguagePicture(
  db: Db,
  tenantId: string,
  id: number,
  language: unknown,
  image: unknown,
  now: Date,
  inside?: LanguageTextHook,
): Promise<void> {
  const lang: ContentLanguage = parsed(Language, language, 'language');
  const url = parsed(Picture, image, 'image');
  await db.transaction(async (tx) => {
    const row = await liveRow(tx, tenantId, id);
    if (row.type !== 'B') throw new OpsError('image: only banners have a picture per language (other kinds share their pictures)');
    const text = (await textsOf(tx, id)).find((t) => t.language === lang);
    if (!text) throw new LanguageTextError('missing', `Announcement #${id} has no ${lang} text: add its title first`);
    if (url === null && text.image_url === null)
      throw new LanguageTextError('missing', `The ${lang} text of announcement #${id} already shows the default picture`);
    await tx.query('UPDATE announcement_texts SET image_url = $3 WHERE announcement_id = $1 AND language = $2', [id, lang, url]);
    await tx.query('UPDATE announcements SET updated_at = $2 WHERE id = $1', [id, now]);
    await inside?.(tx, id);
  });
}
