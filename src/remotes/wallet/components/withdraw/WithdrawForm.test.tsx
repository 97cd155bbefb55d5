import type { WithdrawInfo } from '@contracts/wallet/withdraw';
import { store, toastsAtom } from '@kernel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockFetch, renderScreen, reply, toastTexts } from '../../test-utils';
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

  it('checks the amount against the minimum, the maximum and the balance, and the password as six digits, before sending', async () => {
    const fetchMock = mockFetch();
    renderScreen(<WithdrawForm info={{ ...INFO, availableBalance: 900_000 }} onDone={() => {}} />, '/m/withdraw');
    const user = userEvent.setup();
    const amount = screen.getByTestId('withdraw-amount');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('Enter a valid amount');
    expect(screen.getByTestId('withdraw-password-error').textContent).toBe('The withdrawal password is 6 digits');
    for (const [typed, error] of [
      ['9.99', 'At least $10.00'],
      ['10', null],
      ['5000', null],
      ['5000.01', 'At most $5,000.00'],
      ['10.001', 'Enter a valid amount'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(screen.queryByTestId('withdraw-amount-error')?.textContent ?? null, typed).toBe(error);
    }
    for (const [typed, error] of [
      ['12345', 'The withdrawal password is 6 digits'],
      ['12345a', 'The withdrawal password is 6 digits'],
      ['123456', null],
    ] as const) {
      await user.clear(screen.getByTestId('withdraw-password'));
      await user.type(screen.getByTestId('withdraw-password'), typed);
      expect(screen.queryByTestId('withdraw-password-error')?.textContent ?? null, typed).toBe(error);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen card with one request id; success says so, clears the form and reports it', async () => {
    const fetchMock = mockFetch();
    const sent = { withdrawalId: 9, amount: 3_000, status: 'pending', bankName: 'Wing Bank', accountNoMasked: '**** 1111' };
    fetchMock.mockResolvedValueOnce(reply({ ...sent, createdAt: CARD.createdAt, decidedAt: null, note: null }));
    const done = vi.fn();
    const wing = { ...CARD, bankCardId: 5, bankCode: 'WING', bankName: 'Wing Bank', accountNoMasked: '**** 1111' };
    renderScreen(<WithdrawForm info={{ ...INFO, bankCards: [CARD, wing] }} onDone={done} />, '/m/withdraw');
    const user = userEvent.setup();
    const cards = screen.getByTestId('withdraw-card') as HTMLSelectElement;
    expect([...cards.options].map((o) => o.textContent)).toEqual(['ABA Bank **** 6789', 'Wing Bank **** 1111']);
    await user.selectOptions(cards, '5');
    await user.type(screen.getByTestId('withdraw-amount'), '30');
    await user.type(screen.getByTestId('withdraw-password'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/transaction/withdraw');
    const body = bodyOf(fetchMock.mock.calls[0]) as { requestId: string };
    expect(body).toMatchObject({ amount: 3_000, bankCardId: 5, fundPassword: '246810' });
    expect(body.requestId).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(toastTexts()).toContain('Withdrawal requested: the amount is held until it is paid');
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '');
    expect(screen.queryByTestId('withdraw-amount-error')).toBeNull();
  });

  it('the button is disabled while the withdrawal is sent, and a retry after a failure reuses its request id', async () => {
    const fetchMock = mockFetch();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<WithdrawForm info={INFO} onDone={() => {}} />, '/m/withdraw');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('withdraw-amount'), '30');
    await user.type(screen.getByTestId('withdraw-password'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', true));
    answer(reply(null, false, 'wallet.idempotency.conflict'));
    await vi.waitFor(() => expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', false));
    fetchMock.mockResolvedValueOnce(reply(null, false, 'wallet.idempotency.conflict'));
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = fetchMock.mock.calls.map((c) => bodyOf(c) as { requestId: string });
    expect(second?.requestId).toBe(first?.requestId);
  });

  it.each([
    ['wallet.insufficient.funds', 'Insufficient balance'],
    ['wallet.turnover.unmet', 'Turnover requirement not met yet'],
    ['wallet.bank.card.not.found', 'No such bank card'],
    ['wallet.amount.out.of.range', 'The amount is outside the allowed range'],
  ])('a refusal %s says "%s" and keeps everything typed', async (code, text) => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(null, false, code));
    const done = vi.fn();
    renderScreen(<WithdrawForm info={INFO} onDone={done} />, '/m/withdraw');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('withdraw-amount'), '30');
    await user.type(screen.getByTestId('withdraw-password'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual([text]));
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '30');
    expect(screen.getByTestId('withdraw-password')).toHaveProperty('value', '246810');
    expect(done).not.toHaveBeenCalled();
  });

  it('a locked withdrawal password says so and clears the password', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ retryAfterSeconds: 900 }, false, 'wallet.fund.password.locked'));
    renderScreen(<WithdrawForm info={INFO} onDone={() => {}} />, '/m/withdraw');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('withdraw-amount'), '30');
    await user.type(screen.getByTestId('withdraw-password'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Too many wrong withdrawal passwords: try again later']));
    expect(screen.getByTestId('withdraw-password')).toHaveProperty('value', '');
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '30');
  });
});
