/** The announcements call (spec §7) and mark-as-read, validated with the shared contract. */
import {
  type AnnouncementsValue,
  AnnouncementsValueSchema,
  type BannerGroup,
  CONTENT_PATHS,
  MarkAsReadValueSchema,
  type MarkAsReadValue,
} from '@contracts/content/calls';
import { LANGUAGE_HEADER, type LanguageCode } from '@contracts/languages';
import { apiRequest } from '@kernel';

const cache = new Map<string, Promise<AnnouncementsValue>>();

/**
 * `language` also goes as a parameter; `token` (the session the read flags are for) travels as the
 * Authorization header. Cached (spec §7): one call per query, language and session in this tab;
 * `flush` asks the server again; a failed call is not kept. An abort only stops this caller.
 */
export function fetchAnnouncements(
  o: { types: string; groupName?: BannerGroup | ''; language: LanguageCode; token: string | null; flush?: boolean },
  signal?: AbortSignal,
): Promise<AnnouncementsValue> {
  const key = [o.types, o.groupName, o.language, o.token].join('|');
  let call = o.flush ? undefined : cache.get(key);
  if (!call) {
    const made = apiRequest(CONTENT_PATHS.announcements, {
      query: { types: o.types, groupName: o.groupName || undefined, platform: 'M', language: LANGUAGE_HEADER[o.language] },
      headers: o.token ? { Authorization: o.token } : {},
      schema: AnnouncementsValueSchema,
    });
    call = made;
    cache.set(key, made);
    made.catch(() => cache.get(key) === made && cache.delete(key));
  }
  const shared = call;
  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
    shared.then(resolve, reject);
  });
}

export function postMarkAsRead(announcementId: number): Promise<MarkAsReadValue> {
  return apiRequest(CONTENT_PATHS.markAsRead, { method: 'POST', body: { announcementId, read: true }, schema: MarkAsReadValueSchema });
}
