/**
 * Loading the status (spec §4): the cached copy when it is valid (then refreshed in the
 * background by the caller), else a fresh call; `?tenant=` travels with the call.
 */
import { STATUS_PATH, type StatusValue, StatusValueSchema } from '@contracts/status';
import { apiRequest } from '../api/client';
import { store } from '../store';
import { statusAtom } from './atoms';
import { readCachedStatus, statusCacheKey, writeCachedStatus } from './cache';
import { tenantOverride } from './tenant';

export async function fetchStatus(): Promise<StatusValue> {
  const tenant = tenantOverride();
  const value = await apiRequest(STATUS_PATH, { schema: StatusValueSchema, query: { tenant } });
  writeCachedStatus(statusCacheKey(tenant), value);
  store.set(statusAtom, value);
  return value;
}

/** The status to boot with: `fromCache` tells the caller a refresh is still due. */
export async function loadStatus(): Promise<{ status: StatusValue; fromCache: boolean }> {
  const cached = readCachedStatus(statusCacheKey(tenantOverride()));
  if (cached) {
    store.set(statusAtom, cached);
    return { status: cached, fromCache: true };
  }
  return { status: await fetchStatus(), fromCache: false };
}
