/**
 * The crypto of the remembered login and the temporary password (crypto-js through
 * payload-crypto): loaded on demand by remembered.ts and member.ts, only when such a record is
 * stored or written, so the first load of the site carries no crypto code.
 *
 * The remembered-login record (spec §3: type, username, password "double encoded with a salt",
 * countryDialingCode): the password is AES-encrypted (crypto-js, random salt per record) with a
 * random per-device key kept in localStorage, and the whole record is encrypted again the same way.
 * This is obfuscation, not security: anyone with the device's storage can decode it.
 */
import { decryptPayload, encryptPayload } from '@contracts/payload-crypto';
import * as v from 'valibot';
import { readItem, writeItem } from '../storage';
import { REMEMBER_KEYS, type RememberedLogin, RememberedLoginSchema } from './remembered-record';

function deviceKey(): string {
  const existing = readItem(REMEMBER_KEYS.deviceKey);
  if (existing && existing.length >= 32) return existing;
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeItem(REMEMBER_KEYS.deviceKey, key);
  return key;
}

export function encodeRemembered(record: RememberedLogin, key: string = deviceKey()): string {
  return encryptPayload({ ...record, password: encryptPayload(record.password, key) }, key);
}

export function decodeRemembered(data: string, key: string = deviceKey()): RememberedLogin | null {
  const outer = decryptPayload(data, key);
  if (!outer.ok) return null;
  const parsed = v.safeParse(RememberedLoginSchema, outer.value);
  if (!parsed.success) return null;
  const inner = decryptPayload(parsed.output.password, key);
  if (!inner.ok || typeof inner.value !== 'string') return null;
  return { ...parsed.output, password: inner.value };
}

/** A short secret (e.g. a temporary password) obfuscated with the device key, for session storage. */
export function obfuscate(text: string): string {
  return encryptPayload(text, deviceKey());
}
export function deobfuscate(data: string): string | null {
  const r = decryptPayload(data, deviceKey());
  return r.ok && typeof r.value === 'string' ? r.value : null;
}
