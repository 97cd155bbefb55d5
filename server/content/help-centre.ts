/**
 * The help centre a player reads (`/wps/system/helpCenter`): the brand's live entries (or, for the
 * browser holding a help preview pass, its draft) in the asked language. An entry without text in
 * that language reads the brand's default language, then the project's seeded text of its tag in
 * that language, then English, then any language it has. `{brand}` and `{age}` in the text are
 * filled with the brand's name and minimum age as they are now.
 */
import type { HelpEntry } from '../../src/contracts/content/calls';
import type { ContentLanguage } from '../../src/contracts/languages';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/types';
import { fillHelpText, helpTemplates } from './help';
import { ensureHelpSeeded, type HelpRecord, type HelpText, hasDraft, readStage } from './help-store';

export type HelpCentreBrand = Pick<Tenant, 'id' | 'brandName' | 'age' | 'defaultLanguage'>;

/** The text an entry shows in `language`, by the fallback order above, placeholders kept. */
export function textFor(entry: HelpRecord, language: ContentLanguage, brand: HelpCentreBrand): Omit<HelpText, 'language'> | null {
  const of = (l: string) => entry.texts.find((t) => t.language === l);
  const own = of(language) ?? of(brand.defaultLanguage);
  if (own) return own;
  const seeded = helpTemplates(language).find((e) => e.tag === entry.tag);
  if (seeded) return { title: seeded.title, content: seeded.content, children: seeded.children };
  return of('en') ?? entry.texts[0] ?? null;
}

export async function helpCentre(
  db: Db,
  brand: HelpCentreBrand,
  language: ContentLanguage,
  o: { preview: boolean; now: Date },
): Promise<HelpEntry[]> {
  await ensureHelpSeeded(db, brand, o.now);
  const stage = o.preview && (await hasDraft(db, brand.id)) ? 'draft' : 'live';
  const entries = await readStage(db, brand.id, stage);
  return entries.flatMap((entry, i) => {
    const stored = textFor(entry, language, brand);
    const text = stored && fillHelpText(stored, brand);
    return text ? [{ id: i + 1, tag: entry.tag, title: text.title, content: text.content, children: text.children }] : [];
  });
}
