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
 * The rules are the help service's (`server/content/help-service.ts`, shared with the operator API
 * and `npm run ops -- help-pages`): HTML through the one sanitiser, every change audited
 * (`content.help.<action>`, before and after) in the transaction of the change.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { createHelpService, HelpCreateBody, HelpEditBody, HelpLanguage, HelpOrderBody, HelpTag } from '../../content/help-service';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { staffGuard, staffOf } from '../auth/guard';
import type { StaffIdentity } from '../permissions';
import { helpActor } from './help-actor';
import { issuePreview } from './preview-pass';

const TenantParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)) });
const TagParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), tag: HelpTag });
const TextParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), tag: HelpTag, language: HelpLanguage });

const actorOf = (staff: StaffIdentity) => helpActor(staff.id, staff.username, `console:${staff.username}`);

export async function helpRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('content.read') };
  const edit = { preHandler: staffGuard('content.edit') };
  const help = createHelpService(api.db);
  const brand = (params: unknown): Tenant => {
    const tenant = api.tenants.get(parseInput(TenantParams, params, 'path').tenant);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };

  api.get('/tenants/:tenant/content/help', read, async (request) => ok(await help.list(brand(request.params))));

  api.get('/tenants/:tenant/content/help/entries/:tag', read, async (request) => {
    const tenant = brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    return ok(await help.entry(tenant, tag));
  });

  api.post('/tenants/:tenant/content/help/entries', edit, async (request) => {
    const tenant = brand(request.params);
    const body = parseInput(HelpCreateBody, request.body, 'body');
    return ok(await help.create(tenant, actorOf(staffOf(request)), body));
  });

  api.put('/tenants/:tenant/content/help/entries/:tag', edit, async (request) => {
    const tenant = brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    const body = parseInput(HelpEditBody, request.body, 'body');
    return ok(await help.edit(tenant, actorOf(staffOf(request)), tag, body.texts));
  });

  api.delete('/tenants/:tenant/content/help/entries/:tag/texts/:language', edit, async (request) => {
    const tenant = brand(request.params);
    const { tag, language } = parseInput(TextParams, request.params, 'path');
    return ok(await help.removeText(tenant, actorOf(staffOf(request)), tag, language));
  });

  api.delete('/tenants/:tenant/content/help/entries/:tag', edit, async (request) => {
    const tenant = brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    return ok(await help.remove(tenant, actorOf(staffOf(request)), tag));
  });

  api.put('/tenants/:tenant/content/help/order', edit, async (request) => {
    const tenant = brand(request.params);
    const { tags } = parseInput(HelpOrderBody, request.body, 'body');
    return ok(await help.reorder(tenant, actorOf(staffOf(request)), tags));
  });

  api.post('/tenants/:tenant/content/help/publish', edit, async (request) =>
    ok(await help.publish(brand(request.params), actorOf(staffOf(request)))),
  );

  api.post('/tenants/:tenant/content/help/discard', edit, async (request) =>
    ok(await help.discard(brand(request.params), actorOf(staffOf(request)))),
  );

  api.post('/tenants/:tenant/content/help/preview', read, async (request) => {
    const tenant = brand(request.params);
    const q = parseInput(v.object({ tag: v.optional(HelpTag) }), request.query ?? {}, 'query');
    const next = q.tag ? `/m/help?tag=${q.tag}` : '/m/help';
    return ok(await issuePreview(api.db, request, { tenant, staff: staffOf(request), announcementId: null, next, now: clock.now() }));
  });
}
