/** One cookie's value from a request (the server has no cookie plugin: the site sets only the language cookie). */
import type { FastifyRequest } from 'fastify';
import { isLanguageCode, LANGUAGE_COOKIE, type LanguageCode } from '../../src/contracts/languages';

export function cookieOf(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null; // malformed: as if absent
    }
  }
  return null;
}

/**
 * The `Set-Cookie` that saves a page's `?lang=<code>` choice, as the client saves it
 * (src/kernel/i18n/language.ts): the choice holds for the next page even when the player leaves
 * this one before its scripts ran (a page paints from its HTML first). Null for no or an unknown code.
 */
export function languageChoiceCookie(fromQuery: unknown): string | null {
  const code = typeof fromQuery === 'string' ? fromQuery.toLowerCase() : '';
  if (!isLanguageCode(code)) return null;
  const language: LanguageCode = code;
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
