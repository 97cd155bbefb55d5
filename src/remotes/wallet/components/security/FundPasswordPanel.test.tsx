/** The withdrawal password: set, change (old and new differ), and reset with a code by SMS or e-mail. */
import type { SecurityConfig } from '@contracts/wallet/security';
import { store, toastsAtom } from '@kernel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, mockFetch, renderScreen, reply, serve, toastTexts } from '../../test-utils';
import { FundPasswordPanel } from './FundPasswordPanel';

const SET: SecurityConfig = {
  hasLoginPassword: true,
  hasFundPassword: true,
  bankCardCount: 1,
  securityQuestionsSet: false,
  realNameStatus: 'none',
  mobile: '+855 ****5678',
  email: 'a***@mail.com',
};
const BASE = '/wps/member/security/fund-password';

describe('FundPasswordPanel', () => {
  afterEach(() => store.set(toastsAtom, []));

  it('setting it: a wrong login password is said, and both fields are kept', async () => {
    const fetchMock = serve(mockFetch(), { [`PUT ${BASE}`]: reply(null, false, 'wallet.login.password.invalid') });
    const changed = vi.fn();
    renderScreen(<FundPasswordPanel config={{ ...SET, hasFundPassword: false }} onChanged={changed} />, '/m/securityCenter?s=fund');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fund-new'), '123456');
    await user.type(screen.getByTestId('fund-login'), 'secret12');
    await user.click(screen.getByTestId('fund-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Wrong login password']));
    expect(callsTo(fetchMock, BASE)).toHaveLength(1);
    expect(screen.getByTestId('fund-new')).toHaveProperty('value', '123456');
    expect(screen.getByTestId('fund-login')).toHaveProperty('value', 'secret12');
    expect(changed).not.toHaveBeenCalled();
  });

  it('changing it: both passwords are six digits, and the new one differs from the old, before anything is sent', async () => {
    const fetchMock = mockFetch();
    renderScreen(<FundPasswordPanel config={SET} onChanged={() => {}} />, '/m/securityCenter?s=fund');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('fund-submit'));
    expect(screen.getByTestId('fund-old-error').textContent).toBe('Six digits');
    expect(screen.getByTestId('fund-new-error').textContent).toBe('Six digits');
    await user.type(screen.getByTestId('fund-old'), '123456');
    await user.type(screen.getByTestId('fund-new'), '123456');
    await user.click(screen.getByTestId('fund-submit'));
    expect(screen.queryByTestId('fund-old-error')).toBeNull();
    expect(screen.getByTestId('fund-new-error').textContent).toBe('The new password cannot be the same as the old password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changing it: sent, said, the fields cleared and the overview told', async () => {
    const fetchMock = serve(mockFetch(), { [`POST ${BASE}/change`]: reply(SET) });
    const changed = vi.fn();
    renderScreen(<FundPasswordPanel config={SET} onChanged={changed} />, '/m/securityCenter?s=fund');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fund-old'), '123456');
    await user.type(screen.getByTestId('fund-new'), '654321');
    await user.click(screen.getByTestId('fund-submit'));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(bodyOf(callsTo(fetchMock, `${BASE}/change`)[0])).toEqual({ oldPassword: '123456', newPassword: '654321' });
    expect(toastTexts()).toContain('Withdrawal password changed');
    expect(screen.getByTestId('fund-old')).toHaveProperty('value', '');
    expect(screen.getByTestId('fund-new')).toHaveProperty('value', '');
  });

  it('forgot it: the code goes by SMS or e-mail as the account has them, and the reset sends channel, code and the new password', async () => {
    const fetchMock = serve(mockFetch(), {
      [`POST ${BASE}/code`]: reply({ expiresAt: Date.now() + 300_000, recipient: 'a***@mail.com' }),
      [`POST ${BASE}/reset`]: reply(SET),
    });
    const changed = vi.fn();
    renderScreen(<FundPasswordPanel config={SET} onChanged={changed} />, '/m/securityCenter?s=fund');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fund-old'), '12');
    await user.click(screen.getByTestId('fund-mode-reset'));
    expect(screen.getByTestId('fund-mode-reset').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('fund-old')).toBeNull();
    const channel = screen.getByTestId('fund-channel') as HTMLSelectElement;
    expect([...channel.options].map((o) => o.textContent)).toEqual(['SMS to +855 ****5678', 'E-mail to a***@mail.com']);
    expect(channel.value).toBe('sms');
    await user.selectOptions(channel, 'email');
    await user.click(screen.getByTestId('fund-send-code'));
    await vi.waitFor(() => expect(toastTexts()).toContain('The verification code was sent'));
    expect(bodyOf(callsTo(fetchMock, `${BASE}/code`)[0])).toEqual({ channel: 'email' });

    await user.type(screen.getByTestId('fund-code'), '12345');
    await user.type(screen.getByTestId('fund-new'), '654321');
    await user.click(screen.getByTestId('fund-submit'));
    expect(screen.getByTestId('fund-code-error').textContent).toBe('Six digits');
    expect(callsTo(fetchMock, `${BASE}/reset`)).toHaveLength(0);
    await user.type(screen.getByTestId('fund-code'), '6');
    await user.click(screen.getByTestId('fund-submit'));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(bodyOf(callsTo(fetchMock, `${BASE}/reset`)[0])).toEqual({ channel: 'email', code: '123456', newPassword: '654321' });
    expect(toastTexts()).toContain('Withdrawal password reset');
  });

  it('forgot it: only the channels the account has; without either the code cannot be asked for', async () => {
    mockFetch();
    const { unmount } = renderScreen(<FundPasswordPanel config={{ ...SET, mobile: null }} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('fund-mode-reset'));
    const channel = screen.getByTestId('fund-channel') as HTMLSelectElement;
    expect([...channel.options].map((o) => o.value)).toEqual(['email']);
    expect(channel.value).toBe('email');
    expect(screen.getByTestId('fund-send-code')).toHaveProperty('disabled', false);
    unmount();
    renderScreen(<FundPasswordPanel config={{ ...SET, mobile: null, email: null }} onChanged={() => {}} />);
    await user.click(screen.getByTestId('fund-mode-reset'));
    expect(screen.getByTestId('fund-send-code')).toHaveProperty('disabled', true);
  });

  it.each([
    ['wallet.security.code.invalid', 'Verification code error'],
    ['wallet.security.code.expired', 'The verification code has expired, send a new one'],
  ])('forgot it: a refused code (%s) says "%s" and keeps the fields', async (code, text) => {
    serve(mockFetch(), { [`POST ${BASE}/reset`]: reply(null, false, code) });
    renderScreen(<FundPasswordPanel config={SET} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('fund-mode-reset'));
    await user.type(screen.getByTestId('fund-code'), '123456');
    await user.type(screen.getByTestId('fund-new'), '654321');
    await user.click(screen.getByTestId('fund-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual([text]));
    expect(screen.getByTestId('fund-code')).toHaveProperty('value', '123456');
    expect(screen.getByTestId('fund-new')).toHaveProperty('value', '654321');
  });

  it('forgot it: too many codes asked says to wait', async () => {
    serve(mockFetch(), { [`POST ${BASE}/code`]: reply(null, false, 'wallet.security.rate.limited') });
    renderScreen(<FundPasswordPanel config={SET} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('fund-mode-reset'));
    await user.click(screen.getByTestId('fund-send-code'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Too many codes sent, wait before asking again']));
  });
});
