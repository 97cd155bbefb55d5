/** The offline and slow-connection notices: shown while the connection is so, gone when it recovers. */
import { connectionAtom, store } from '@kernel';
import { envelopeOf, jsonResponse, makeStatus } from '@kernel/testing/status';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../account/test-utils';
import { ConnectionWatch } from './ConnectionWatch';
import { SLOW_PROBE_MS } from './SlowNotice';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  store.set(connectionAtom, 'online');
});

describe('the network notice', () => {
  it('says "no internet" while the browser is offline, non-blocking, and goes when it is back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithApp(<ConnectionWatch />);
    expect(screen.queryByTestId('network-notice')).toBeNull();
    online.mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    // drawn without loading anything (offline, a lazy piece could not arrive)
    const notice = screen.getByTestId('network-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('No internet connection');
    online.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('network-notice')).toBeNull();
  });

  it('says "slow connection" while calls take long and probes the status until one answers quickly', async () => {
    await import('./SlowNotice');
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(envelopeOf(makeStatus())));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    renderWithApp(<ConnectionWatch />);
    await act(async () => store.set(connectionAtom, 'slow'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('network-notice').textContent).toMatch(/Slow connection/);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_PROBE_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/wps\/system\/status/);
    expect(store.get(connectionAtom)).toBe('online');
    expect(screen.queryByTestId('network-notice')).toBeNull();
  });
});
