/**
 * Sends one account call by its contract (method, path, how the input travels). Encrypted calls
 * carry `{ data }` (crypto-js AES under the brand's payloadKey) with the `Encryption: AES` header;
 * form calls travel form-encoded. The encryption (crypto-js) loads with the first encrypted call,
 * not with the shell.
 */
import { ACCOUNT_CALLS, type AccountCallName } from '@contracts/account/calls';
import { apiRequest, siteAtom, store } from '@kernel';
import type * as v from 'valibot';

type Query = Record<string, string | number | boolean | null | undefined>;

export async function sendAccountCall<T>(name: AccountCallName, schema: v.GenericSchema<T>, input?: object): Promise<T> {
  const def = ACCOUNT_CALLS[name];
  const headers: Record<string, string> = {};
  let body: unknown;
  let query: Query | undefined;
  if (def.input === 'query') query = input as Query | undefined;
  else if (def.input === 'json') body = input ?? {};
  else if (def.input === 'form') body = new URLSearchParams(Object.entries(input ?? {}).map(([k, value]) => [k, String(value)]));
  if (def.encrypted) {
    const key = store.get(siteAtom)?.payloadKey;
    if (!key) throw new Error(`${name}: the brand's payload key is not loaded yet`);
    const { ENCRYPTION_HEADER, encryptedBody } = await import('@contracts/payload-crypto');
    body = encryptedBody(body, key);
    headers[ENCRYPTION_HEADER.name] = ENCRYPTION_HEADER.value;
  }
  return apiRequest(def.path, {
    method: def.method,
    schema,
    headers,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}
