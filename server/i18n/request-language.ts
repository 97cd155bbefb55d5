/**
 * The language of a request, for the texts the server writes in answer to it: the platform's
 * `Language` header (`KM`, `CN`, ... or a code), else the page's rule (`pageLanguage`: a valid
 * `?lang=`, else the saved choice in the `lang` cookie), else the brand's default. A header or
 * value that names no language of the table is passed over, never an error: the request is
 * answered in the next language found.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_CODES, LANGUAGE_COOKIE, LANGUAGE_HEADER, type LanguageCode, pageLanguage } from '../../src/contracts/languages';
import { cookieOf } from '../http/cookies';

const BY_HEADER = new Map<string, LanguageCode>(
  LANGUAGE_CODES.flatMap((c) => [
    [LANGUAGE_HEADER[c], c],
    [c.toUpperCase(), c],
  ]),
);

/** `KM`, `km`, `CN`, `zh`, `zh-TW` → a language code; null when it names none */
export function languageOfHeader(value: string | undefined): LanguageCode | null {
  if (!value) return null;
  const v = value.trim().toUpperCase();
  if (v === 'ZH-TW' || v === 'ZH-HANT') return 'tw';
  return BY_HEADER.get(v) ?? BY_HEADER.get(v.slice(0, 2)) ?? null;
}

export function requestLanguage(request: FastifyRequest, brandDefault: LanguageCode): LanguageCode {
  const header = request.headers.language;
  const fromHeader = languageOfHeader(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return pageLanguage(query.lang, cookieOf(request, LANGUAGE_COOKIE), brandDefault);
}
