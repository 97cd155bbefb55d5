import { store, toastsAtom } from '@kernel';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, reply, setStatus } from '../test-utils';
import { ForgotPanel } from './ForgotPanel';

const noop = () => {};

const toasts = () => store.get(toastsAtom).map((t) => ({ kind: t.kind, id: typeof t.message === 'string' ? t.message : t.message.id }));

async function fillPhone() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mobile number'), '12345678');
  await user.type(screen.getByLabelText('SMS verification code'), '123456');
  await user.type(screen.getByLabelText('New password'), 'newpass1');
}

describe('ForgotPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
    store.set(toastsAtom, []);
  });

  it('shows the switch only when both methods are on, phone first', () => {
    setStatus({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: true });
    const { unmount } = renderWithApp(<ForgotPanel onBack={noop} />);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByTestId('forgot-phone-form')).toBeTruthy();
    unmount();
    setStatus({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: false });
    renderWithApp(<ForgotPanel onBack={noop} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('forgot-email-form')).toBeTruthy();
  });

  it('e-mail: trims and checks the e-mail rule', async () => {
    setStatus({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(reply(null));
    const user = userEvent.setup();
    renderWithApp(<ForgotPanel onBack={noop} />);
    await user.type(screen.getByLabelText('Username'), ' alice1 ');
    await user.type(screen.getByLabelText('E-mail'), 'bad@mail');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Wrong e-mail format')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), '.com ');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/member/password/forgot?username=alice1&email=bad%40mail.com');
  });

  it('phone: submit only after every field is touched and valid; same password clears it, other failures clear the code', async () => {
    setStatus({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: true });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(null, false, 'modify.new.old.same'));
    fetchMock.mockResolvedValueOnce(reply(null, false, 'sms.code.invalid'));
    const user = userEvent.setup();
    renderWithApp(<ForgotPanel onBack={noop} />);
    const submit = screen.getByTestId('forgot-submit');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Mobile number'), '12345678');
    await user.type(screen.getByLabelText('SMS verification code'), '123456');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(await screen.findByText('The new password cannot be the same as the old password')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('SMS verification code')).toHaveProperty('value', '123456');
    await user.type(screen.getByLabelText('New password'), 'newpass2');
    await user.click(submit);
    expect(await screen.findByText('Verification code error')).toBeTruthy();
    expect(screen.getByLabelText('SMS verification code')).toHaveProperty('value', '');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'newpass2');
  });

  it('phone: a loading toast while the reset runs, at most 15 s (§8)', async () => {
    setStatus({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: true });
    mockFetch().mockReturnValue(new Promise<Response>(() => {})); // the call never answers
    renderWithApp(<ForgotPanel onBack={noop} />);
    await fillPhone();
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(toasts()).toEqual([{ kind: 'loading', id: 'please_wait' }]);
    act(() => vi.advanceTimersByTime(14_999));
    expect(toasts()).toEqual([{ kind: 'loading', id: 'please_wait' }]);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toEqual([]);
  });

  it('phone: the loading toast hides when the reset answers; success message for 1 s, then back', async () => {
    setStatus({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: true });
    let answer: (r: Response) => void = noop;
    mockFetch().mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    const onBack = vi.fn();
    renderWithApp(<ForgotPanel onBack={onBack} />);
    await fillPhone();
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(toasts()).toEqual([{ kind: 'loading', id: 'please_wait' }]);
    await act(async () => answer(reply(null)));
    expect(toasts()).toEqual([{ kind: 'success', id: 'password_reset_done' }]);
    act(() => vi.advanceTimersByTime(999));
    expect(onBack).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onBack).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([]);
  });

  it('e-mail: success shows the spec message (forgot_email_sent) for 1 s, then goes back', async () => {
    setStatus({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: false });
    mockFetch().mockResolvedValue(reply(null));
    const onBack = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ForgotPanel onBack={onBack} />);
    await user.type(screen.getByLabelText('Username'), 'alice1');
    await user.type(screen.getByLabelText('E-mail'), 'alice@mail.com');
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByTestId('forgot-submit')));
    expect(toasts()).toEqual([{ kind: 'success', id: 'forgot_email_sent' }]);
    act(() => vi.advanceTimersByTime(999));
    expect(onBack).not.toHaveBeenCalled();
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onBack).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([]);
  });
});
