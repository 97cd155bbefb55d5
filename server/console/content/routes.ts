/**
 * The content area (`content.read` to look, `content.edit` to change), on the one content service
 * of the operator API and `npm run ops -- content` (`server/content/operator.ts`: its checks, its
 * sanitiser) — announcements of every kind: player notices (PL), banners (B), login pop-ups (PU),
 * promotions (PR, with their own fields: `promotion-fields.ts`), hot items (H):
 *
 *   GET    /tenants/:tenant/content/announcements?type=         list: state, titles, the brand's languages missing
 *   GET    /tenants/:tenant/content/announcements/:id           the editor's view (texts with their sanitised HTML)
 *   POST   /tenants/:tenant/content/announcements               { ...announcement, published? } (unpublished unless published: true)
 *   PATCH  /tenants/:tenant/content/announcements/:id           { ...changes, published? }
 *   POST   /tenants/:tenant/content/announcements/:id/publish | unpublish
 *   DELETE /tenants/:tenant/content/announcements/:id
 *   DELETE /tenants/:tenant/content/announcements/:id/texts/:language   players in it then read the fallback
 *   PUT    /tenants/:tenant/content/announcements/:id/texts/:language/picture { image }   a banner's picture for that language
 *   DELETE /tenants/:tenant/content/announcements/:id/texts/:language/picture           back to the default picture
 *   GET    /tenants/:tenant/content/promotion-settings          the brand's promotion categories and currency (promotion editor)
 *   POST   /tenants/:tenant/content/announcements/:id/preview   → { url, expiresAt }: a short-lived pass onto the brand's site
 *   POST   /tenants/:tenant/content/images                      { image } → { id, url } (PNG/JPEG by bytes, 5 MB)
 *   GET    /content-preview/:token?next=                        (the brand's host; no staff session) sets the pass cookie, opens the page
 *   .../content/help/...                                         help pages (`help-routes.ts`)
 *
 * Every change is audited (`content.<action>`, before and after) in the transaction of the change.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ANNOUNCEMENT_TYPES } from '../../../src/contracts/content/calls';
import { OpsUploadSchema, OwnImageUrl } from '../../../src/contracts/content/operator';
import { ok } from '../../../src/contracts/envelope';
import { CONTENT_LANGUAGES } from '../../../src/contracts/languages';
import { Int4IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { createContentOps, type WriteOptions } from '../../content/operator';
import { promotionCategories } from '../../content/repository';
import { ensureContentSeeded } from '../../content/seed';
import { isHelpPreviewPass } from '../../content/help-preview';
import { LanguageTextError } from '../../content/language-texts';
import { PREVIEW_COOKIE, PREVIEW_TTL_MS, previewedRow } from '../../content/preview';
import { ApiError } from '../../http/api-error';
import { sendNotFound } from '../../http/not-found';
import { parseInput } from '../../http/validate';
import type { Queryable } from '../../db/types';
import { OpsError } from '../../ops/actions';
import { recordAudit } from '../audit';
import { staffGuard, staffOf } from '../auth/guard';
import type { StaffIdentity } from '../permissions';
import { helpRoutes } from './help-routes';
import { issuePreview } from './preview-pass';
import { checkPromotionFields } from './promotion-fields';
import { playerPathOf, safeNext } from './preview-url';
import { type ContentSnapshot, contentSnapshot, missingLanguages } from './snapshot';

const TenantParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)) });
const IdParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: Int4IdParam });
const ListQuery = v.strictObject({ type: v.optional(v.picklist(ANNOUNCEMENT_TYPES, `must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`)) });
/** The console's own field beside the service's fields (which the service checks). */
const Published = v.looseObject({ published: v.optional(v.boolean('published: must be true or false')) });
const TextParams = v.object({
  tenant: v.pipe(v.string(), v.maxLength(40)),
  id: Int4IdParam,
  language: v.picklist(CONTENT_LANGUAGES, `must be one of ${CONTENT_LANGUAGES.join(', ')}`),
});
const PictureBody = v.strictObject({ image: OwnImageUrl });
const PassParams = v.object({ token: v.pipe(v.string(), v.maxLength(64)) });
const PassQuery = v.object({ next: v.optional(v.pipe(v.string(), v.maxLength(300))) });

async function asApi<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    if (error instanceof LanguageTextError)
      throw error.kind === 'missing'
        ? new ApiError('request.not.found', { status: 404, message: error.message })
        : new ApiError('request.invalid', { status: 409, message: error.message });
    const missing = /^No announcement/.test(error.message);
    throw new ApiError(missing ? 'content.announcement.not.found' : 'request.invalid', {
      message: error.message,
      status: missing ? 404 : 400,
    });
  }
}

