/**
 * Loading the status (spec §4): the status the server put in the page when there is one (no call:
 * it is current, the HTML is never cached), else the cached copy when it is valid (then refreshed in
 * the background by the caller), else a fresh call; `?tenant=` travels with the call.
 */
import { BOOT_STATUS_ID } from '@contracts/boot-html';
import { STATUS_PATH, type StatusValue, StatusValueSchema } from '@contracts/status';
import { apiRequest } from '../api/client';
import { store } from '../store';
import { statusAtom } from './atoms';
import * as v from 'valibot';
import { readCachedStatus, statusCacheKey, writeCachedStatus } from './cache';
import { tenantOverride } from './tenant';

/**
 * The status inline in the page (server/routes/site/boot-html.ts), read once: null when absent,
 * malformed, or made for another tenant override than this tab's.
 */
export function takeInlineStatus(
  doc: Document | undefined = globalThis.document,
  override: string | null = tenantOverride(),
): StatusValue | null {
  const element = doc?.getElementById(BOOT_STATUS_ID);
  if (!element) return null;
  element.remove(); // a later boot (retry, tests) asks the server again
  if ((element.dataset.override ?? '') !== (override ?? '')) return null;
  try {
    const parsed = v.safeParse(StatusValueSchema, JSON.parse(element.textContent ?? ''));
    if (parsed.success) return parsed.output;
    console.warn('[status] the page status has an unexpected shape; fetching it');
  } catch (error) {
    console.warn('[status] the page status is not valid JSON; fetching it', error);
  }
  return null;
}

export async function fetchStatus(): Promise<StatusValue> {
  const tenant = tenantOverride();
  // not sent again inside: the boot shows "connection lost, retrying" and boots again by itself
  const value = await apiRequest(STATUS_PATH, { schema: StatusValueSchema, query: { tenant }, retry: false });
  writeCachedStatus(statusCacheKey(tenant), value);
  store.set(statusAtom, value);
  return value;
}

/** The status to boot with: `fromCache` tells the caller a refresh is still due. */
export async function loadStatus(): Promise<{ status: StatusValue; fromCache: boolean }> {
  const inline = takeInlineStatus();
  if (inline) {
    writeCachedStatus(statusCacheKey(tenantOverride()), inline);
    store.set(statusAtom, inline);
    return { status: inline, fromCache: false };
  }
  const cached = readCachedStatus(statusCacheKey(tenantOverride()));
  if (cached) {
    store.set(statusAtom, cached);
    return { status: cached, fromCache: true };
  }
  return { status: await fetchStatus(), fromCache: false };
}
