import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp, reply, setStatus } from '../test-utils';
import { ForgotPanel } from './ForgotPanel';

const noop = () => {};

describe('ForgotPanel', () => {
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
});