/** The body without the console's `published` field, and that field. */
function split(body: unknown): { fields: Record<string, unknown>; published: boolean | undefined } {
  const { published, ...fields } = parseInput(Published, body ?? {}, 'body');
  return { fields, published };
}

export async function contentRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('content.read') };
  const edit = { preHandler: staffGuard('content.edit') };
  const tenantOf = (id: string): Tenant => {
    const tenant = api.tenants.get(id);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };
  const ops = createContentOps(api.db, tenantOf);
  const brand = (params: unknown) => tenantOf(parseInput(TenantParams, params, 'path').tenant);
  const target = (params: unknown) => parseInput(IdParams, params, 'path');

  async function snapshotOrFail(db: Queryable, tenant: Tenant, id: number): Promise<ContentSnapshot> {
    const s = await contentSnapshot(db, tenant.id, id, clock.now());
    if (!s || s.state === 'deleted') throw new ApiError('content.announcement.not.found', { status: 404 });
    return s;
  }

  /** The write options that audit `action` with the snapshot before (null for a new one) and after. */
  function audited(
    staff: StaffIdentity,
    tenant: Tenant,
    action: string,
    before: ContentSnapshot | null,
  ): Required<Pick<WriteOptions, 'by' | 'inside'>> {
    return {
      by: `console:${staff.username}`,
      inside: async (tx, id) => {
        const after = await contentSnapshot(tx, tenant.id, id, clock.now());
        await recordAudit(tx, {
          staffId: staff.id,
          actor: staff.username,
          tenant: tenant.id,
          action,
          target: `announcement:${id}`,
          before,
          after,
        });
      },
    };
  }

  const withMissing = (s: ContentSnapshot, tenant: Tenant) => ({ ...s, missingLanguages: missingLanguages(s.texts, tenant.languages) });

  api.get('/tenants/:tenant/content/announcements', read, async (request) => {
    const tenant = brand(request.params);
    const { type } = parseInput(ListQuery, request.query, 'query');
    const list = await asApi(() => ops.list(tenant.id, { type }, clock.now()));
    return ok({
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
      list: list
        .filter((a) => a.state !== 'deleted')
        .map((a) => ({
          id: a.id,
          type: a.type,
          groupName: a.groupName,
          state: a.state === 'expired' ? 'unpublished' : a.state,
          published: a.state !== 'expired',
          startDate: a.startDate,
          endDate: a.endDate,
          noExpiry: a.noExpiry,
          titles: a.titles,
          missingLanguages: missingLanguages(
            Object.keys(a.titles).map((language) => ({ language })),
            tenant.languages,
          ),
        })),
    });
  });

  api.get('/tenants/:tenant/content/announcements/:id', read, async (request) => {
    const tenant = brand(request.params);
    return ok(withMissing(await snapshotOrFail(api.db, tenant, target(request.params).id), tenant));
  });

  api.post('/tenants/:tenant/content/announcements', edit, async (request) => {
    const tenant = brand(request.params);
    const { fields, published } = split(request.body);
    checkPromotionFields(fields, typeof fields.type === 'string' ? fields.type : undefined);
    const o = { ...audited(staffOf(request), tenant, 'content.create', null), published: published ?? false };
    const made = await asApi(() => ops.post(tenant.id, fields, clock.now(), o));
    return ok(withMissing(await snapshotOrFail(api.db, tenant, made.id), tenant));
  });

  api.patch('/tenants/:tenant/content/announcements/:id', edit, async (request) => {
    const tenant = brand(request.params);
    const { id } = target(request.params);
    const before = await snapshotOrFail(api.db, tenant, id);
    const { fields, published } = split(request.body);
    checkPromotionFields(fields, before.type);
    // an unpublished announcement stays unpublished while it is edited, whatever its dates
    const o = { ...audited(staffOf(request), tenant, 'content.edit', before), published: published ?? before.published };
    await asApi(() => ops.edit(tenant.id, id, fields, clock.now(), o));
    return ok(withMissing(await snapshotOrFail(api.db, tenant, id), tenant));
  });

  for (const action of ['publish', 'unpublish'] as const) {
    api.post(`/tenants/:tenant/content/announcements/:id/${action}`, edit, async (request) => {
      const tenant = brand(request.params);
      const { id } = target(request.params);
      const before = await snapshotOrFail(api.db, tenant, id);
      const o = { ...audited(staffOf(request), tenant, `content.${action}`, before), published: action === 'publish' };
      await asApi(() => ops.edit(tenant.id, id, {}, clock.now(), o));
      return ok(withMissing(await snapshotOrFail(api.db, tenant, id), tenant));
    });
  }

  api.delete('/tenants/:tenant/content/announcements/:id', edit, async (request) => {
    const tenant = brand(request.params);
    const { id } = target(request.params);
    const before = await snapshotOrFail(api.db, tenant, id);
    await asApi(() => ops.remove(tenant.id, id, clock.now(), audited(staffOf(request), tenant, 'content.delete', before)));
    return ok({ id, deleted: true as const });
  });

  /** Removes one language's text: players in that language then read the fallback (English, else any). */
  api.delete('/tenants/:tenant/content/announcements/:id/texts/:language', edit, async (request) => {
    const tenant = brand(request.params);
    const { id, language } = parseInput(TextParams, request.params, 'path');
    const before = await snapshotOrFail(api.db, tenant, id);
    const { inside } = audited(staffOf(request), tenant, 'content.text.remove', before);
    await asApi(() => ops.removeText(tenant.id, id, language, clock.now(), { inside }));
    return ok(withMissing(await snapshotOrFail(api.db, tenant, id), tenant));
  });

  /** A banner's own picture for one language (players in it see it in place of the default picture); DELETE: back to the default. */
  for (const method of ['put', 'delete'] as const) {
    api[method]('/tenants/:tenant/content/announcements/:id/texts/:language/picture', edit, async (request) => {
      const tenant = brand(request.params);
      const { id, language } = parseInput(TextParams, request.params, 'path');
      const image = method === 'put' ? parseInput(PictureBody, request.body, 'body').image : null;
      const before = await snapshotOrFail(api.db, tenant, id);
      const action = method === 'put' ? 'content.picture.set' : 'content.picture.remove';
      const { inside } = audited(staffOf(request), tenant, action, before);
      await asApi(() => ops.setPicture(tenant.id, id, language, image, clock.now(), { inside }));
      return ok(withMissing(await snapshotOrFail(api.db, tenant, id), tenant));
    });
  }

  /** What the promotion editor offers: the brand's categories (names in English and Chinese) and its currency. */
  api.get('/tenants/:tenant/content/promotion-settings', read, async (request) => {
    const tenant = brand(request.params);
    await ensureContentSeeded(api.db, tenant, clock.now());
    const [en, zh] = await Promise.all([promotionCategories(api.db, tenant.id, 'en'), promotionCategories(api.db, tenant.id, 'zh')]);
    return ok({
      currency: tenant.currency,
      categories: en.map((c) => ({ id: c.id, names: { en: c.name, zh: zh.find((z) => z.id === c.id)?.name ?? c.name } })),
    });
  });

  api.post('/tenants/:tenant/content/announcements/:id/preview', read, async (request) => {
    const tenant = brand(request.params);
    const { id } = target(request.params);
    const snapshot = await snapshotOrFail(api.db, tenant, id);
    const next = playerPathOf(snapshot.type, id);
    return ok(await issuePreview(api.db, request, { tenant, staff: staffOf(request), announcementId: id, next, now: clock.now() }));
  });

  api.post('/tenants/:tenant/content/images', { ...edit, bodyLimit: 7_340_032 }, async (request) => {
    const tenant = brand(request.params);
    const { image } = parseInput(OpsUploadSchema, request.body, 'body');
    const staff = staffOf(request);
    const saved = await ops.upload(tenant.id, image, clock.now(), `console:${staff.username}`);
    await recordAudit(api.db, {
      staffId: staff.id,
      actor: staff.username,
      tenant: tenant.id,
      action: 'content.image.upload',
      target: saved.url,
      after: saved,
    });
    return ok(saved);
  });

  await helpRoutes(api);

  /** Opened on the brand's own site: the pass becomes a cookie there, then the player page shows the draft. */
  api.get('/content-preview/:token', async (request, reply) => {
    const { token } = parseInput(PassParams, request.params, 'path');
    const { next } = parseInput(PassQuery, request.query, 'query');
    const host = api.tenants.resolve({ host: request.headers.host });
    const row = host ? await previewedRow(api.db, host.id, token, clock.now()) : null;
    const help = host && !row ? await isHelpPreviewPass(api.db, host.id, token, clock.now()) : false;
    if (!host || (!row && !help))
      return sendNotFound(reply, 'This preview has expired or belongs to another brand: open it again from the console');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('set-cookie', `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${PREVIEW_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`)
      .redirect(safeNext(next, row ? playerPathOf(row.type, row.id) : '/m/help'), 303);
  });
}
