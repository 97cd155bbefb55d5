/** The status response cached in localStorage, one entry per host and tenant override. */
import { type StatusValue, StatusValueSchema } from '@contracts/status';
import * as v from 'valibot';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

export function statusCacheKey(tenant: string | null, host: string = globalThis.location?.host ?? ''): string {
  return `${STORAGE_KEYS.statusPrefix}${host}${tenant ? `:${tenant}` : ''}`;
}

/** The cached status, or null when absent. Invalid JSON or shape is logged, dropped and refetched. */
export function readCachedStatus(key: string): StatusValue | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(StatusValueSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    console.warn(`[status] cached status has an unexpected shape; refetching (${key})`);
  } catch (error) {
    console.warn(`[status] cached status is not valid JSON; refetching (${key})`, error);
  }
  writeItem(key, null);
  return null;
}

export function writeCachedStatus(key: string, value: StatusValue): void {
  writeItem(key, JSON.stringify(value));
}
