/**
 * A brand's identity images at stable URLs (`BRAND_PATHS`): the file its published version carries,
 * else the generated default (server/support/pwa/brand-assets.ts). An ETag of the content hash answers revalidation with 304; a URL
 * carrying the current hash (`?v=`, as the page links it) is cached for a year, any other for no time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../http/not-found';
import { requireTenant } from '../../plugins/app/tenants';
import { BRAND_PATHS, type BrandAsset, type BrandAssetKind, brandAsset, brandImagesOf } from '../../support/pwa/brand-assets';

const YEAR = 'public, max-age=31536000, immutable';

/** Sends one brand image with its ETag and cache policy (304 when the client holds this version). */
export async function sendBrandAsset(request: FastifyRequest, reply: FastifyReply, asset: BrandAsset): Promise<FastifyReply> {
  const etag = `"${asset.hash}"`;
  const version = (request.query as Record<string, unknown> | undefined)?.v;
  reply
    .header('etag', etag)
    .header('cache-control', version === asset.hash ? YEAR : 'no-cache')
    .header('x-content-type-options', 'nosniff');
  if (asset.type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const body = await asset.body();
  if (!body) throw new Error(`The brand image ${asset.hash} is published but not stored`);
  return reply.type(asset.type).send(body);
}

export function brandAssetRoutes(app: FastifyInstance): void {
  const images = brandImagesOf(app);
  for (const [kind, path] of Object.entries(BRAND_PATHS) as [BrandAssetKind, string][]) {
    app.get(path, async (request, reply) => {
      const asset = brandAsset(requireTenant(request), kind, images);
      if (!asset) return sendNotFound(reply, 'This brand has no image logo');
      return sendBrandAsset(request, reply, asset);
    });
  }
}
