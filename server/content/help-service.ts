/**
 * The help centre's editing rules, one copy for the console (`server/console/content/help-routes.ts`),
 * the operator API (`server/routes/operator/help.ts`) and `npm run ops -- help-pages`. Every change
 * goes to the brand's draft (opened as a copy of the live entries on the first change) and players
 * read it once `publish` makes it live. HTML goes through the one sanitiser; the tags the player site
 * links to are never deleted; tags are unique per brand. Each change runs in one transaction with the
 * caller's audit record (`HelpActor.audit`: the entry, or the whole set, before and after).
 * Refusals are `ApiError`s: 404 for an unknown entry or language text, 409 for a conflict, 400 for
 * bad input (the schemas below, which every caller parses its input with).
 */
import * as v from 'valibot';
import { CONTENT_LANGUAGES } from '../../src/contracts/languages';
import type { Tenant } from '../../tenants/schema';
import { clock } from '../clock';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import {
  addDraftEntry,
  deleteDraftEntry,
  deleteText,
  discardDraft,
  draftEntryId,
  editableSet,
  ensureHelpSeeded,
  type HelpRecord,
  type HelpText,
  hasDraft,
  openDraft,
  publishDraft,
  readStage,
  reorderDraft,
  touchEntry,
  upsertText,
} from './help-store';
import { missingLanguages } from './missing-languages';
import { sanitizeHtml } from './sanitize';

/** The help tags the player site links to (registration, footer, responsible gaming): edited, never deleted. */
export const PROTECTED_HELP_TAGS = ['terms', 'privacy', 'responsible'] as const;
const isProtected = (tag: string) => (PROTECTED_HELP_TAGS as readonly string[]).includes(tag);

export const HelpTag = v.pipe(
  v.string('tag: must be text'),
  v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'tag: lower-case letters, digits and hyphens, starting with a letter, at most 40 characters'),
);
export const HelpLanguage = v.picklist(CONTENT_LANGUAGES, `must be one of ${CONTENT_LANGUAGES.join(', ')}`);
const Title = v.pipe(v.string(), v.trim(), v.minLength(1, 'a title is required'), v.maxLength(200, 'at most 200 characters'));
const Html = v.pipe(v.string(), v.maxLength(20_000, 'at most 20,000 characters'));
const Children = v.pipe(v.array(v.strictObject({ title: Title, content: v.optional(Html, '') })), v.maxLength(20, 'at most 20 sub-items'));
const HelpTextInput = v.strictObject({
  language: HelpLanguage,
  title: Title,
  content: v.optional(Html, ''),
  children: v.optional(Children, []),
});
const Texts = v.pipe(
  v.array(HelpTextInput),
  v.maxLength(16),
  v.check((list) => new Set(list.map((t) => t.language)).size === list.length, 'a language appears twice'),
  v.minLength(1, 'at least one language (title and text)'),
);
/** A new entry: its tag and at least one language. */
export const HelpCreateBody = v.strictObject({ tag: HelpTag, texts: Texts });
/** The languages given (title, body, sub-items) replace theirs; the others are kept. */
export const HelpEditBody = v.strictObject({ texts: Texts });
/** One language's title, body and/or sub-items; what is left out keeps its current value (a new language needs its title). */
export const HelpTextBody = v.pipe(
  v.strictObject({ title: v.optional(Title), content: v.optional(Html), children: v.optional(Children) }),
  v.check((b) => b.title !== undefined || b.content !== undefined || b.children !== undefined, 'give a title, content or children'),
);
/** Every entry's tag once, in the new order. */
export const HelpOrderBody = v.strictObject({ tags: v.pipe(v.array(HelpTag), v.maxLength(100)) });

type TextsInput = v.InferOutput<typeof Texts>;
export type HelpCreate = v.InferOutput<typeof HelpCreateBody>;
export type HelpTextChange = v.InferOutput<typeof HelpTextBody>;
export type HelpLanguageCode = v.InferOutput<typeof HelpLanguage>;

/** Who changes the help pages: `by` is stored on the entries; `audit` writes the record inside the change's transaction. */
export type HelpActor = {
  by: string;
  audit(tx: Queryable, change: { tenant: string; action: string; target: string; before: unknown; after?: unknown }): Promise<void>;
};

const conflict = (message: string) => new ApiError('request.invalid', { status: 409, message });
const notFound = (what: string) => new ApiError('request.not.found', { status: 404, message: `No help entry ${what} on this brand` });

function clean(texts: TextsInput): HelpText[] {
  return texts.map((t) => ({
    language: t.language,
    title: t.title,
    content: sanitizeHtml(t.content),
    children: t.children.map((c) => ({ title: c.title, content: sanitizeHtml(c.content) })),
  }));
}

