import type { SecurityConfig } from '@contracts/wallet/security';
import { store, toastsAtom } from '@kernel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockFetch, renderScreen, reply } from '../test-utils';
import SecurityCenter from './SecurityCenter';

const CONFIG: SecurityConfig = {
  hasLoginPassword: true,
  hasFundPassword: false,
  bankCardCount: 2,
  securityQuestionsSet: true,
  realNameStatus: 'pending',
  mobile: '+855 ****5678',
  email: null,
};

const urlOf = (call: Parameters<typeof fetch> | undefined) => String(call?.[0] ?? '');

describe('SecurityCenter', () => {
  afterEach(() => store.set(toastsAtom, []));

  it('lists each setting with its state and opens a setting on tap', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(reply(CONFIG));
    renderScreen(<SecurityCenter />, '/m/securityCenter');
    const menu = await screen.findByTestId('security-menu');
    const rows = within(menu)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Login passwordSet',
      'Withdrawal passwordNot set',
      'Bank cards2',
      'Security questionsSet',
      'Real-name verificationPending',
    ]);
    expect(urlOf(fetchMock.mock.calls[0])).toContain('/wps/member/security/config');
    await userEvent.setup().click(within(menu).getByRole('button', { name: /Withdrawal password/ }));
    expect(await screen.findByTestId('fund-password-set')).toBeTruthy();
    expect(screen.getByTestId('security-fund')).toBeTruthy();
  });

  it('setting a withdrawal password: six digits and the login password are checked before sending, then the overview shows it set', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(CONFIG));
    renderScreen(<SecurityCenter />, '/m/securityCenter?s=fund');
    const user = userEvent.setup();
    await screen.findByTestId('fund-password-set');
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('fund-new-error').textContent).toBe('Six digits');
    expect(screen.getByTestId('fund-login-error').textContent).toBe('Enter your login password');
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the config

    const set = { ...CONFIG, hasFundPassword: true };
    fetchMock.mockResolvedValueOnce(reply(set)).mockResolvedValueOnce(reply(set));
    // a field's label now reads with its error: the inputs by their ids
    await user.type(screen.getByTestId('fund-new'), '6');
    await user.type(screen.getByTestId('fund-login'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toContain('Withdrawal password set'));
    const put = fetchMock.mock.calls[1];
    expect(urlOf(put)).toContain('/wps/member/security/fund-password');
    expect(put?.[1]?.method).toBe('PUT');
    expect(bodyOf(put)).toEqual({ password: '123456', loginPassword: 'secret12' });
    // the config is read again: the panel now offers to change the password it has
    expect(await screen.findByTestId('fund-password-change')).toBeTruthy();
  });

  it('changing it keeps the fields when the server refuses the current password', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ ...CONFIG, hasFundPassword: true }));
    fetchMock.mockResolvedValueOnce(reply({ triesLeft: 2 }, false, 'wallet.fund.password.invalid'));
    renderScreen(<SecurityCenter />, '/m/securityCenter?s=fund');
    const user = userEvent.setup();
    await screen.findByTestId('fund-password-change');
    await user.type(screen.getByLabelText('Current withdrawal password'), '111111');
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '222222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toContain('Wrong withdrawal password'));
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ oldPassword: '111111', newPassword: '222222' });
    expect(screen.getByLabelText('New withdrawal password (6 digits)')).toHaveProperty('value', '222222');
  });
});
