/**
 * Operator HTTP API for the help centre (the console's rules and code, `server/content/help-service.ts`;
 * the same as `npm run ops -- help-pages`), audited as `operator:api`. Changes go to the brand's draft;
 * players read them once published.
 *   GET    /ops/api/tenants/:tenant/help                                 the entries (draft, else live): tag, titles, missing languages
 *   GET    /ops/api/tenants/:tenant/help/entries/:tag?language=          one entry: every language's title, HTML and sub-items (or one language's)
 *   POST   /ops/api/tenants/:tenant/help/entries                         { tag, texts: [{ language, title, content?, children? }] } at the end
 *   PUT    /ops/api/tenants/:tenant/help/entries/:tag                    { texts } the languages given replace theirs; others kept
 *   PUT    /ops/api/tenants/:tenant/help/entries/:tag/texts/:language    { title?, content?, children? } one language; what is left out is kept
 *   DELETE /ops/api/tenants/:tenant/help/entries/:tag/texts/:language    players in that language then read the fallback (never the last text)
 *   DELETE /ops/api/tenants/:tenant/help/entries/:tag                    (terms, privacy, responsible are refused: the player site links to them)
 *   PUT    /ops/api/tenants/:tenant/help/order                           { tags } every entry's tag once, in the new order
 *   POST   /ops/api/tenants/:tenant/help/publish | discard               the draft made live, or dropped
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Tenant } from '../../../tenants/schema';
import { API_HELP_ACTOR } from '../../console/content/help-actor';
import {
  createHelpService,
  HelpCreateBody,
  HelpEditBody,
  HelpLanguage,
  HelpOrderBody,
  HelpTag,
  HelpTextBody,
} from '../../content/help-service';
import { parseInput } from '../../http/validate';
import { TenantParams } from './schemas';

const TagParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), tag: HelpTag });
const TextParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), tag: HelpTag, language: HelpLanguage });
const EntryQuery = v.strictObject({ language: v.optional(HelpLanguage) });

export function helpOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const help = createHelpService(api.db);
  const brand = (params: unknown) => tenantOf(parseInput(TenantParams, params, 'path').tenant);
  const base = '/tenants/:tenant/help';

  api.get(base, async (request) => ok(await help.list(brand(request.params))));

  api.get(`${base}/entries/:tag`, async (request) => {
    const tenant = brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    const { language } = parseInput(EntryQuery, request.query ?? {}, 'query');
    return ok(await help.entry(tenant, tag, language));
  });

  api.post(`${base}/entries`, async (request) => {
    const tenant = brand(request.params);
    return ok(await help.create(tenant, API_HELP_ACTOR, parseInput(HelpCreateBody, request.body, 'body')));
  });

  api.put(`${base}/entries/:tag`, async (request) => {
    const tenant = brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    const { texts } = parseInput(HelpEditBody, request.body, 'body');
    return ok(await help.edit(tenant, API_HELP_ACTOR, tag, texts));
  });

  api.put(`${base}/entries/:tag/texts/:language`, async (request) => {
    const tenant = brand(request.params);
    const { tag, language } = parseInput(TextParams, request.params, 'path');
    const body = parseInput(HelpTextBody, request.body, 'body');
    return ok(await help.setText(tenant, API_HELP_ACTOR, tag, language, body));
  });

  api.delete(`${base}/entries/:tag/texts/:language`, async (request) => {
    const tenant = brand(request.params);
    const { tag, language } = parseInput(TextParams, request.params, 'path');
    return ok(await help.removeText(tenant, API_HELP_ACTOR, tag, language));
  });

  api.delete(`${base}/entries/:tag`, async (request) => {
    const tenant = brand(request.params);
    const { tag } = parseInput(TagParams, request.params, 'path');
    return ok(await help.remove(tenant, API_HELP_ACTOR, tag));
  });

  api.put(`${base}/order`, async (request) => {
    const tenant = brand(request.params);
    const { tags } = parseInput(HelpOrderBody, request.body, 'body');
    return ok(await help.reorder(tenant, API_HELP_ACTOR, tags));
  });

  api.post(`${base}/publish`, async (request) => ok(await help.publish(brand(request.params), API_HELP_ACTOR)));
  api.post(`${base}/discard`, async (request) => ok(await help.discard(brand(request.params), API_HELP_ACTOR)));
}