/** An entry as the editors read it and the audit log records it. */
function entryView(e: HelpRecord, offered: readonly string[]) {
  return {
    tag: e.tag,
    protected: isProtected(e.tag),
    sortOrder: e.sortOrder,
    texts: e.texts,
    missingLanguages: missingLanguages(e.texts, offered),
  };
}
export type HelpEntryView = ReturnType<typeof entryView> & { draft: boolean };

export function createHelpService(db: Db) {
  const seeded = async (tenant: Tenant) => {
    await ensureHelpSeeded(db, tenant, clock.now());
  };

  async function entryOf(q: Queryable, tenant: Tenant, tag: string) {
    const found = (await editableSet(q, tenant.id)).entries.find((e) => e.tag === tag);
    return found ? entryView(found, tenant.languages) : null;
  }

  async function listOf(tenant: Tenant) {
    const set = await editableSet(db, tenant.id);
    return {
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
      protectedTags: [...PROTECTED_HELP_TAGS],
      draft: set.draft,
      entries: set.entries.map((e) => ({
        tag: e.tag,
        protected: isProtected(e.tag),
        titles: Object.fromEntries(e.texts.map((t) => [t.language, t.title])),
        children: Object.fromEntries(e.texts.map((t) => [t.language, t.children.length])),
        missingLanguages: missingLanguages(e.texts, tenant.languages),
      })),
    };
  }

  async function editedEntry(tenant: Tenant, tag: string): Promise<HelpEntryView> {
    const entry = await entryOf(db, tenant, tag);
    if (!entry) throw notFound(`"${tag}"`);
    return { ...entry, draft: true };
  }

  /** Runs a change on the draft (opened first) and audits it with the entry (or the set) before and after, in one transaction. */
  async function change<T>(
    tenant: Tenant,
    actor: HelpActor,
    action: string,
    tag: string | null,
    work: (tx: Queryable, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const snapshot = async () =>
        tag === null
          ? (await editableSet(tx, tenant.id)).entries.map((e) => entryView(e, tenant.languages))
          : await entryOf(tx, tenant, tag);
      const before = await snapshot();
      await openDraft(tx, tenant.id, actor.by, now);
      const result = await work(tx, now);
      await actor.audit(tx, { tenant: tenant.id, action, target: tag === null ? 'help' : `help:${tag}`, before, after: await snapshot() });
      return result;
    });
  }

  /** Writes the languages given on the draft entry of `tag`. */
  async function saveTexts(tenant: Tenant, actor: HelpActor, tag: string, texts: TextsInput): Promise<HelpEntryView> {
    await change(tenant, actor, 'content.help.edit', tag, async (tx, now) => {
      const id = await draftEntryId(tx, tenant.id, tag);
      if (id === null) throw notFound(`"${tag}"`);
      for (const t of clean(texts)) await upsertText(tx, id, t);
      await touchEntry(tx, id, actor.by, now);
    });
    return editedEntry(tenant, tag);
  }

  /** Makes the whole live set the draft's (publish) or drops the draft (discard), audited with the set before and after. */
  async function settle(tenant: Tenant, actor: HelpActor, kind: 'publish' | 'discard') {
    await db.transaction(async (tx) => {
      if (!(await hasDraft(tx, tenant.id))) throw conflict(`Nothing to ${kind}: the help pages have no unpublished changes`);
      const stage = kind === 'publish' ? 'live' : 'draft';
      const before = (await readStage(tx, tenant.id, stage)).map((e) => entryView(e, tenant.languages));
      if (kind === 'publish') await publishDraft(tx, tenant.id);
      else await discardDraft(tx, tenant.id);
      const after = kind === 'publish' ? (await readStage(tx, tenant.id, 'live')).map((e) => entryView(e, tenant.languages)) : undefined;
      await actor.audit(tx, { tenant: tenant.id, action: `content.help.${kind}`, target: 'help', before, after });
    });
    return listOf(tenant);
  }

  return {
    /** The entries the editors work on (the draft when one is open, else the live set): titles, sub-item counts, missing languages. */
    async list(tenant: Tenant) {
      await seeded(tenant);
      return listOf(tenant);
    },

    /** One entry with every language's title, HTML and sub-items (only `language`'s when given). */
    async entry(tenant: Tenant, tag: string, language?: string): Promise<HelpEntryView> {
      await seeded(tenant);
      const entry = await entryOf(db, tenant, tag);
      if (!entry) throw notFound(`"${tag}"`);
      const draft = await hasDraft(db, tenant.id);
      if (language === undefined) return { ...entry, draft };
      const texts = entry.texts.filter((t) => t.language === language);
      if (texts.length === 0) throw notFound(`"${tag}" in "${language}" (players reading ${language} get the fallback)`);
      return { ...entry, texts, draft };
    },

    /** A new entry at the end of the draft. */
    async create(tenant: Tenant, actor: HelpActor, input: HelpCreate): Promise<HelpEntryView> {
      await seeded(tenant);
      await change(tenant, actor, 'content.help.create', input.tag, async (tx, now) => {
        if ((await draftEntryId(tx, tenant.id, input.tag)) !== null)
          throw conflict(`tag: "${input.tag}" is already a help entry of this brand`);
        const id = await addDraftEntry(tx, tenant.id, input.tag, actor.by, now);
        for (const t of clean(input.texts)) await upsertText(tx, id, t);
      });
      return editedEntry(tenant, input.tag);
    },

    /** The languages given replace theirs (title, body, sub-items); the others are kept. */
    async edit(tenant: Tenant, actor: HelpActor, tag: string, texts: TextsInput): Promise<HelpEntryView> {
      await seeded(tenant);
      if (!(await entryOf(db, tenant, tag))) throw notFound(`"${tag}"`);
      return saveTexts(tenant, actor, tag, texts);
    },

    /** One language's title, body and/or sub-items; what is left out keeps its current value. */
    async setText(
      tenant: Tenant,
      actor: HelpActor,
      tag: string,
      language: HelpLanguageCode,
      input: HelpTextChange,
    ): Promise<HelpEntryView> {
      await seeded(tenant);
      const entry = await entryOf(db, tenant, tag);
      if (!entry) throw notFound(`"${tag}"`);
      const current = entry.texts.find((t) => t.language === language);
      const title = input.title ?? current?.title;
      if (title === undefined)
        throw new ApiError('request.invalid', { message: `title: the "${tag}" entry has no ${language} text yet: give its title` });
      const text = {
        language,
        title,
        content: input.content ?? current?.content ?? '',
        children: input.children ?? current?.children ?? [],
      };
      return saveTexts(tenant, actor, tag, [text]);
    },

    /** Players reading `language` then get the fallback; never the entry's last language. */
    async removeText(tenant: Tenant, actor: HelpActor, tag: string, language: string): Promise<HelpEntryView> {
      await seeded(tenant);
      const entry = await entryOf(db, tenant, tag);
      if (!entry) throw notFound(`"${tag}"`);
      if (!entry.texts.some((t) => t.language === language)) throw notFound(`"${tag}" in "${language}"`);
      if (entry.texts.length === 1)
        throw conflict(`The "${tag}" entry has no other language: delete the entry instead, or add another language first`);
      await change(tenant, actor, 'content.help.text.remove', tag, async (tx, now) => {
        const id = await draftEntryId(tx, tenant.id, tag);
        if (id === null || !(await deleteText(tx, id, language))) throw notFound(`"${tag}"`);
        await touchEntry(tx, id, actor.by, now);
      });
      return editedEntry(tenant, tag);
    },

    /** Deletes an entry from the draft; the tags the player site links to are refused. */
    async remove(tenant: Tenant, actor: HelpActor, tag: string) {
      await seeded(tenant);
      if (isProtected(tag)) throw conflict(`The "${tag}" help page is linked from the player site: it can be edited but not deleted`);
      if (!(await entryOf(db, tenant, tag))) throw notFound(`"${tag}"`);
      await change(tenant, actor, 'content.help.delete', tag, async (tx) => {
        const id = await draftEntryId(tx, tenant.id, tag);
        if (id === null) throw notFound(`"${tag}"`);
        await deleteDraftEntry(tx, id);
      });
      return listOf(tenant);
    },

    /** Puts the entries in the order of `tags` (every entry's tag once). */
    async reorder(tenant: Tenant, actor: HelpActor, tags: readonly string[]) {
      await seeded(tenant);
      await change(tenant, actor, 'content.help.reorder', null, async (tx, now) => {
        const have = (await readStage(tx, tenant.id, 'draft')).map((e) => e.tag);
        const same = tags.length === have.length && new Set(tags).size === tags.length && tags.every((t) => have.includes(t));
        if (!same)
          throw new ApiError('request.invalid', { message: `tags: give every entry's tag once, in the new order (${have.join(', ')})` });
        await reorderDraft(tx, tenant.id, tags, actor.by, now);
      });
      return listOf(tenant);
    },

    /** The draft becomes what players read. */
    async publish(tenant: Tenant, actor: HelpActor) {
      await seeded(tenant);
      return settle(tenant, actor, 'publish');
    },

    /** The draft is dropped: editors and players are back on the live entries. */
    async discard(tenant: Tenant, actor: HelpActor) {
      await seeded(tenant);
      return settle(tenant, actor, 'discard');
    },
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
