import { BOOT_STATUS_ID, jsonForScript } from '@contracts/boot-html';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, jsonResponse, makeStatus } from '../testing/status';
import { store } from '../store';
import { statusAtom } from './atoms';
import { readCachedStatus, statusCacheKey } from './cache';
import { loadStatus, takeInlineStatus } from './load';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('status cache', () => {
  it('uses a valid cached status without a call', async () => {
    const cached = makeStatus({ theme: 'tiger' });
    localStorage.setItem(statusCacheKey(null), JSON.stringify(cached));
    const { status, fromCache } = await loadStatus();
    expect(fromCache).toBe(true);
    expect(status.info.site.theme).toBe('tiger');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs invalid cached JSON, drops it and refetches', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(statusCacheKey(null), '{not json');
    fetchMock.mockResolvedValue(jsonResponse(envelopeOf(makeStatus({ theme: 'lotus' }))));
    const { status, fromCache } = await loadStatus();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'), expect.anything());
    expect(fromCache).toBe(false);
    expect(status.info.site.theme).toBe('lotus');
    expect(store.get(statusAtom)?.info.site.theme).toBe('lotus');
    expect(readCachedStatus(statusCacheKey(null))?.info.site.theme).toBe('lotus');
  });

  it('treats a cached value of the wrong shape like invalid JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('k', JSON.stringify({ status: 0 }));
    expect(readCachedStatus('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('sends ?tenant= with the status call and remembers it for the tab', async () => {
    window.history.replaceState(null, '', '/m/home?tenant=lotus');
    fetchMock.mockResolvedValue(jsonResponse(envelopeOf(makeStatus())));
    await loadStatus();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/system/status?tenant=lotus');
    expect(sessionStorage.getItem('tenant')).toBe('lotus');
    window.history.replaceState(null, '', '/m/home');
  });
});

describe('status inline in the page (server/routes/site/boot-html.ts)', () => {
  const inline = (value: unknown, override = '') => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_STATUS_ID;
    el.dataset.override = override;
    el.textContent = typeof value === 'string' ? value : jsonForScript(value);
    document.head.append(el);
  };
  afterEach(() => {
    document.getElementById(BOOT_STATUS_ID)?.remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('boots from it with no call (a fresh status, even over a cached one), caches it and reads it once', async () => {
    localStorage.setItem(statusCacheKey(null), JSON.stringify(makeStatus({ theme: 'tiger' })));
    inline(makeStatus({ theme: 'lotus' }));
    const { status, fromCache } = await loadStatus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fromCache).toBe(false);
    expect(status.info.site.theme).toBe('lotus');
    expect(store.get(statusAtom)?.info.site.theme).toBe('lotus');
    expect(readCachedStatus(statusCacheKey(null))?.info.site.theme).toBe('lotus');
    expect(document.getElementById(BOOT_STATUS_ID)).toBeNull();
  });

  it('survives a `</script>` inside a text of the status', () => {
    const status = makeStatus();
    status.info.site.logoText = '</script><script>alert(1)</script>';
    inline(status);
    expect(takeInlineStatus(document, null)?.info.site.logoText).toBe('</script><script>alert(1)</script>');
  });

  it('is ignored, and the status fetched, when made for another tenant override or malformed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    inline(makeStatus({ theme: 'lotus' }), '');
    expect(takeInlineStatus(document, 'tiger')).toBeNull();
    inline('{"status": 0}');
    expect(takeInlineStatus(document, null)).toBeNull();
    inline('{nope');
    fetchMock.mockResolvedValue(jsonResponse(envelopeOf(makeStatus({ theme: 'royal' }))));
    const { status } = await loadStatus();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(status.info.site.theme).toBe('royal');
  });
});
