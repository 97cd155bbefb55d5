/**
 * The help centre's rows (migration 220): a brand's entries per stage — `live` (what players read)
 * and `draft` (the console's working copy of the whole set, opened from live on the first change,
 * made live by `publishDraft`) — each with its texts per language. Seeded once per brand from the
 * project's texts (`helpTemplates`, `{brand}` and `{age}` kept as placeholders, filled when read).
 * Callers sanitise HTML before it gets here.
 */
import type { Tenant } from '../../tenants/schema';
import { CONTENT_LANGUAGES, isLanguageCode } from '../../src/contracts/languages';
import type { Db, Queryable } from '../db/types';
import { HELP } from './help-data';
import { fillHelpText, helpTemplates } from './help';

export type HelpStage = 'live' | 'draft';
export type HelpChild = { title: string; content: string };
export type HelpText = { language: string; title: string; content: string; children: HelpChild[] };
export type HelpRecord = { id: number; tag: string; sortOrder: number; texts: HelpText[] };
export type HelpBrand = Pick<Tenant, 'id' | 'brandName' | 'age'>;

const SEED_BY = 'seed';

/**
 * Brands whose seed is done (row present, placeholders true), per database object, so a help call
 * reads `help_seeds` only until it has seen that once: the mark only ever goes from false to true,
 * so what one process remembers stays true (every process learns it once). At most
 * `SEEDED_REMEMBERED` brands per database; the longest remembered is forgotten first.
 */
const SEEDED_REMEMBERED = 1000;
const seededBrands = new WeakMap<Db, Set<string>>();

function rememberSeeded(db: Db, tenantId: string): void {
  const brands = seededBrands.get(db) ?? new Set<string>();
  seededBrands.set(db, brands);
  if (brands.size >= SEEDED_REMEMBERED) brands.delete(brands.values().next().value ?? '');
  brands.add(tenantId);
}

/**
 * For tests: forgets what this process remembers of `db`'s seeded brands, as a process that starts
 * on the database would (a test that sets a brand's `help_seeds.placeholders` back to false calls it).
 */
export function forgetHelpSeeded(db: Db): void {
  seededBrands.delete(db);
}

/**
 * Seeds the brand's live entries from the project's texts once (concurrent first calls seed once),
 * placeholders kept. A brand seeded with filled texts (migration 224) has them turned back into
 * placeholders once, in both stages, where a text still equals the seed filled with the brand's
 * current name and age; a text that differs (an operator's edit) stays as it is.
 */
export async function ensureHelpSeeded(db: Db, brand: HelpBrand, now: Date): Promise<void> {
  if (seededBrands.get(db)?.has(brand.id)) return;
  const [seeded] = await db.query<{ placeholders: boolean }>('SELECT placeholders FROM help_seeds WHERE tenant_id = $1', [brand.id]);
  if (!seeded?.placeholders) await seedOrRestore(db, brand, now);
  rememberSeeded(db, brand.id);
}

async function seedOrRestore(db: Db, brand: HelpBrand, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // a second process seeding at the same moment waits on this row, then finds it taken
    const mine = await tx.query(
      'INSERT INTO help_seeds (tenant_id, seeded_at, placeholders) VALUES ($1, $2, true) ON CONFLICT DO NOTHING RETURNING tenant_id',
      [brand.id, now],
    );
    if (mine.length === 0) {
      const [row] = await tx.query<{ placeholders: boolean }>('SELECT placeholders FROM help_seeds WHERE tenant_id = $1 FOR UPDATE', [
        brand.id,
      ]);
      if (row && !row.placeholders) await restorePlaceholders(tx, brand);
      return;
    }
    const byLanguage = CONTENT_LANGUAGES.map((language) => ({ language, entries: helpTemplates(language) }));
    for (const [index, source] of HELP.entries()) {
      const id = await insertEntry(tx, brand.id, 'live', source.tag, index + 1, SEED_BY, now);
      for (const { language, entries } of byLanguage) {
        const e = entries[index];
        if (e) await upsertText(tx, id, { language, title: e.title, content: e.content, children: e.children });
      }
    }
  });
}

