/**
 * Operator HTTP API for content (same service as `npm run ops -- content`):
 *   GET    /ops/api/tenants/:tenant/announcements?type=&state=     list with state (scheduled, live, ended, expired, deleted)
 *   POST   /ops/api/tenants/:tenant/announcements                  { type, texts: [{language,title,content}], ... } (HTML sanitised)
 *   GET    /ops/api/tenants/:tenant/announcements/:id
 *   PATCH  /ops/api/tenants/:tenant/announcements/:id              any field; startDate/endDate/noExpiry schedule it
 *   POST   /ops/api/tenants/:tenant/announcements/:id/expire       players stop seeing it now
 *   DELETE /ops/api/tenants/:tenant/announcements/:id
 *   DELETE /ops/api/tenants/:tenant/announcements/:id/texts/:language           players in it then read the fallback (never the last text)
 *   PUT    /ops/api/tenants/:tenant/announcements/:id/texts/:language/picture   { image } a banner's own picture for that language
 *   DELETE /ops/api/tenants/:tenant/announcements/:id/texts/:language/picture   back to the default picture
 *   POST   /ops/api/tenants/:tenant/content-images                 { image: base64 or data: URL } → { id, url } (PNG/JPEG by bytes, 5 MB)
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { OpsListQuerySchema, OpsUploadSchema, OwnImageUrl } from '../../../src/contracts/content/operator';
import { ok } from '../../../src/contracts/envelope';
import { Int4IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { LanguageTextError } from '../../content/language-texts';
import { createContentOps } from '../../content/operator';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import { TenantParams } from './schemas';

const IdParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: Int4IdParam });
const TextParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: Int4IdParam, language: v.pipe(v.string(), v.maxLength(8)) });
const PictureBody = v.strictObject({ image: OwnImageUrl });

async function asApi<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof LanguageTextError)
      throw error.kind === 'missing'
        ? new ApiError('request.not.found', { status: 404, message: error.message })
        : new ApiError('request.invalid', { status: 409, message: error.message });
    if (error instanceof OpsError)
      throw new ApiError(/^No announcement/.test(error.message) ? 'content.announcement.not.found' : 'request.invalid', {
        message: error.message,
        status: /^No announcement/.test(error.message) ? 404 : 400,
      });
    throw error;
  }
}

export function contentOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createContentOps(api.db, tenantOf);
  const base = '/tenants/:tenant/announcements';

  api.get(base, async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const q = parseInput(OpsListQuerySchema, request.query, 'query');
    return ok(await asApi(() => ops.list(tenant, q, clock.now())));
  });
  api.post(base, async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    return ok(await asApi(() => ops.post(tenant, request.body ?? {}, clock.now())));
  });
  api.get(`${base}/:id`, async (request) => {
    const { tenant, id } = parseInput(IdParams, request.params, 'path');
    return ok(await asApi(() => ops.show(tenant, id, clock.now())));
  });
  api.patch(`${base}/:id`, async (request) => {
    const { tenant, id } = parseInput(IdParams, request.params, 'path');
    return ok(await asApi(() => ops.edit(tenant, id, request.body ?? {}, clock.now())));
  });
  api.post(`${base}/:id/expire`, async (request) => {
    const { tenant, id } = parseInput(IdParams, request.params, 'path');
    return ok(await asApi(() => ops.expire(tenant, id, clock.now())));
  });
  api.delete(`${base}/:id`, async (request) => {
    const { tenant, id } = parseInput(IdParams, request.params, 'path');
    return ok(await asApi(() => ops.remove(tenant, id, clock.now())));
  });
  api.delete(`${base}/:id/texts/:language`, async (request) => {
    const { tenant, id, language } = parseInput(TextParams, request.params, 'path');
    return ok(await asApi(() => ops.removeText(tenant, id, language, clock.now())));
  });
  api.put(`${base}/:id/texts/:language/picture`, async (request) => {
    const { tenant, id, language } = parseInput(TextParams, request.params, 'path');
    const { image } = parseInput(PictureBody, request.body ?? {}, 'body');
    return ok(await asApi(() => ops.setPicture(tenant, id, language, image, clock.now())));
  });
  api.delete(`${base}/:id/texts/:language/picture`, async (request) => {
    const { tenant, id, language } = parseInput(TextParams, request.params, 'path');
    return ok(await asApi(() => ops.setPicture(tenant, id, language, null, clock.now())));
  });
  api.post('/tenants/:tenant/content-images', { bodyLimit: 7_340_032 }, async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const body = parseInput(OpsUploadSchema, request.body, 'body');
    return ok(await asApi(() => ops.upload(tenant, body.image, clock.now())));
  });
}
