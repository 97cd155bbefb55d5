/** The trial action of spec §4: loading (9999 ms), the trial-play call, hide, and /m/home only when a trial session exists. */
import { store, TOAST_MS, toastsAtom, tokenAtom, trialSessionAtom } from '@kernel';
import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, reply, setStatus } from '../test-utils';
import { useTrialPlay } from './useTrialPlay';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  store.set(toastsAtom, []);
  store.set(trialSessionAtom, null);
  store.set(tokenAtom, null as never);
  localStorage.clear();
});

function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/m/login']}>{children}</MemoryRouter>
      </I18nProvider>
    </Provider>
  );
  return renderHook(() => ({ play: useTrialPlay(), path: useLocation().pathname }), { wrapper }).result;
}

describe('trial action (spec §4)', () => {
  it('shows the loading toast (at most 9999 ms) during the calls, hides it, stores the trial session and replaces the page with /m/home', async () => {
    setStatus({ FREEPLAY3: true });
    const fetchMock = mockFetch();
    const seen: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    fetchMock.mockImplementation(async (input) => {
      seen.push(`${new URL(String(input), 'http://x').pathname} loading=${store.get(toastsAtom).some((t) => t.kind === 'loading')}`);
      if (String(input).includes('trialuser')) {
        await gate;
        return reply({ userName: 'trial_abc', merchantCode: 'royal_trial' });
      }
      return reply({ token: 'trial-token', userName: 'trial_abc', customerType: 0, merchantCode: 'royal_trial' });
    });
    const result = setup();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.play();
    });
    await waitFor(() => expect(store.get(toastsAtom).map((t) => t.kind)).toEqual(['loading']));
    expect(timeouts.mock.calls.some((c) => c[1] === TOAST_MS.loadingMax)).toBe(true);
    expect(TOAST_MS.loadingMax).toBe(9999);
    release();
    await act(() => done);
    expect(seen).toEqual(['/wps/member/trialuser loading=true', '/wps/session/login/freeplay loading=true']);
    expect(store.get(toastsAtom).filter((t) => t.kind === 'loading')).toEqual([]);
    expect(store.get(trialSessionAtom)).toEqual({ token: 'trial-token', merchantCode: 'royal_trial', userName: 'trial_abc', type: 0 });
    expect(result.current.path).toBe('/m/home');
  });

  it('without a trial session (no token came back) the page stays and the player is told', async () => {
    setStatus({ FREEPLAY3: true });
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('trialuser')
        ? reply({ userName: 'trial_abc', merchantCode: 'royal_trial' })
        : reply({ token: '', userName: 'trial_abc', customerType: 0, merchantCode: 'royal_trial' }),
    );
    const result = setup();
    await act(() => result.current.play());
    expect(store.get(trialSessionAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBeFalsy();
    expect(result.current.path).toBe('/m/login');
    expect(store.get(toastsAtom).map((t) => t.kind)).toEqual(['error']);
  });
});
