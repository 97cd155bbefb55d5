/**
 * The encrypted-payload wire format of login, register and set-password-by-phone: the body is
 * `{ data }` where data is crypto-js AES of the JSON under the brand's payloadKey (OpenSSL
 * "Salted__" passphrase form, base64), sent with `Encryption: AES`. This is the platform's wire
 * format, not the security boundary (TLS is). crypto-js stays behind this one module so the
 * format can later be produced with Web Crypto / node:crypto without touching callers.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export const ENCRYPTION_HEADER = { name: 'Encryption', value: 'AES' } as const;
export type EncryptedBody = { data: string };

export function encryptPayload(obj: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(obj), key).toString();
}

export function encryptedBody(obj: unknown, key: string): EncryptedBody {
  return { data: encryptPayload(obj, key) };
}

export type PayloadErrorReason = 'not-base64' | 'wrong-key' | 'not-json';
export class PayloadDecryptError extends Error {
  override readonly name = 'PayloadDecryptError';
  constructor(readonly reason: PayloadErrorReason) {
    super(`payload could not be decrypted (${reason})`);
  }
}

export type DecryptResult = { ok: true; value: unknown } | { ok: false; error: PayloadDecryptError };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SALTED_PREFIX = 'U2FsdGVkX1'; // base64 of "Salted__"

/** Decrypts and parses; every failure is a PayloadDecryptError result, never a throw. */
export function decryptPayload(data: string, key: string): DecryptResult {
  const fail = (reason: PayloadErrorReason): DecryptResult => ({ ok: false, error: new PayloadDecryptError(reason) });
  if (data.length < 24 || data.length % 4 !== 0 || !BASE64.test(data) || !data.startsWith(SALTED_PREFIX)) {
    return fail('not-base64');
  }
  let text: string;
  try {
    text = AES.decrypt(data, key).toString(Utf8);
  } catch {
    return fail('wrong-key'); // malformed UTF-8 after a wrong key throws inside crypto-js
  }
  if (text === '') return fail('wrong-key');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail('not-json');
  }
}
