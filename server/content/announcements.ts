/** The announcements call (spec §3, §7): one list per kind asked for, player notices with their read flag. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnnouncementsQuery, AnnouncementsValue, AnnouncementType } from '../../src/contracts/content/calls';
import { contentLanguageFor } from '../../src/contracts/languages';
import type { Tenant } from '../../tenants/schema';
import type { MemberRow } from '../accounts/members';
import { authenticate } from '../accounts/sessions';
import { languageOf } from '../games/context';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';
import { isMarketingBlocked } from '../rg/marketing';
import { isPromotionalBanner } from './marketing';
import { previewedRowOf, withPreview } from './preview';
import { readIds, toAnnouncements, unreadCount, visibleRows } from './repository';
import { ensureContentSeeded } from './seed';

/** The member of the request's token (header, else `token` query), or null: the token is optional. */
export async function optionalMember(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  now: Date,
  queryToken?: string,
): Promise<MemberRow | null> {
  const token = platformHeaders(request).token ?? queryToken;
  if (!token) return null;
  try {
    return (await authenticate(app.db, token, tenant.id, now)).member;
  } catch {
    return null;
  }
}

export async function announcements(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  q: AnnouncementsQuery,
  now: Date,
): Promise<AnnouncementsValue> {
  if (q.merchantCode && q.merchantCode !== tenant.merchantCode) {
    throw new ApiError('request.invalid', {
      message: 'merchantCode: is not the merchant of this site',
      status: 400,
      value: { field: 'merchantCode' },
    });
  }
  await ensureContentSeeded(app.db, tenant, now);
  const member = await optionalMember(app, request, tenant, now, q.token);
  const types = new Set<AnnouncementType>(q.types);
  // agent announcements only to an agent's session
  if (member?.account_kind !== 'agent') types.delete('A');
  const shown = await visibleRows(app.db, { tenantId: tenant.id, types: [...types], groupName: q.groupName, platform: q.platform, now });
  // a content editor's preview pass (cookie) adds the announcement they are previewing
  const rows = withPreview(shown, await previewedRowOf(app.db, request, tenant.id, now), types);
  const language = contentLanguageFor(languageOf(request, tenant, q.language));
  const list = await toAnnouncements(app.db, rows, language);
  const of = (t: AnnouncementType) => list.filter((a) => a.type === t);
  const notices = of('PL');
  const read = member
    ? await readIds(
        app.db,
        member.id,
        notices.map((n) => n.id),
      )
    : new Set<number>();
  // no marketing to a player in a time-out or self-exclusion: no promotions, popups, hot items or
  // promotion banners (server/rg/README.md, ./marketing.ts)
  const blocked = member !== null && (await isMarketingBlocked(app.db, tenant, member, now));
  return {
    promotion: blocked ? [] : of('PR'),
    banners: blocked ? of('B').filter((b) => !isPromotionalBanner(b)) : of('B'),
    player: notices.map((n) => ({ ...n, read: read.has(n.id) })),
    popup: blocked ? [] : of('PU'),
    hot: blocked ? [] : of('H'),
    agent: of('A'),
    unreadCount: member ? await unreadCount(app.db, tenant.id, member.id, now) : 0,
  };
}