const sameText = (a: Omit<HelpText, 'language'>, b: Omit<HelpText, 'language'>) =>
  a.title === b.title &&
  a.content === b.content &&
  a.children.length === b.children.length &&
  a.children.every((c, i) => c.title === b.children[i]?.title && c.content === b.children[i]?.content);

async function restorePlaceholders(tx: Queryable, brand: HelpBrand): Promise<void> {
  const tags = new Set(HELP.map((h) => h.tag));
  for (const stage of ['live', 'draft'] as const)
    for (const entry of await readStage(tx, brand.id, stage)) {
      if (!tags.has(entry.tag)) continue;
      for (const text of entry.texts) {
        if (!isLanguageCode(text.language)) continue;
        const template = helpTemplates(text.language).find((e) => e.tag === entry.tag);
        if (template && sameText(text, fillHelpText(template, brand)) && !sameText(text, template))
          await upsertText(tx, entry.id, {
            language: text.language,
            title: template.title,
            content: template.content,
            children: template.children,
          });
      }
    }
  await tx.query('UPDATE help_seeds SET placeholders = true WHERE tenant_id = $1', [brand.id]);
}

async function insertEntry(tx: Queryable, tenantId: string, stage: HelpStage, tag: string, sortOrder: number, by: string, now: Date) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO help_entries (tenant_id, stage, tag, sort_order, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [tenantId, stage, tag, sortOrder, now, by],
  );
  if (!row) throw new Error('help entry insert returned no id');
  return row.id;
}

export async function upsertText(tx: Queryable, entryId: number, t: HelpText): Promise<void> {
  await tx.query(
    `INSERT INTO help_texts (entry_id, language, title, content, children) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (entry_id, language) DO UPDATE SET title = $3, content = $4, children = $5::jsonb`,
    [entryId, t.language, t.title, t.content, JSON.stringify(t.children)],
  );
}

/** Removes one language's text of an entry; true when there was one. */
export async function deleteText(tx: Queryable, entryId: number, language: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM help_texts WHERE entry_id = $1 AND language = $2 RETURNING language', [entryId, language]);
  return rows.length > 0;
}

type EntryRow = { id: number; tag: string; sort_order: number };
type TextRow = { entry_id: number; language: string; title: string; content: string; children: unknown };

function childrenOf(value: unknown): HelpChild[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c: unknown) =>
    c && typeof c === 'object' && 'title' in c && 'content' in c && typeof c.title === 'string' && typeof c.content === 'string'
      ? [{ title: c.title, content: c.content }]
      : [],
  );
}

/** The brand's entries of one stage in their order, with every language's text. */
export async function readStage(db: Queryable, tenantId: string, stage: HelpStage): Promise<HelpRecord[]> {
  const entries = await db.query<EntryRow>(
    'SELECT id, tag, sort_order FROM help_entries WHERE tenant_id = $1 AND stage = $2 ORDER BY sort_order, id',
    [tenantId, stage],
  );
  if (entries.length === 0) return [];
  const texts = await db.query<TextRow>(
    'SELECT entry_id, language, title, content, children FROM help_texts WHERE entry_id = ANY($1::int[]) ORDER BY language',
    [entries.map((e) => e.id)],
  );
  return entries.map((e) => ({
    id: e.id,
    tag: e.tag,
    sortOrder: e.sort_order,
    texts: texts
      .filter((t) => t.entry_id === e.id)
      .map((t) => ({ language: t.language, title: t.title, content: t.content, children: childrenOf(t.children) })),
  }));
}

