/**
 * Customer-service entry paths in the status response (spec §3: "path (encrypted; last 8
 * characters are the key)"): AES (crypto-js passphrase mode, OpenSSL "Salted__" base64) of the URL
 * under a random 8-character key, with the key appended. The platform's wire format, not a
 * security boundary. crypto-js stays behind this one module so it can be swapped later.
 */
import type { lib } from 'crypto-js';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export const CS_KEY_LENGTH = 8;
/** base64 of "Salted__": every ciphertext crypto-js makes from a passphrase starts so. */
const SALTED_PREFIX = 'U2FsdGVkX1';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomCsKey(): string {
  return csKeyFrom(globalThis.crypto.getRandomValues(new Uint8Array(CS_KEY_LENGTH)));
}

/**
 * `salt` (8 bytes, crypto-js's own type): the key derivation's salt, random when omitted. The server
 * passes one derived from the URL and an installation secret, with a key derived the same way, so
 * every process encrypts a URL to the same path (server/routes/system/cs-paths.ts).
 */
export function encryptCsPath(url: string, key: string = randomCsKey(), salt?: lib.WordArray): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error(`cs-path key must be ${CS_KEY_LENGTH} characters`);
  return AES.encrypt(url, key, salt ? { salt } : {}).toString() + key;
}

/** A key in the paths' alphabet from bytes (8 or more): the server derives it from a keyed hash. */
export function csKeyFrom(bytes: Uint8Array): string {
  if (bytes.length < CS_KEY_LENGTH) throw new Error(`cs-path key needs ${CS_KEY_LENGTH} bytes`);
  return Array.from(bytes.subarray(0, CS_KEY_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The URL inside an encrypted path, or null when the path is not one. */
export function decryptCsPath(path: string): string | null {
  if (path.length <= CS_KEY_LENGTH || !path.startsWith(SALTED_PREFIX)) return null;
  const key = path.slice(-CS_KEY_LENGTH);
  try {
    const url = AES.decrypt(path.slice(0, -CS_KEY_LENGTH), key).toString(Utf8);
    return url === '' ? null : url;
  } catch {
    return null;
  }
}
