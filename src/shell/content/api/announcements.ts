/** The announcements call (spec §7) and mark-as-read, validated with the shared contract. */
import { type AnnouncementsValue, AnnouncementsValueSchema, type BannerGroup, CONTENT_PATHS, MarkAsReadValueSchema, type MarkAsReadValue } from '@contracts/content/calls';
import { LANGUAGE_HEADER, type LanguageCode } from '@contracts/languages';
import { apiRequest } from '@kernel';

/** `language` also goes as a parameter; `token` (the session the read flags are for) travels as the Authorization header. */
export function fetchAnnouncements(
  o: { types: string; groupName?: BannerGroup | ''; language: LanguageCode; token: string | null },
  signal?: AbortSignal,
): Promise<AnnouncementsValue> {
  const headers: Record<string, string> = o.token ? { Authorization: o.token } : {};
  return apiRequest(CONTENT_PATHS.announcements, {
    query: { types: o.types, groupName: o.groupName || undefined, platform: 'M', language: LANGUAGE_HEADER[o.language] },
    headers,
    schema: AnnouncementsValueSchema,
    signal,
  });
}

export function postMarkAsRead(announcementId: number): Promise<MarkAsReadValue> {
  return apiRequest(CONTENT_PATHS.markAsRead, { method: 'POST', body: { announcementId, read: true }, schema: MarkAsReadValueSchema });
}
