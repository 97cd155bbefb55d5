/** Shared by the account routes: the call context, encrypted bodies, validation, the session. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { decryptPayload, ENCRYPTION_HEADER } from '../../../src/contracts/payload-crypto';
import { loadBrand } from '../../accounts/brand';
import type { AccountContext } from '../../accounts/context';
import { invalidInput } from '../../accounts/errors';
import type { IdentityProvider } from '../../accounts/identity';
import { type Authenticated, authenticate } from '../../accounts/sessions';
import { ApiError } from '../../http/api-error';
import { assertCleanInput } from '../../http/input-guard';
import { platformHeaders } from '../../http/platform-headers';
import { requestLanguage } from '../../i18n/request-language';

export async function contextOf(app: FastifyInstance, identity: IdentityProvider, request: FastifyRequest): Promise<AccountContext> {
  const brand = await loadBrand(app.db, request);
  return {
    db: app.db,
    brand,
    now: new Date(),
    address: request.ip,
    identity,
    language: requestLanguage(request, brand.tenant.defaultLanguage),
  };
}

export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw invalidInput(r.issues);
  return r.output;
}

/** `{ data }` decrypted with the brand's payloadKey; anything else is 400 `request.decrypt.failed`. */
export function decryptedBody(request: FastifyRequest, ctx: AccountContext): unknown {
  const header = request.headers[ENCRYPTION_HEADER.name.toLowerCase()];
  if (header !== ENCRYPTION_HEADER.value) {
    throw new ApiError('request.decrypt.failed', {
      message: `This call takes an encrypted body: send the header ${ENCRYPTION_HEADER.name}: ${ENCRYPTION_HEADER.value}`,
    });
  }
  const body = request.body as { data?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || typeof body.data !== 'string') {
    throw new ApiError('request.decrypt.failed', { message: 'The body must be JSON {"data": "<AES ciphertext>"}' });
  }
  const result = decryptPayload(body.data, ctx.brand.tenant.payloadKey);
  if (!result.ok) {
    const why = {
      'not-base64': 'data is not an AES ciphertext',
      'wrong-key': 'data was not encrypted with this brand key',
      'not-json': 'the decrypted data is not JSON',
    }[result.error.reason];
    throw new ApiError('request.decrypt.failed', { message: `The request could not be decrypted: ${why}` });
  }
  if (typeof result.value !== 'object' || result.value === null || Array.isArray(result.value)) {
    throw new ApiError('request.decrypt.failed', { message: 'The decrypted data must be a JSON object' });
  }
  assertCleanInput(result.value, 'body');
  return result.value;
}

export function sessionOf(request: FastifyRequest, ctx: AccountContext): Promise<Authenticated> {
  return authenticate(ctx.db, platformHeaders(request).token, ctx.brand.tenant.id, ctx.now);
}

/**
 * A call that creates something without a session (trial users) must be a request no foreign page
 * can send without the browser asking this site first (CORS preflight): a JSON body and the
 * platform's `Device` header. An image tag or a plain form cannot.
 */
export function requireNonSimpleRequest(request: FastifyRequest): void {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json') || !request.headers.device) {
    throw new ApiError('request.invalid', { message: 'This call takes a JSON body and the platform headers (Device)' });
  }
}
