import type { StatusValue } from '@contracts/status';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, reply, setStatus } from '../test-utils';
import { AVAILABILITY_DEBOUNCE_MS } from '../hooks/useAvailabilityCheck';
import { RegisterPanel } from './RegisterPanel';

const noop = () => {};
const flags = { USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false, CAPTCHA3: false };
function withEmail(on: boolean) {
  return (s: StatusValue) => {
    const r = s.info.register;
    r.username = { enabled: true, required: true, minLength: 4, maxLength: 10, patternId: 'username' };
    r.email = { enabled: on, required: false, minLength: 6, maxLength: 255, patternId: 'email' };
  };
}

/** The two check calls: the taken names and e-mails answer `available: false`. */
function serverWith(takenNames: string[], takenEmails: string[]) {
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname === '/wps/check/username') return reply({ available: !takenNames.includes(url.searchParams.get('username') ?? '') });
    if (url.pathname === '/wps/check/email')
      return reply({ available: !takenEmails.includes(new URLSearchParams(String(init?.body)).get('email') ?? '') });
    return reply(null, false, 'request.invalid');
  });
  return fetchMock;
}

describe('RegisterPanel availability checks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "Username already exists" under the field after leaving it with a taken name, and clears it on edit', async () => {
    setStatus(flags, withEmail(false));
    const fetchMock = serverWith(['alice1'], []);
    const user = userEvent.setup();
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    await user.type(screen.getByLabelText('Username *'), 'alice1');
    await user.tab();
    expect((await screen.findByTestId('error-username')).textContent).toBe('Username already exists');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/check/username?username=alice1');
    await user.type(screen.getByLabelText('Username *'), '2');
    expect(screen.queryByTestId('error-username')).toBeNull();
    await user.tab();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('error-username')).toBeNull();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/wps/check/email'))).toEqual([]); // e-mail field off: never asked
  });

  it('checks the e-mail with a form-encoded POST when the field is on', async () => {
    setStatus(flags, withEmail(true));
    const fetchMock = serverWith([], ['bob@mail.com']);
    const user = userEvent.setup();
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    await user.type(screen.getByLabelText('E-mail'), ' bob@mail.com');
    await user.tab();
    expect((await screen.findByTestId('error-email')).textContent).toBe('This e-mail is already registered');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/check/email');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init?.body).toBe('email=bob%40mail.com');
  });

  it('asks nothing for a value that fails its own rule, and ignores a stale answer', async () => {
    setStatus(flags, withEmail(false));
    const fetchMock = mockFetch();
    let answerOld: (r: Response) => void = noop;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerOld = resolve;
        }),
    );
    fetchMock.mockResolvedValueOnce(reply({ available: true }));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<RegisterPanel onDone={noop} onLogin={noop} />);
    const input = screen.getByLabelText('Username *');
    await user.type(input, '1ab');
    // the blur's debounce on fake timers: "no call" is checked once the debounce has run out
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => input.blur());
      act(() => vi.advanceTimersByTime(AVAILABILITY_DEBOUNCE_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(fetchMock).not.toHaveBeenCalled(); // "1ab" breaks the username rule: no call
    await user.clear(input);
    await user.type(input, 'carol1');
    await user.tab();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.type(input, 'x');
    await user.tab();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => answerOld(reply({ available: false }))); // "carol1" was taken, but the field now says "carol1x"
    expect(screen.queryByTestId('error-username')).toBeNull();
  });
});
