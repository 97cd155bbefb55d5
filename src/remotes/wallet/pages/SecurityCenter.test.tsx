import type { SecurityConfig } from '@contracts/wallet/security';
import { store, toastsAtom } from '@kernel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockFetch, renderScreen, reply, serve } from '../test-utils';
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

  it('a failed overview says why, with Retry', async () => {
    const fetchMock = serve(mockFetch(), { '/wps/member/security/config': reply(null, false, 'wallet.trial.refused') });
    renderScreen(<SecurityCenter />, '/m/securityCenter');
    const error = await screen.findByTestId('security-config-error');
    expect(error.textContent).toContain('Please login an actual account to use this function');
    serve(fetchMock, { '/wps/member/security/config': reply(CONFIG) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('security-menu')).toBeTruthy();
  });

  it.each([
    ['verified', 'Verified'],
    ['rejected', 'Rejected'],
    ['none', 'Not verified'],
  ] as const)('real-name state %s reads "%s"; nothing set reads "Not set"', async (realNameStatus, text) => {
    serve(mockFetch(), {
      '/wps/member/security/config': reply({
        ...CONFIG,
        hasLoginPassword: false,
        securityQuestionsSet: false,
        bankCardCount: 0,
        realNameStatus,
      }),
    });
    renderScreen(<SecurityCenter />, '/m/securityCenter');
    const menu = await screen.findByTestId('security-menu');
    const rows = within(menu)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Login passwordNot set',
      'Withdrawal passwordNot set',
      'Bank cards0',
      'Security questionsNot set',
      `Real-name verification${text}`,
    ]);
  });

  it.each([
    ['cards', 'bank-card-form'],
    ['questions', 'questions-form'],
    ['realname', 'real-name-form'],
  ])('?s=%s opens its screen', async (screenKey, testId) => {
    serve(mockFetch(), {
      '/wps/member/security/config': reply(CONFIG),
      '/wps/member/bankcards': reply([]),
      '/wps/member/security/questions': reply({ questionIds: [], answered: [] }),
      '/wps/member/security/realname': reply({
        status: 'pending',
        realName: null,
        idNumberMasked: null,
        uploads: { front: null, back: null, selfie: null },
      }),
    });
    renderScreen(<SecurityCenter />, `/m/securityCenter?s=${screenKey}`);
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.getByTestId(`security-${screenKey}`)).toBeTruthy();
    expect(screen.queryByTestId('security-menu')).toBeNull();
  });

  it('an unknown screen shows the overview', async () => {
    serve(mockFetch(), { '/wps/member/security/config': reply(CONFIG) });
    renderScreen(<SecurityCenter />, '/m/securityCenter?s=nope');
    expect(await screen.findByTestId('security-menu')).toBeTruthy();
    expect(screen.getByTestId('security-overview')).toBeTruthy();
  });
});
