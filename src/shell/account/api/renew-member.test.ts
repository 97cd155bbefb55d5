/** Member renewal on a return to the tab: a session ended meanwhile is found at once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, setStatus } from '../test-utils';
import { RENEW_ON_RETURN_MS, renewAndWatch } from './renew-member';

afterEach(() => vi.useRealTimers());

describe('renewAndWatch', () => {
  it('renews at once, again when the tab comes back after a minute, never after it stops', async () => {
    setStatus({});
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: false, code: 'session.not.logged.in', message: '', value: null }), { status: 401 }),
    );
    const stop = renewAndWatch({ info: () => {}, progress: () => {}, live: () => true });
    const calls = () => fetchMock.mock.calls.map(([u]) => String(u).split('?')[0]);
    expect(calls()).toEqual(['/wps/member/info', '/wps/member/rank/progress']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(2); // too soon
    vi.setSystemTime(Date.now() + RENEW_ON_RETURN_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    stop();
    vi.setSystemTime(Date.now() + RENEW_ON_RETURN_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
