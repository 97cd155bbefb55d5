/**
 * `?tenant=<id>` (a development override of the brand picked by host name) is remembered in
 * sessionStorage for the tab and sent with the status call.
 */
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

const TENANT_ID = /^[a-z][a-z0-9-]{1,30}$/;

export function tenantOverride(search: string = globalThis.location?.search ?? ''): string | null {
  const fromUrl = new URLSearchParams(search).get('tenant');
  if (fromUrl && TENANT_ID.test(fromUrl)) {
    writeItem(STORAGE_KEYS.tenant, fromUrl, 'session');
    return fromUrl;
  }
  const saved = readItem(STORAGE_KEYS.tenant, 'session');
  return saved && TENANT_ID.test(saved) ? saved : null;
}
