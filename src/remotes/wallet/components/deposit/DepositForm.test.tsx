import type { DepositBanksValue } from '@contracts/wallet/deposit';
import { store, toastsAtom } from '@kernel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockFetch, renderScreen, reply } from '../../test-utils';
import { DepositForm } from './DepositForm';

const BANKS: DepositBanksValue = {
  currency: { code: 'USD', symbol: '$', minorUnits: 2 },
  minAmount: 1_000,
  maxAmount: 1_000_000,
  vendors: [
    {
      vendorCode: 'MANUAL',
      method: 'manual',
      channels: ['BANK'],
      banks: [{ bankCode: 'ABA', bankName: 'ABA Bank', accountName: 'Demo Ltd', accountNo: '000 111' }],
    },
    { vendorCode: 'DEMOPAY', method: 'gateway', channels: ['BANK', 'ALIPAY'], banks: [] },
  ],
};
const DEPOSIT = {
  depositId: 7,
  method: 'manual',
  channel: 'BANK',
  amount: 2_550,
  bonus: 0,
  status: 'pending',
  reference: 'MD1',
  createdAt: new Date().toISOString(),
  decidedAt: null,
  note: null,
};

describe('DepositForm', () => {
  afterEach(() => store.set(toastsAtom, []));

  it('checks the amount against the limits before sending anything', async () => {
    const fetchMock = mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={null} onSubmitted={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '5');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe('Enter between $10.00 and $10,000.00');
    await user.clear(screen.getByTestId('deposit-amount'));
    await user.type(screen.getByTestId('deposit-amount'), '1.234');
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe('Enter a valid amount');
    expect(screen.getByTestId('deposit-payer-error').textContent).toBe('Enter the name on the paying account');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a manual deposit in minor units with one request id; a failure keeps what was typed and says why', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(null, false, 'wallet.amount.out.of.range'));
    fetchMock.mockResolvedValueOnce(reply(DEPOSIT));
    const submitted = vi.fn();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={null} onSubmitted={submitted} />);
    const user = userEvent.setup();
    expect(screen.getByTestId('deposit-receiving').textContent).toContain('000 111');
    await user.type(screen.getByTestId('deposit-amount'), '25.5');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toContain('The amount is outside the allowed range'));
    expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '25.5');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    const [first, second] = [bodyOf(fetchMock.mock.calls[0]), bodyOf(fetchMock.mock.calls[1])] as {
      amount: number;
      requestId: string;
      bankCode: string;
    }[];
    expect(first).toMatchObject({ amount: 2_550, bankCode: 'ABA', payerName: 'Alice Tan' });
    expect(second?.requestId, 'a retry of the same submission reuses its key').toBe(first?.requestId);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/wps/deposit/manual');
    expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '');
  });

  it('shows what the deposit limit leaves and checks the amount against it before sending', async () => {
    const fetchMock = mockFetch();
    renderScreen(
      <DepositForm banks={BANKS} detail="base" allowance={{ excluded: false, left: 7_500, period: 'week' }} onSubmitted={() => {}} />,
    );
    expect(screen.getByTestId('deposit-limit-left').textContent).toBe('Left under your weekly deposit limit: $75.00');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '75.01');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe('Your deposit limit leaves $75.00');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing of a limit when the player has none', () => {
    mockFetch();
    renderScreen(
      <DepositForm banks={BANKS} detail="base" allowance={{ excluded: false, left: null, period: null }} onSubmitted={() => {}} />,
    );
    expect(screen.queryByTestId('deposit-limit-left')).toBeNull();
  });

  it('the new detail version shows the methods as tiles', () => {
    mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="new" allowance={null} onSubmitted={() => {}} />);
    expect(screen.getByRole('button', { name: 'Alipay' })).toHaveProperty('ariaPressed', 'false');
    expect(screen.getByRole('button', { name: 'Bank transfer' })).toHaveProperty('ariaPressed', 'true');
  });
});
