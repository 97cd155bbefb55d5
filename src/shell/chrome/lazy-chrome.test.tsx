/**
 * The parts of the chrome that load on first use (not in the shell's first load) still
 * show at once when used: the side menu when it opens, the account modal when a panel opens, the
 * sign-out prompt when it opens; and nothing of them is mounted before.
 */
import { accountPanelAtom, openAccountPanelAtom, store } from '@kernel';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signOutConfirmAtom } from '../account/atoms';
import { AccountHost } from '../account/AccountHost';
import { mockFetch, renderWithApp, setStatus } from '../account/test-utils';
import { sideMenuOpenAtom } from './atoms';
import { SideMenuSlot } from './SideMenuSlot';

afterEach(() => {
  store.set(sideMenuOpenAtom, false);
  store.set(accountPanelAtom, null);
  store.set(signOutConfirmAtom, false);
});

describe('lazily loaded chrome', () => {
  it('the side menu mounts when opened and unmounts when closed', async () => {
    setStatus({});
    renderWithApp(<SideMenuSlot />);
    expect(screen.queryByTestId('side-menu')).toBeNull();
    act(() => store.set(sideMenuOpenAtom, true));
    expect(await screen.findByTestId('side-menu')).toBeTruthy();
    await userEvent.click(screen.getByTestId('side-menu-close'));
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(store.get(sideMenuOpenAtom)).toBe(false);
  });

  it('the account modal shows when a panel opens; the sign-out prompt when it opens', async () => {
    setStatus({});
    mockFetch();
    renderWithApp(<AccountHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(openAccountPanelAtom, 'login'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    await userEvent.click(screen.getByTestId('account-modal-close'));
    expect(screen.queryByTestId('login-modal')).toBeNull();
    act(() => store.set(signOutConfirmAtom, true));
    expect(await screen.findByTestId('sign-out-confirm')).toBeTruthy();
    await userEvent.click(screen.getByTestId('sign-out-cancel'));
    expect(screen.queryByTestId('sign-out-confirm')).toBeNull();
  });

  it('the side menu closes when the login sheet opens from it: the sheet never stands over an open drawer', async () => {
    setStatus({});
    mockFetch();
    renderWithApp(
      <>
        <SideMenuSlot />
        <AccountHost />
      </>,
    );
    act(() => store.set(sideMenuOpenAtom, true));
    await userEvent.click(await screen.findByTestId('side-menu-login'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(store.get(sideMenuOpenAtom)).toBe(false);
  });
});
