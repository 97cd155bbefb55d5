/**
 * Issue 28 item 2: a session replaced by a login on another device ends with a clear prompt on the
 * login page (not silent 401s), wherever the player was; logging in again clears it.
 */
import { apiRequest, loginAtom, paths, sessionEndedAtom, store, tokenAtom } from '@kernel';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountHost } from './AccountHost';
import { LoginPage } from './pages/AccountPage';
import { mockFetch, renderWithApp, setStatus } from './test-utils';

function Where() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <button type="button" data-testid="go-home" onClick={() => navigate('/m/home')}>
        home
      </button>
      <button type="button" data-testid="go-login" onClick={() => navigate(paths.login.path)}>
        login
      </button>
    </>
  );
}

const app = () => (
  <>
    <Routes>
      <Route path="/m/home" element={<p>home</p>} />
      <Route path={paths.login.path} element={<LoginPage routeKey="login" />} />
    </Routes>
    <AccountHost />
    <Where />
  </>
);

afterEach(() => {
  store.set(tokenAtom, null);
  store.set(sessionEndedAtom, null);
});

describe('a session ended on the server', () => {
  it('goes to the login page, which says "signed in on another device" and offers to log in again', async () => {
    setStatus({ CAPTCHA3: false, MOBLOGIN3: false });
    store.set(loginAtom, { token: 'tok', merchantCode: 'M', userName: 'alice1', type: 0, firstTimeLogin: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, code: 'session.logged.out', message: 'x', value: { reason: 'elsewhere' } }), {
        status: 401,
      }),
    );
    renderWithApp(app(), '/m/home');
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
    await act(async () => {
      await apiRequest('/wps/member/info', { schema: v.unknown() }).catch(() => null);
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(paths.login.path));
    const alert = await screen.findByTestId('session-ended');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toMatch(/signed in on another device/i);
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(store.get(tokenAtom)).toBeNull();
    // a new login clears the notice
    act(() => store.set(loginAtom, { token: 'tok2', merchantCode: 'M', userName: 'alice1', type: 0, firstTimeLogin: false }));
    await waitFor(() => expect(screen.queryByTestId('session-ended')).toBeNull());
  });

  it('the notice goes when the player leaves the login page without logging in', async () => {
    setStatus({ CAPTCHA3: false, MOBLOGIN3: false });
    store.set(loginAtom, { token: 'tok', merchantCode: 'M', userName: 'alice1', type: 0, firstTimeLogin: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, code: 'session.logged.out', message: 'x', value: { reason: 'elsewhere' } }), {
        status: 401,
      }),
    );
    const user = userEvent.setup();
    renderWithApp(app(), '/m/home');
    await act(async () => {
      await apiRequest('/wps/member/info', { schema: v.unknown() }).catch(() => null);
    });
    expect(await screen.findByTestId('session-ended')).toBeTruthy();
    await user.click(screen.getByTestId('go-home'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/home'));
    expect(store.get(sessionEndedAtom)).toBeNull();
    await user.click(screen.getByTestId('go-login'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(paths.login.path));
    expect(screen.queryByTestId('session-ended')).toBeNull();
  });
});
