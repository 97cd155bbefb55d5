/**
 * The content route group: announcements (with mark-as-read), promotion categories,
 * lobby news, help centre, generated art and operator-uploaded images.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  type AnnouncementType,
  AnnouncementsQuerySchema,
  CONTENT_PATHS,
  CONTENT_FILE_PATHS,
  HelpQuerySchema,
  LobbyNewsQuerySchema,
  MarkAsReadBodySchema,
  NO_READ_MEMBER_TYPE,
} from '../../src/contracts/content/calls';
import { ok } from '../../src/contracts/envelope';
import { contentLanguageFor } from '../../src/contracts/languages';
import { loadBrand, requireFlags } from '../accounts/brand';
import { authenticate } from '../accounts/sessions';
import { clock } from '../clock';
import { languageOf } from '../games/context';
import { ApiError } from '../http/api-error';
import { cookieOf } from '../http/cookies';
import { sendNotFound } from '../http/not-found';
import { platformHeaders } from '../http/platform-headers';
import { parseInput } from '../http/validate';
import { requireTenant } from '../plugins/app/tenants';
import { isMarketingBlocked } from '../rg/marketing';
import { announcements, optionalMember } from './announcements';
import { contentArtSvg, parseArtFile } from './art';
import { helpCentre } from './help-centre';
import { isHelpPreviewPass } from './help-preview';
import { imageById } from './images';
import { PREVIEW_COOKIE, previewedRowOf, withPreview } from './preview';
import { markRead, promotionCategories, rowById, toAnnouncements, unreadCount, VISIBLE_SQL, visibleRows } from './repository';
import { ensureContentSeeded } from './seed';

const LanguageQuery = v.object({ language: v.optional(v.pipe(v.string(), v.maxLength(8)), '') });

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get(CONTENT_PATHS.announcements, async (request, reply) => {
    const q = parseInput(AnnouncementsQuerySchema, request.query, 'query');
    const tenant = requireTenant(request);
    const value = await announcements(app, request, tenant, q, clock.now());
    reply.header('cache-control', 'private, no-cache');
    return ok(value);
  });

  app.post(CONTENT_PATHS.markAsRead, async (request) => {
    const tenant = requireTenant(request);
    const now = clock.now();
    const { member } = await authenticate(app.db, platformHeaders(request).token, tenant.id, now);
    const body = parseInput(MarkAsReadBodySchema, request.body ?? {}, 'body');
    if (member.member_type === NO_READ_MEMBER_TYPE) throw new ApiError('content.read.not.allowed');
    const row = await rowById(app.db, tenant.id, body.announcementId);
    const shown = row ? await app.db.query(`SELECT 1 FROM announcements a WHERE a.id = $1 AND ${VISIBLE_SQL('$2')}`, [row.id, now]) : [];
    if (row?.type !== 'PL' || shown.length === 0) throw new ApiError('content.announcement.not.found');
    await markRead(app.db, row.id, member.id, now);
    return ok({ announcementId: row.id, read: true as const, unreadCount: await unreadCount(app.db, tenant.id, member.id, now) });
  });

  app.get(CONTENT_PATHS.promotionCategories, async (request) => {
    const q = parseInput(LanguageQuery, request.query, 'query');
    const tenant = requireTenant(request);
    await ensureContentSeeded(app.db, tenant, clock.now());
    return ok(await promotionCategories(app.db, tenant.id, contentLanguageFor(languageOf(request, tenant, q.language))));
  });

  /** Lobby news: the hot items and player notices shown now, newest first, titles only. */
  app.get(CONTENT_PATHS.lobbyNews, async (request) => {
    const q = parseInput(LobbyNewsQuerySchema, request.query, 'query');
    const tenant = requireTenant(request);
    const now = clock.now();
    await ensureContentSeeded(app.db, tenant, now);
    // hot items are marketing: none for a player in a time-out or self-exclusion (token optional)
    const member = await optionalMember(app, request, tenant, now);
    const blocked = member !== null && (await isMarketingBlocked(app.db, tenant, member, now));
    const types: AnnouncementType[] = blocked ? ['PL'] : ['H', 'PL'];
    const shown = await visibleRows(app.db, { tenantId: tenant.id, types, platform: 'M', now });
    // a content editor's preview pass (cookie) adds the announcement they are previewing
    const rows = withPreview(shown, await previewedRowOf(app.db, request, tenant.id, now), new Set(types));
    const list = await toAnnouncements(app.db, rows, contentLanguageFor(languageOf(request, tenant, q.language)));
    list.sort((a, b) => (a.type === b.type ? b.startDate.localeCompare(a.startDate) : a.type === 'H' ? -1 : 1));
    return ok({ list: list.map((a) => ({ id: a.id, type: a.type, title: a.title, startDate: a.startDate, url: a.url })) });
  });

  app.get(CONTENT_PATHS.helpCenter, async (request, reply) => {
    const q = parseInput(HelpQuerySchema, request.query, 'query');
    const brand = await loadBrand(app.db, request);
    requireFlags(brand, 'The help centre', 'COMM3');
    const now = clock.now();
    // a content editor's help preview pass (cookie) reads the draft instead of the live entries
    const preview = await isHelpPreviewPass(app.db, brand.tenant.id, cookieOf(request, PREVIEW_COOKIE), now);
    const language = contentLanguageFor(languageOf(request, brand.tenant, q.lang));
    if (preview) reply.header('cache-control', 'private, no-store');
    return ok(await helpCentre(app.db, brand.tenant, language, { preview, now }));
  });

  app.get<{ Params: { file: string } }>(`${CONTENT_FILE_PATHS.art}/:file`, async (request, reply) => {
    const art = parseArtFile(request.params.file);
    const tenant = art ? app.tenants.all.find((t) => t.id === art.tenantId) : undefined;
    if (!art || !tenant) return sendNotFound(reply, 'No such content picture');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(contentArtSvg(art.kind, tenant.id, tenant.brandName, art.n));
  });

  app.get<{ Params: { id: string } }>(`${CONTENT_FILE_PATHS.images}/:id`, async (request, reply) => {
    const m = /^(\d{1,9})(?:\.(?:png|jpe?g))?$/.exec(request.params.id);
    const image = m ? await imageById(app.db, Number(m[1])) : undefined;
    if (!image) return sendNotFound(reply, 'No such content image');
    return reply
      .type(image.mime)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(image.content);
  });
}
