/**
 * Adds content languages to a brand whose demo content was seeded in fewer. A seeded announcement
 * whose English text is still the seed's gets the seed's texts in the missing languages (a text an
 * operator already wrote in one of them stays); one whose English an operator rewrote is left as it
 * is, so no translation of words it no longer has is added. Seeded categories whose English name is
 * still the seed's get the missing names the same way.
 */
import type { ContentLanguage } from '../../src/contracts/languages';
import type { Queryable } from '../db/types';
import { CATEGORIES } from './seed-data';
import { categoryNames, SEED_BY, SEED_ENTRIES, seedTexts } from './seed-entries';

type SeededRow = { id: number; type: string; group_name: string | null; title: string; content: string };

export async function addSeedLanguages(
  tx: Queryable,
  brand: { id: string; brandName: string },
  missing: readonly ContentLanguage[],
): Promise<void> {
  const rows = await tx.query<SeededRow>(
    `SELECT a.id, a.type, a.group_name, t.title, t.content FROM announcements a
       JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = 'en'
      WHERE a.tenant_id = $1 AND a.created_by = $2`,
    [brand.id, SEED_BY],
  );
  for (const entry of SEED_ENTRIES) {
    const [en] = seedTexts(entry.text, brand.brandName, ['en']);
    const same = rows.filter(
      (r) => r.type === entry.type && r.group_name === entry.group && r.title === en?.title && r.content === en?.content,
    );
    for (const row of same)
      for (const t of seedTexts(entry.text, brand.brandName, missing))
        await tx.query(
          `INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)
           ON CONFLICT (announcement_id, language) DO NOTHING`,
          [row.id, t.language, t.title, t.content],
        );
  }
  for (const c of CATEGORIES)
    await tx.query('UPDATE promotion_categories SET names = $3::jsonb || names WHERE tenant_id = $1 AND name_en = $2', [
      brand.id,
      c.en,
      JSON.stringify(categoryNames(c, missing)),
    ]);
}