export async function hasDraft(db: Queryable, tenantId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM help_entries WHERE tenant_id = $1 AND stage = 'draft' LIMIT 1`, [tenantId]);
  return rows.length > 0;
}

/** What the console edits: the draft when one is open, else the live set. */
export async function editableSet(db: Queryable, tenantId: string): Promise<{ draft: boolean; entries: HelpRecord[] }> {
  const draft = await hasDraft(db, tenantId);
  return { draft, entries: await readStage(db, tenantId, draft ? 'draft' : 'live') };
}

/** Opens the draft as a copy of the live set when none is open (inside the change's transaction). */
export async function openDraft(tx: Queryable, tenantId: string, by: string, now: Date): Promise<void> {
  if (await hasDraft(tx, tenantId)) return;
  await tx.query(
    `INSERT INTO help_entries (tenant_id, stage, tag, sort_order, updated_at, updated_by)
     SELECT tenant_id, 'draft', tag, sort_order, $2, $3 FROM help_entries WHERE tenant_id = $1 AND stage = 'live'
     ON CONFLICT (tenant_id, stage, tag) DO NOTHING`,
    [tenantId, now, by],
  );
  await tx.query(
    `INSERT INTO help_texts (entry_id, language, title, content, children)
     SELECT d.id, t.language, t.title, t.content, t.children
       FROM help_entries l JOIN help_texts t ON t.entry_id = l.id
       JOIN help_entries d ON d.tenant_id = l.tenant_id AND d.tag = l.tag AND d.stage = 'draft'
      WHERE l.tenant_id = $1 AND l.stage = 'live'
     ON CONFLICT (entry_id, language) DO NOTHING`,
    [tenantId],
  );
}

/** The draft entry of `tag`, or null. */
export async function draftEntryId(tx: Queryable, tenantId: string, tag: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(`SELECT id FROM help_entries WHERE tenant_id = $1 AND stage = 'draft' AND tag = $2`, [
    tenantId,
    tag,
  ]);
  return row?.id ?? null;
}

/** Adds an entry at the end of the draft. */
export async function addDraftEntry(tx: Queryable, tenantId: string, tag: string, by: string, now: Date): Promise<number> {
  const [last] = await tx.query<{ n: number | null }>(
    `SELECT max(sort_order) AS n FROM help_entries WHERE tenant_id = $1 AND stage = 'draft'`,
    [tenantId],
  );
  return insertEntry(tx, tenantId, 'draft', tag, Number(last?.n ?? 0) + 1, by, now);
}

export async function touchEntry(tx: Queryable, entryId: number, by: string, now: Date): Promise<void> {
  await tx.query('UPDATE help_entries SET updated_at = $2, updated_by = $3 WHERE id = $1', [entryId, now, by]);
}

export async function deleteDraftEntry(tx: Queryable, entryId: number): Promise<void> {
  await tx.query(`DELETE FROM help_entries WHERE id = $1 AND stage = 'draft'`, [entryId]);
}

/** Puts the draft's entries in the order of `tags` (every draft tag, once). */
export async function reorderDraft(tx: Queryable, tenantId: string, tags: readonly string[], by: string, now: Date): Promise<void> {
  for (const [i, tag] of tags.entries())
    await tx.query(
      `UPDATE help_entries SET sort_order = $3, updated_at = $4, updated_by = $5 WHERE tenant_id = $1 AND stage = 'draft' AND tag = $2`,
      [tenantId, tag, i + 1, now, by],
    );
}

/** The draft replaces the live set (players read it from now on). */
export async function publishDraft(tx: Queryable, tenantId: string): Promise<void> {
  await tx.query(`DELETE FROM help_entries WHERE tenant_id = $1 AND stage = 'live'`, [tenantId]);
  await tx.query(`UPDATE help_entries SET stage = 'live' WHERE tenant_id = $1 AND stage = 'draft'`, [tenantId]);
}

export async function discardDraft(tx: Queryable, tenantId: string): Promise<void> {
  await tx.query(`DELETE FROM help_entries WHERE tenant_id = $1 AND stage = 'draft'`, [tenantId]);
}
