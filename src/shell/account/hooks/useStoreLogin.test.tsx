/**
 * A login is stored passwords first: by the time the player counts as signed in (the token is set)
 * the temporary and remembered passwords are in storage, so a reload right after the login (or a
 * test's page.goto) still finds them.
 */
import { tokenAtom } from '@kernel';
import { REMEMBER_KEYS } from '../../../kernel/session/remembered';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreLogin } from './useStoreLogin';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('useStoreLogin', () => {
  it('stores the temporary and remembered passwords before the token', async () => {
    const store = createStore();
    const seen: Array<{ token: boolean; temp: boolean; remembered: boolean }> = [];
    store.sub(tokenAtom, () =>
      seen.push({
        token: Boolean(store.get(tokenAtom)),
        temp: sessionStorage.getItem('tempPassword') !== null,
        remembered: localStorage.getItem(REMEMBER_KEYS.record) !== null,
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useStoreLogin(), { wrapper });
    const record = { type: 'username' as const, username: 'alice1', password: 'Temp1234', countryDialingCode: '' };
    const storing = result.current(
      { token: 'tok', userName: 'alice1', type: 1, firstTimeLogin: false, temporaryPassword: true },
      { password: 'Temp1234', remember: { record } },
    );
    expect(store.get(tokenAtom)).toBeNull();
    await storing;
    expect(store.get(tokenAtom)).toBe('tok');
    expect(seen).toEqual([{ token: true, temp: true, remembered: true }]);
  });
});
