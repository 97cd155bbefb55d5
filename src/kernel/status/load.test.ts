import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, jsonResponse, makeStatus } from '../testing/status';
import { store } from '../store';
import { statusAtom } from './atoms';
import { readCachedStatus, statusCacheKey } from './cache';
import { loadStatus } from './load';

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
