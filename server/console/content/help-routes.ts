/**
 * Help pages in the content area (`content.read` to look and preview, `content.edit` to change). The
 * console edits a draft of the brand's whole help centre (opened from the live entries on the first
 * change); a preview pass shows the draft on the brand's own `/m/help`; publishing makes it live.
 *
 *   GET    /tenants/:tenant/content/help                         the entries (draft, else live): tag, titles, sub-items, missing languages
 *   GET    /tenants/:tenant/content/help/entries/:tag            one entry with every language's title, HTML and sub-items
 *   POST   /tenants/:tenant/content/help/entries                 { tag, texts } a new entry at the end (tags unique per brand)
 *   PUT    /tenants/:tenant/content/help/entries/:tag            { texts } the languages given (title, body, sub-items); others kept
 *   DELETE /tenants/:tenant/content/help/entries/:tag            (the tags the player site links to are refused)
 *   DELETE /tenants/:tenant/content/help/entries/:tag/texts/:language   players in that language then read the fallback
 *   PUT    /tenants/:tenant/content/help/order                   { tags } every entry's tag, in the new order
 *   POST   /tenants/:tenant/content/help/publish | discard | preview
 *
 * HTML goes through the one sanitiser; every change is audited (`content.help.<action>`, before and
 * after) in the transaction of the change.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { CONTENT_LANGUAGES } from '../../../src/contracts/languages';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { createHelpPreviewPass } from '../../content/help-preview';
import {
  addDraftEntry,
  deleteDraftEntry,
  deleteText,
  discardDraft,
  draftEntryId,
  editableSet,
  ensureHelpSeeded,
  type HelpRecord,
  hasDraft,
  openDraft,
  publishDraft,
  readStage,
  reorderDraft,
  touchEntry,
  upsertText,
} from '../../content/help-store';
import { sanitizeHtml } from '../../content/sanitize';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { recordAudit } from '../audit';
import { staffGuard, staffOf } from '../auth/guard';
import type { StaffIdentity } from '../permissions';
import { brandOrigin } from './preview-url';
import { missingLanguages } from './snapshot';

/** The help tags the player site links to (registration, footer, responsible gaming): edited, never deleted. */
export const PROTECTED_HELP_TAGS = ['terms', 'privacy', 'responsible'] as const;
const isProtected = (tag: string) => (PROTECTED_HELP_TAGS as readonly string[]).includes(tag);

const Tag = v.pipe(
  v.string('tag: must be text'),
  v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'tag: lower-case letters, digits and hyphens, starting with a letter, at most 40 characters'),
);
const Language = v.picklist(CONTENT_LANGUAGES, `must be one of ${CONTENT_LANGUAGES.join(', ')}`);
const Title = v.pipe(v.string(), v.trim(), v.minLength(1, 'a title is required'), v.maxLength(200, 'at most 200 characters'));
const Html = v.pipe(v.string(), v.maxLength(20_000, 'at most 20,000 characters'));
const HelpTextInput = v.strictObject({
  language: Language,
  title: Title,
  content: v.optional(Html, ''),
  children: v.optional(
    v.pipe(v.array(v.strictObject({ title: Title, content: v.optional(Html, '') })), v.maxLength(20, 'at most 20 sub-items')),
    [],
  ),
});
const Texts = v.pipe(
  v.array(HelpTextInput),
  v.maxLength(16),
  v.check((list) => new Set(list.map((t) => t.language)).size === list.length, 'a language appears twice'),
);
const CreateBody = v.strictObject({ tag: Tag, texts: v.pipe(Texts, v.minLength(1, 'at least one language (title and text)')) });
const EditBody = v.strictObject({ texts: v.pipe(Texts, v.minLength(1, 'at least one language (title and text)')) });
const OrderBody = v.strictObject({ tags: v.pipe(v.array(Tag), v.maxLength(100)) });
const TenantParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)) });
const TagParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), tag: Tag });
const TextParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), tag: Tag, language: Language });

const conflict = (message: string) => new ApiError('request.invalid', { status: 409, message });
const notFound = (tag: string) => new ApiError('request.not.found', { status: 404, message: `No help entry "${tag}" on this brand` });

