import { encryptCsPath } from '@contracts/cs-path';
import type { StatusValue } from '@contracts/status';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, setStatus } from '../test-utils';
import { RegisterPanel } from './RegisterPanel';

const noop = () => {};
const off = { enabled: false, required: false, minLength: 1, maxLength: 20, patternId: 'any' as const };
function config(s: StatusValue, age: 18 | 21 = 18) {
  const r = s.info.register;
  for (const k of Object.keys(r) as (keyof typeof r)[]) r[k] = { ...off };
  r.username = { enabled: true, required: true, minLength: 4, maxLength: 10, patternId: 'username' };
  r.password = { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'password' };
  r.email = { enabled: true, required: true, minLength: 6, maxLength: 255, patternId: 'email' };
  r.nickname = { enabled: true, required: false, minLength: 1, maxLength: 20, patternId: 'any' };
  r.mobileNum = { enabled: true, required: false, minLength: 8, maxLength: 20, patternId: 'digits' };
  s.info.site.age = age;
}
const flags = { USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: true, CAPTCHA3: false };

describe('RegisterPanel', () => {
  it('shows the configured fields, required ones marked, and hides disabled ones', () => {
    setStatus(flags, (s) => config(s));
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    expect(screen.getByLabelText('Username *')).toBeTruthy();
    expect(screen.getByLabelText('E-mail *')).toBeTruthy();
    expect(screen.getByLabelText('Nickname')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password *')).toBeTruthy();
    expect(screen.queryByLabelText(/WeChat/)).toBeNull();
    expect(screen.queryByLabelText(/SMS verification code/)).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull(); // one method: no toggle
    expect(screen.getByTestId('register-age').textContent).toContain('18');
  });

  it('age text follows the brand (21), the toggle shows when both methods are on, mobile by default only without username', () => {
    setStatus({ ...flags, MOBILENUMREG3: true }, (s) => config(s, 21));
    const { unmount } = renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    expect(screen.getByTestId('register-age').textContent).toContain('21');
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByTestId('register-form').dataset.method).toBe('username');
    unmount();
    setStatus({ ...flags, USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true }, (s) => config(s));
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    expect(screen.getByTestId('register-form').dataset.method).toBe('mobileNum');
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
    expect(screen.getByLabelText('SMS verification code *')).toBeTruthy();
  });

  it("never cuts a long username: the brand's rule shows under it, and a name past it is refused at once", async () => {
    setStatus(flags, (s) => config(s));
    mockFetch();
    const user = userEvent.setup();
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    const input = screen.getByLabelText('Username *') as HTMLInputElement;
    expect(input.maxLength).toBe(-1);
    expect(screen.getByText('Enter 4-10 letters and digits, starting with a letter')).toBeTruthy();
    await user.type(input, 'player12345678');
    expect(input.value).toBe('player12345678');
    expect(screen.getByTestId('error-username').textContent).toBe('Enter 4 to 10 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '1abcd');
    await user.tab();
    expect(screen.getByTestId('error-username').textContent).toBe('Enter 4-10 letters and digits, starting with a letter');
    await user.clear(input);
    await user.type(input, 'player1');
    expect(screen.queryByTestId('error-username')).toBeNull();
  });

  it('focuses the first invalid field, and blocks submit until the terms are ticked', async () => {
    setStatus(flags, (s) => config(s));
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    await user.type(screen.getByLabelText('Username *'), 'goodname1');
    await user.click(screen.getByTestId('register-submit'));
    expect(document.activeElement?.getAttribute('name')).toBe('password');
    await user.type(screen.getByLabelText('Password *'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password *'), 'secret12');
    await user.type(screen.getByLabelText('E-mail *'), 'a@mail.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please accept the terms and conditions')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('terms');
    // only the availability checks of the fields left; never the register call
    expect(fetchMock.mock.calls.map(([u]) => String(u).split('?')[0] ?? '').filter((u) => !u.startsWith('/wps/check/'))).toEqual([]);
  });

  it('has the welcome banner with the brand, a login / register switch and a customer-service / home menu', async () => {
    setStatus(flags, (s) => {
      config(s);
      s.info.site.brandName = 'Royal Test';
      s.info.customerService = [
        { csType: 'TELEGRAM', path: encryptCsPath('https://t.me/first') },
        { csType: 'LIVECHAT', path: encryptCsPath('https://chat.test/second') },
      ];
    });
    const onLogin = vi.fn();
    const onDone = vi.fn();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithApp(<RegisterPanel onDone={onDone} onLogin={onLogin} />);
    expect(screen.getByTestId('register-welcome').textContent).toContain('Welcome to Royal Test');
    expect(screen.getByTestId('register-welcome').textContent).toContain('300% deposit bonus');
    expect(screen.getByTestId('account-switch-register').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByTestId('account-switch-login'));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.getByTestId('register-menu-home').getAttribute('href')).toBe('/m/home');
    await user.click(screen.getByTestId('register-menu-home'));
    expect(onDone).toHaveBeenCalledOnce();
    await user.click(screen.getByTestId('register-menu-service'));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(opened.mock.calls[0]?.[0]).toBe('https://t.me/first'); // the first link, not the preferred live chat
  });
});
