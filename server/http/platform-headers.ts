/** The request headers the platform uses (`Merchant`, `Language`, `Device`, `Authorization`), validated. */
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DEVICES } from '../../src/contracts/envelope';
import { LANGUAGE_CODES, LANGUAGE_HEADER, type LanguageCode } from '../../src/contracts/languages';
import { parseInput } from './validate';

/** Header value (`KM`, `CN`, ...) or language code (`km`, `zh`, ...) → language code. */
const BY_HEADER = new Map<string, LanguageCode>(
  LANGUAGE_CODES.flatMap((c) => [
    [LANGUAGE_HEADER[c], c],
    [c.toUpperCase(), c],
  ]),
);
const Language = v.pipe(
  v.string(),
  v.transform((s) => BY_HEADER.get(s.trim().toUpperCase()) ?? null),
  v.picklist(LANGUAGE_CODES, `must be one of ${Object.values(LANGUAGE_HEADER).join(', ')}`),
);

export const PlatformHeadersSchema = v.object({
  merchant: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a merchant code'))),
  language: v.optional(Language),
  device: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(DEVICES, `must be ${DEVICES.join(' or ')}`))),
  /** the session token, with or without a `Bearer ` prefix */
  token: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~+/=-]{1,512}$/, 'must be a token'))),
});
export type PlatformHeaders = v.InferOutput<typeof PlatformHeadersSchema>;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined || one === '' ? undefined : one;
}

/** Reads the platform headers; a malformed one is a 400 `request.invalid`. */
export function platformHeaders(request: FastifyRequest): PlatformHeaders {
  const auth = header(request, 'authorization');
  return parseInput(
    PlatformHeadersSchema,
    {
      merchant: header(request, 'merchant'),
      language: header(request, 'language'),
      device: header(request, 'device'),
      token: auth?.replace(/^Bearer\s+/i, ''),
    },
    'request headers',
  );
}
