/**
 * "Connection lost, retrying": the banner shows while calls answer 503
 * `system.database.unavailable` (loaded only then), asks for the status with a growing wait, and goes
 * once a call succeeds.
 */
import { connectionLostAtom, store } from '@kernel';
import { envelopeOf, jsonResponse, makeStatus } from '@kernel/testing/status';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../account/test-utils';
import { ConnectionWatch } from './ConnectionWatch';

afterEach(() => {
  vi.useRealTimers();
  store.set(connectionLostAtom, false);
});

describe('the connection-lost banner', () => {
  it('is absent while calls succeed, shows while the database is away, and goes when the status call succeeds again', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: false, code: 'system.database.unavailable', message: 'x', value: null }, 503))
      .mockResolvedValueOnce(jsonResponse(envelopeOf(makeStatus())));
    await import('./ConnectionLost'); // loaded, so the lazy piece resolves without I/O under fake timers
    vi.useFakeTimers();
    renderWithApp(<ConnectionWatch />);
    expect(screen.queryByTestId('connection-lost')).toBeNull();
    act(() => store.set(connectionLostAtom, true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const banner = screen.getByTestId('connection-lost');
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toMatch(/Connection lost\. Retrying/);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000)); // first probe: still away
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('connection-lost')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000)); // second probe: back
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/wps\/system\/status/);
    expect(store.get(connectionLostAtom)).toBe(false);
    expect(screen.queryByTestId('connection-lost')).toBeNull();
  });
});
