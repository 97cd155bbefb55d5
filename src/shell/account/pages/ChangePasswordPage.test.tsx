import { loginAtom, store, toastsAtom } from '@kernel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp, setStatus } from '../test-utils';
import ChangePasswordPage from './ChangePasswordPage';

describe('ChangePasswordPage', () => {
  it('refuses a new password equal to the old one with an alert and no call', async () => {
    setStatus({});
    store.set(loginAtom, { token: 't', merchantCode: 'TEST01', userName: 'alice1', type: 0, firstTimeLogin: false });
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordPage />, '/m/changePsw');
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'alice1');
    await user.type(screen.getByLabelText('Old password'), 'secret12');
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret12');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(store.get(toastsAtom).some((t) => typeof t.message !== 'string' && t.message.id === 'modify.new.old.same')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