function clean(texts: v.InferOutput<typeof Texts>) {
  return texts.map((t) => ({
    language: t.language,
    title: t.title,
    content: sanitizeHtml(t.content),
    children: t.children.map((c) => ({ title: c.title, content: sanitizeHtml(c.content) })),
  }));
}

/** An entry as the editor reads it and the audit log records it. */
function entryView(e: HelpRecord, offered: readonly string[]) {
  return {
    tag: e.tag,
    protected: isProtected(e.tag),
    sortOrder: e.sortOrder,
    texts: e.texts,
    missingLanguages: missingLanguages(e.texts, offered),
  };
}

export async function helpRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('content.read') };
  const edit = { preHandler: staffGuard('content.edit') };
  const brand = async (params: unknown): Promise<Tenant> => {
    const tenant = api.tenants.get(parseInput(TenantParams, params, 'path').tenant);
    if (!tenant) throw new ApiError('merchant.unknown');
    await ensureHelpSeeded(api.db, tenant, clock.now());
    return tenant;
  };

  async function entryOf(db: Queryable, tenant: Tenant, tag: string) {
    const found = (await editableSet(db, tenant.id)).entries.find((e) => e.tag === tag);
    return found ? entryView(found, tenant.languages) : null;
  }

  /** Runs a change on the draft (opened first) and audits it with the entry before and after, in one transaction. */
  async function change<T>(
    staff: StaffIdentity,
    tenant: Tenant,
    action: string,
    tag: string | null,
    work: (tx: Queryable, by: string, now: Date) => Promise<T>,
  ): Promise<T> {
    const by = `console:${staff.username}`;
    const now = clock.now();
    return api.db.transaction(async (tx) => {
      const snapshot = async () =>
        tag === null
          ? (await editableSet(tx, tenant.id)).entries.map((e) => entryView(e, tenant.languages))
          : await entryOf(tx, tenant, tag);
      const before = await snapshot();
      await openDraft(tx, tenant.id, by, now);
      const result = await work(tx, by, now);
      await recordAudit(tx, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action,
        target: tag === null ? 'help' : `help:${tag}`,
        before,
        after: await snapshot(),
      });
      return result;
    });
  }

  const listOf = async (db: Queryable, tenant: Tenant) => {
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
  };

  api.get('/tenants/:tenant/content/help', read, async (request) => ok(await listOf(api.db, await brand(request.params))));

  api.get('/tenants/:tenant/content/help/entries/:tag', read, async (request) => {
    const tenant = await brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    const entry = await entryOf(api.db, tenant, tag);
    if (!entry) throw notFound(tag);
    return ok({ ...entry, draft: await hasDraft(api.db, tenant.id) });
  });

  api.post('/tenants/:tenant/content/help/entries', edit, async (request) => {
    const tenant = await brand(request.params);
    const body = parseInput(CreateBody, request.body, 'body');
    await change(staffOf(request), tenant, 'content.help.create', body.tag, async (tx, by, now) => {
      if ((await draftEntryId(tx, tenant.id, body.tag)) !== null)
        throw conflict(`tag: "${body.tag}" is already a help entry of this brand`);
      const id = await addDraftEntry(tx, tenant.id, body.tag, by, now);
      for (const t of clean(body.texts)) await upsertText(tx, id, t);
    });
    return ok({ ...(await entryOf(api.db, tenant, body.tag)), draft: true });
  });

  api.put('/tenants/:tenant/content/help/entries/:tag', edit, async (request) => {
    const tenant = await brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    const body = parseInput(EditBody, request.body, 'body');
    if (!(await entryOf(api.db, tenant, tag))) throw notFound(tag);
    await change(staffOf(request), tenant, 'content.help.edit', tag, async (tx, by, now) => {
      const id = await draftEntryId(tx, tenant.id, tag);
      if (id === null) throw notFound(tag);
      for (const t of clean(body.texts)) await upsertText(tx, id, t);
      await touchEntry(tx, id, by, now);
    });
    return ok({ ...(await entryOf(api.db, tenant, tag)), draft: true });
  });

  api.delete('/tenants/:tenant/content/help/entries/:tag/texts/:language', edit, async (request) => {
    const tenant = await brand(request.params);
    const { tag, language } = parseInput(TextParams, request.params, 'path');
    const entry = await entryOf(api.db, tenant, tag);
    if (!entry) throw notFound(tag);
    if (!entry.texts.some((t) => t.language === language)) throw notFound(`${tag}" in "${language}`);
    if (entry.texts.length === 1)
      throw conflict(`The "${tag}" entry has no other language: delete the entry instead, or add another language first`);
    await change(staffOf(request), tenant, 'content.help.text.remove', tag, async (tx, by, now) => {
      const id = await draftEntryId(tx, tenant.id, tag);
      if (id === null || !(await deleteText(tx, id, language))) throw notFound(tag);
      await touchEntry(tx, id, by, now);
    });
    return ok({ ...(await entryOf(api.db, tenant, tag)), draft: true });
  });

  api.delete('/tenants/:tenant/content/help/entries/:tag', edit, async (request) => {
    const tenant = await brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    if (isProtected(tag)) throw conflict(`The "${tag}" help page is linked from the player site: it can be edited but not deleted`);
    if (!(await entryOf(api.db, tenant, tag))) throw notFound(tag);
    await change(staffOf(request), tenant, 'content.help.delete', tag, async (tx) => {
      const id = await draftEntryId(tx, tenant.id, tag);
      if (id === null) throw notFound(tag);
      await deleteDraftEntry(tx, id);
    });
    return ok(await listOf(api.db, tenant));
  });

  api.put('/tenants/:tenant/content/help/order', edit, async (request) => {
    const tenant = await brand(request.params);
    const { tags } = parseInput(OrderBody, request.body, 'body');
    await change(staffOf(request), tenant, 'content.help.reorder', null, async (tx, by, now) => {
      const have = (await readStage(tx, tenant.id, 'draft')).map((e) => e.tag);
      const same = tags.length === have.length && new Set(tags).size === tags.length && tags.every((t) => have.includes(t));
      if (!same)
        throw new ApiError('request.invalid', { message: `tags: give every entry's tag once, in the new order (${have.join(', ')})` });
      await reorderDraft(tx, tenant.id, tags, by, now);
    });
    return ok(await listOf(api.db, tenant));
  });

  api.post('/tenants/:tenant/content/help/publish', edit, async (request) => {
    const tenant = await brand(request.params);
    const staff = staffOf(request);
    await api.db.transaction(async (tx) => {
      if (!(await hasDraft(tx, tenant.id))) throw conflict('Nothing to publish: the help pages have no unpublished changes');
      const before = (await readStage(tx, tenant.id, 'live')).map((e) => entryView(e, tenant.languages));
      await publishDraft(tx, tenant.id);
      const after = (await readStage(tx, tenant.id, 'live')).map((e) => entryView(e, tenant.languages));
      await recordAudit(tx, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: 'content.help.publish',
        target: 'help',
        before,
        after,
      });
    });
    return ok(await listOf(api.db, tenant));
  });

  api.post('/tenants/:tenant/content/help/discard', edit, async (request) => {
    const tenant = await brand(request.params);
    const staff = staffOf(request);
    await api.db.transaction(async (tx) => {
      if (!(await hasDraft(tx, tenant.id))) throw conflict('Nothing to discard: the help pages have no unpublished changes');
      const before = (await readStage(tx, tenant.id, 'draft')).map((e) => entryView(e, tenant.languages));
      await discardDraft(tx, tenant.id);
      await recordAudit(tx, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: 'content.help.discard',
        target: 'help',
        before,
      });
    });
    return ok(await listOf(api.db, tenant));
  });

  api.post('/tenants/:tenant/content/help/preview', read, async (request) => {
    const tenant = await brand(request.params);
    const q = parseInput(v.object({ tag: v.optional(Tag) }), request.query ?? {}, 'query');
    const staff = staffOf(request);
    const pass = await api.db.transaction(async (tx) => {
      const made = await createHelpPreviewPass(tx, tenant.id, `console:${staff.username}`, clock.now());
      await recordAudit(tx, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: 'content.help.preview',
        target: 'help',
        after: { expiresAt: made.expiresAt.toISOString() },
      });
      return made;
    });
    const next = encodeURIComponent(q.tag ? `/m/help?tag=${q.tag}` : '/m/help');
    const origin = brandOrigin(tenant, request.protocol, request.headers.host);
    return ok({ url: `${origin}/console/api/content-preview/${pass.token}?next=${next}`, expiresAt: pass.expiresAt.toISOString() });
  });
}
