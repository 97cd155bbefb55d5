import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA, mockFetch, renderWithApp, reply, setStatus } from '../test-utils';
import { LoginPanel } from './LoginPanel';

const noop = () => {};
const panel = (agent = false) => <LoginPanel agent={agent} onDone={noop} onForgot={noop} onRegister={noop} />;

describe('LoginPanel', () => {
  it('shows the mobile tab, forgot link and social buttons only when their flags are on', () => {
    setStatus({
      MOBLOGIN3: false,
      CHNGPASSMAIL3: false,
      CHNGPASSVERIF3: false,
      FACEBOOKLOGIN3: false,
      GOOGLELOGIN3: true,
      FREEPLAY3: false,
      CAPTCHA3: false,
    });
    const { unmount } = renderWithApp(panel());
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).toBeNull();
    expect(screen.queryByTestId('login-forgot')).toBeNull();
    expect(screen.queryByTestId('login-facebook')).toBeNull();
    expect(screen.getByTestId('login-google')).toBeTruthy();
    expect(screen.queryByTestId('login-trial')).toBeNull();
    unmount();
    setStatus({ MOBLOGIN3: true, CHNGPASSMAIL3: false, CHNGPASSVERIF3: true, FACEBOOKLOGIN3: true, FREEPLAY3: true, CAPTCHA3: false });
    renderWithApp(panel());
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
    expect(screen.getByTestId('login-forgot')).toBeTruthy();
    expect(screen.getByTestId('login-facebook')).toBeTruthy();
    expect(screen.getByTestId('login-trial')).toBeTruthy();
  });

  it('offers registration only while REG3 is on', () => {
    setStatus({ REG3: false, CAPTCHA3: false });
    const { unmount } = renderWithApp(panel());
    expect(screen.queryByTestId('login-to-register')).toBeNull();
    unmount();
    setStatus({ REG3: true, CAPTCHA3: false });
    renderWithApp(panel());
    expect(screen.getByTestId('login-to-register')).toBeTruthy();
  });

  it('hides the social buttons while the identity service is not ready, even with the flags on', () => {
    setStatus({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, CAPTCHA3: false }, (s) => {
      s.info.identity = { ready: false };
    });
    const { unmount } = renderWithApp(panel());
    expect(screen.queryByTestId('login-facebook')).toBeNull();
    expect(screen.queryByTestId('login-google')).toBeNull();
    unmount();
    setStatus({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, CAPTCHA3: false });
    renderWithApp(panel());
    expect(screen.getByTestId('login-google')).toBeTruthy();
  });

  it('never shows social buttons on the agent page', () => {
    setStatus({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, CAPTCHA3: false });
    renderWithApp(panel(true));
    expect(screen.queryByTestId('login-facebook')).toBeNull();
    expect(screen.queryByTestId('login-google')).toBeNull();
  });

  it('footer: home and live chat with CBS3, only customer service without', () => {
    setStatus({ CBS3: false, CAPTCHA3: false });
    renderWithApp(panel());
    expect(screen.getByTestId('login-footer-service')).toBeTruthy();
    expect(screen.queryByTestId('login-footer-chat')).toBeNull();
  });

  it('shows the captcha image after a failure whose value asks for it, and validates first', async () => {
    setStatus({ CAPTCHA3: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ captcha: true }, false, 'login.password.invalid'));
    fetchMock.mockResolvedValue(reply(CAPTCHA));
    const user = userEvent.setup();
    renderWithApp(panel());
    expect(screen.queryByTestId('captcha-image')).toBeNull();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('username');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Username'), 'alice1');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid username or password');
    const img = await screen.findByAltText('Captcha');
    expect(img.getAttribute('src')).toBe(CAPTCHA.image);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/session/login');
    expect(init?.headers).toMatchObject({ Encryption: 'AES' });
    expect(String(init?.body)).toMatch(/^\{"data":"U2FsdGVkX1/);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/wps/captcha'))).toBe(true));
    vi.unstubAllGlobals();
  });

  it('login.locked tells how many minutes are left (retryAfterSeconds, rounded up, plural)', async () => {
    setStatus({ CAPTCHA3: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ retryAfterSeconds: 541 }, false, 'login.locked'));
    fetchMock.mockResolvedValueOnce(reply({ retryAfterSeconds: 45 }, false, 'login.locked'));
    fetchMock.mockResolvedValueOnce(reply(null, false, 'login.locked'));
    const user = userEvent.setup();
    renderWithApp(panel());
    await user.type(screen.getByLabelText('Username'), 'alice1');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts: the account is locked, try again in 10 minutes');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many failed attempts: the account is locked, try again in 1 minute'),
    );
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many failed attempts: the account is locked, try again later'),
    );
    vi.unstubAllGlobals();
  });

  it('login.locked on the address says the IP address is blocked (spec "IP blocked"), with the minutes left', async () => {
    setStatus({ CAPTCHA3: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ blocked: 'address', retryAfterSeconds: 600 }, false, 'login.locked'));
    fetchMock.mockResolvedValueOnce(reply({ blocked: 'address' }, false, 'login.locked'));
    const user = userEvent.setup();
    renderWithApp(panel());
    await user.type(screen.getByLabelText('Username'), 'alice1');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your IP address is blocked after too many failed attempts, try again in 10 minutes',
    );
    expect(screen.queryByTestId('unlock-fields')).toBeNull();
    // what was typed stays
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice1');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your IP address is blocked after too many failed attempts, try again later'),
    );
    vi.unstubAllGlobals();
  });

  it('a locked account asks its owner for the SMS second factor and sends the code with the password', async () => {
    setStatus({ CAPTCHA3: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ retryAfterSeconds: 600, secondFactor: 'sms' }, false, 'login.locked'));
    fetchMock.mockResolvedValue(reply(null, false, 'login.password.invalid'));
    const user = userEvent.setup();
    renderWithApp(panel());
    expect(screen.queryByTestId('unlock-fields')).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'alice1');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('unlock-fields')).toBeTruthy();
    expect(screen.getByTestId('send-code-unlock')).toBeTruthy();
    // without the code the form does not send
    await user.click(screen.getByTestId('login-submit'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('logs in with any name the platform allows: no cut, no brand registration rule; the server answers', async () => {
    setStatus({ CAPTCHA3: false }, (s) => {
      s.info.register.username = { enabled: true, required: true, minLength: 4, maxLength: 10, patternId: 'username' };
    });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, code: 'request.rate.limited', message: '', value: { retryAfterSeconds: 30 } }), {
        status: 429,
      }),
    );
    const user = userEvent.setup();
    renderWithApp(panel());
    const name = screen.getByLabelText('Username') as HTMLInputElement;
    await user.type(name, 'averylongplayername21');
    expect(name.value).toBe('averylongplayername21');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByTestId('login-submit'));
    // sent as typed (the server decides), and a rate-limited answer says when to try again
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, try again in 30 s');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/session/login');
    vi.unstubAllGlobals();
  });
});
