import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAnnouncements } from './announcements';

const value = { promotion: [], banners: [], player: [], popup: [], hot: [], agent: [], unreadCount: 0 };

describe('announcements cache (spec §7: cached, optional flush)', () => {
  let urls: string[] = [];
  let fail = false;
  beforeEach(() => {
    urls = [];
    fail = false;
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(String(url));
      if (fail) return new Response('down', { status: 500 });
      return new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks once per query, language and session; flush asks again', async () => {
    const o = { types: 'B,PL,PU', groupName: 'm_home' as const, language: 'en' as const, token: null };
    await fetchAnnouncements(o);
    await fetchAnnouncements(o);
    expect(urls).toHaveLength(1);
    await fetchAnnouncements({ ...o, token: 'tok' });
    await fetchAnnouncements({ ...o, language: 'zh' });
    expect(urls).toHaveLength(3);
    await fetchAnnouncements({ ...o, flush: true });
    expect(urls).toHaveLength(4);
    await fetchAnnouncements(o);
    expect(urls).toHaveLength(4);
  });

  it('a failed call is not kept; an abort stops only its caller', async () => {
    const o = { types: 'PL', language: 'km' as const, token: 't2' };
    fail = true;
    await expect(fetchAnnouncements(o)).rejects.toBeTruthy();
    fail = false;
    await expect(fetchAnnouncements(o)).resolves.toEqual(value);
    expect(urls).toHaveLength(2);
    const abort = new AbortController();
    const first = fetchAnnouncements({ ...o, flush: true }, abort.signal);
    const second = fetchAnnouncements(o);
    abort.abort();
    await expect(first).rejects.toBeTruthy();
    await expect(second).resolves.toEqual(value);
    expect(urls).toHaveLength(3);
  });
});
