import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, jsonResponse } from '../testing/status';
import { store } from '../store';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { connectionAtom, SLOW_CALL_MS, timeCall, watchConnection } from './network';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  store.set(connectionAtom, 'online');
});

describe('the connection watch', () => {
  it('follows the browser offline and back online, and stops following when asked', () => {
    const stop = watchConnection();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.get(connectionAtom)).toBe('offline');
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(store.get(connectionAtom)).toBe('online');
    stop();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.get(connectionAtom)).toBe('online');
  });

  it('marks the connection slow when a call waits longer than SLOW_CALL_MS, and fine when a call answers sooner', () => {
    vi.useFakeTimers();
    const slowDone = timeCall();
    vi.advanceTimersByTime(SLOW_CALL_MS - 1);
    expect(store.get(connectionAtom)).toBe('online');
    vi.advanceTimersByTime(1);
    expect(store.get(connectionAtom)).toBe('slow');
    vi.advanceTimersByTime(2000);
    slowDone(); // the slow call itself ending does not say the connection is fine
    expect(store.get(connectionAtom)).toBe('slow');
    const quickDone = timeCall();
    vi.advanceTimersByTime(300);
    quickDone();
    expect(store.get(connectionAtom)).toBe('online');
  });

  it('never turns offline into slow', () => {
    vi.useFakeTimers();
    store.set(connectionAtom, 'offline');
    timeCall();
    vi.advanceTimersByTime(SLOW_CALL_MS * 2);
    expect(store.get(connectionAtom)).toBe('offline');
  });

  it('fails a call made offline at once with the no-internet message, without sending it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(envelopeOf(null)));
    vi.stubGlobal('fetch', fetchMock);
    setOnline(false);
    const error = await apiRequest('/wps/x', { method: 'POST', body: { a: 1 }, schema: v.null() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('client.network');
    expect((error as ApiError).descriptor.id).toBe('network_error');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(connectionAtom)).toBe('offline');
    setOnline(true);
    await expect(apiRequest('/wps/x', { method: 'POST', body: { a: 1 }, schema: v.null() })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('times every call: a call that hangs marks the connection slow', async () => {
    vi.useFakeTimers();
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const pending = apiRequest('/wps/y', { schema: v.null() });
    await vi.advanceTimersByTimeAsync(SLOW_CALL_MS);
    expect(store.get(connectionAtom)).toBe('slow');
    answer(jsonResponse(envelopeOf(null)));
    await expect(pending).resolves.toBeNull();
  });
});
