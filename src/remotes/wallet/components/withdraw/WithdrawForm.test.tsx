import type { WithdrawInfo } from '@contracts/wallet/withdraw';
import { store, toastsAtom } from '@kernel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockFetch, renderScreen, reply } from '../../test-utils';
import { WithdrawForm } from './WithdrawForm';

const CARD = {
  bankCardId: 3,
  bankCode: 'ABA',
  bankName: 'ABA Bank',
  accountName: 'Alice',
  accountNoMasked: '**** 6789',
  createdAt: new Date().toISOString(),
};
const INFO: WithdrawInfo = {
  currency: { code: 'USD', symbol: '$', minorUnits: 2 },
  minAmount: 1_000,
  maxAmount: 500_000,
  availableBalance: 20_000,
  lockedBalance: 0,
  turnover: { required: 0, done: 0, remaining: 0 },
  hasFundPassword: true,
  bankCards: [CARD],
};

describe('WithdrawForm', () => {
  afterEach(() => store.set(toastsAtom, []));

  it('without a withdrawal password or a bank card it sends the player to the security centre', () => {
    mockFetch();
    const { unmount } = renderScreen(<WithdrawForm info={{ ...INFO, hasFundPassword: false }} onDone={() => {}} />, '/m/withdraw');
    expect(screen.getByText('Set a withdrawal password before withdrawing.')).toBeTruthy();
    expect(screen.getByTestId('withdraw-setup-link').getAttribute('href')).toBe('/m/securityCenter');
    unmount();
    renderScreen(<WithdrawForm info={{ ...INFO, bankCards: [] }} onDone={() => {}} />, '/m/withdraw');
    expect(screen.getByText('Add a bank card before withdrawing.')).toBeTruthy();
  });

  it('refuses more than the available balance before sending; a wrong password clears only the password', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ triesLeft: 4 }, false, 'wallet.fund.password.invalid'));
    const done = vi.fn();
    renderScreen(<WithdrawForm info={INFO} onDone={done} />, '/m/withdraw');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('withdraw-amount'), '200.01');
    await user.type(screen.getByTestId('withdraw-password'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('At most $200.00');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '120');
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toContain('Wrong withdrawal password'));
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ amount: 12_000, bankCardId: 3, fundPassword: '123456' });
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '120');
    expect(screen.getByTestId('withdraw-password')).toHaveProperty('value', '');
    expect(done).not.toHaveBeenCalled();
  });
});
