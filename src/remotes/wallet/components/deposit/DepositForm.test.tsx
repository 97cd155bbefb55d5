import type { DepositAllowance } from '@contracts/rg/rg';
import type { DepositBanksValue } from '@contracts/wallet/deposit';
import { ApiError, type Loaded, store, toastsAtom } from '@kernel';
import { setupI18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../../lib/leave-site';
import { bodyOf, mockFetch, renderScreen, reply, toastTexts } from '../../test-utils';
import { messages as shellKm } from '../../../../locales/km/messages';
import { messages as shellZh } from '../../../../locales/zh/messages';
import { catalogLoaders } from '../../locales/loaders';
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
  expiresAt: null,
};

/** The allowance as the page holds it: not answered yet, answered, or failed. */
const UNKNOWN: Loaded<DepositAllowance> = { data: null, error: null, loading: true, reload: () => {} };
const known = (data: DepositAllowance, reload = () => {}): Loaded<DepositAllowance> => ({ data, error: null, loading: false, reload });

describe('DepositForm', () => {
  afterEach(() => {
    store.set(toastsAtom, []);
    vi.unstubAllGlobals();
  });

  it('checks the amount against the limits before sending anything', async () => {
    const fetchMock = mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={() => {}} />);
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
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={submitted} />);
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
      <DepositForm
        banks={BANKS}
        detail="base"
        allowance={known({ excluded: false, left: 7_500, period: 'week' })}
        onSubmitted={() => {}}
      />,
    );
    expect(screen.getByTestId('deposit-limit-left').textContent).toBe('Left under your weekly deposit limit: $75.00');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '75.01');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe('Your deposit limit leaves $75.00');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('during a time-out or self-exclusion it says deposits are closed (not "your limit leaves $0.00"); the server refuses in those words', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, code: 'rg.excluded', message: 'x', value: null }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const reload = vi.fn();
    renderScreen(
      <DepositForm
        banks={BANKS}
        detail="base"
        allowance={known({ excluded: true, left: 0, period: null }, reload)}
        onSubmitted={() => {}}
      />,
    );
    const excluded = 'Your account is in a time-out or self-exclusion: only withdrawals and records are open';
    expect(screen.getByTestId('deposit-limit-excluded').textContent).toBe(excluded);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '20');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.queryByTestId('deposit-amount-error')).toBeNull();
    await vi.waitFor(() => expect(toastTexts()).toEqual([excluded]));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('what the limit leaves, when its load failed: the reason with Retry, and the last figure no longer holds the amount back', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(DEPOSIT));
    const reload = vi.fn();
    const failed: Loaded<DepositAllowance> = {
      data: { excluded: false, left: 1_000, period: 'day' },
      error: new ApiError('client.network', 'offline'),
      loading: false,
      reload,
    };
    const submitted = vi.fn();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={failed} onSubmitted={submitted} />);
    expect(screen.queryByTestId('deposit-limit-left')).toBeNull();
    expect(screen.getByTestId('deposit-limit-error-reason').textContent).toBe(
      'No internet connection or the connection is slow. Please try again.',
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('deposit-limit-error-retry'));
    expect(reload).toHaveBeenCalledOnce();
    await user.type(screen.getByTestId('deposit-amount'), '25.5');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ amount: 2_550 });
  });

  it('says nothing of a limit when the player has none', () => {
    mockFetch();
    renderScreen(
      <DepositForm banks={BANKS} detail="base" allowance={known({ excluded: false, left: null, period: null })} onSubmitted={() => {}} />,
    );
    expect(screen.queryByTestId('deposit-limit-left')).toBeNull();
  });

  it('the new detail version shows the methods as tiles', () => {
    mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="new" allowance={UNKNOWN} onSubmitted={() => {}} />);
    expect(screen.getByRole('button', { name: 'Alipay' })).toHaveProperty('ariaPressed', 'false');
    expect(screen.getByRole('button', { name: 'Bank transfer' })).toHaveProperty('ariaPressed', 'true');
  });

  it('a gateway method needs no payer name: it sends the channel and goes to the payment page', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ deposit: { ...DEPOSIT, method: 'gateway', channel: 'ALIPAY' }, payUrl: '/pay/GW7' }));
    const assign = vi.spyOn(leaveSite, 'to').mockImplementation(() => {});
    const submitted = vi.fn();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={submitted} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('deposit-methods'), 'DEMOPAY:ALIPAY');
    expect(screen.queryByTestId('deposit-payer')).toBeNull();
    expect(screen.queryByTestId('deposit-receiving')).toBeNull();
    expect(screen.getByTestId('deposit-submit').textContent).toBe('Continue to payment');
    await user.type(screen.getByTestId('deposit-amount'), '30');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/GW7'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/deposit/gateway');
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ amount: 3_000, channel: 'ALIPAY' });
    expect(submitted).not.toHaveBeenCalled();
  });

  it('the chosen bank is the one shown and sent', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(DEPOSIT));
    const twoBanks: DepositBanksValue = {
      ...BANKS,
      vendors: [
        {
          vendorCode: 'MANUAL',
          method: 'manual',
          channels: ['BANK'],
          banks: [
            { bankCode: 'ABA', bankName: 'ABA Bank', accountName: 'Demo Ltd', accountNo: '000 111' },
            { bankCode: 'WING', bankName: 'Wing Bank', accountName: 'Demo Wing', accountNo: '222 333' },
          ],
        },
      ],
    };
    renderScreen(<DepositForm banks={twoBanks} detail="base" allowance={UNKNOWN} onSubmitted={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('deposit-bank'), 'WING');
    expect(screen.getByTestId('deposit-receiving').textContent).toBe('Wing Bank · Demo Wing · 222 333');
    await user.type(screen.getByTestId('deposit-amount'), '10');
    await user.type(screen.getByTestId('deposit-payer'), '  Bo Lee  ');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ amount: 1_000, bankCode: 'WING', payerName: 'Bo Lee' });
  });

  it('the amount: the limits are inclusive, at most two decimals, and a one-letter payer name is refused', async () => {
    mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={() => {}} />);
    const user = userEvent.setup();
    const amount = screen.getByTestId('deposit-amount');
    await user.type(screen.getByTestId('deposit-payer'), 'A');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe('Enter a valid amount');
    expect(screen.getByTestId('deposit-payer-error').textContent).toBe('Enter the name on the paying account');
    for (const [typed, error] of [
      ['10', null],
      ['9.99', 'Enter between $10.00 and $10,000.00'],
      ['10000', null],
      ['10000.01', 'Enter between $10.00 and $10,000.00'],
      ['12.50', null],
      ['-5', 'Enter a valid amount'],
      ['1e3', 'Enter a valid amount'],
      ['0', 'Enter a valid amount'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(screen.queryByTestId('deposit-amount-error')?.textContent ?? null, typed).toBe(error);
    }
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('the submit button is disabled and a "please wait" shows while the deposit is sent', async () => {
    const fetchMock = mockFetch();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '20');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(screen.getByTestId('deposit-submit')).toHaveProperty('disabled', true);
    expect(store.get(toastsAtom).map((t) => t.kind)).toEqual(['loading']);
    await act(async () => answer(reply(DEPOSIT)));
    await vi.waitFor(() => expect(screen.getByTestId('deposit-submit')).toHaveProperty('disabled', false));
    expect(store.get(toastsAtom).map((t) => t.kind)).toEqual(['success']);
  });

  it.each([
    ['wallet.deposit.bank.unknown', 'Choose one of the listed banks'],
    ['wallet.trial.refused', 'Please login an actual account to use this function'],
    ['wallet.idempotency.conflict', 'This request was already used, please try again'],
    // responsible gambling's deposit refusals are in the wallet's own table and catalog (also the member area's)
    ['rg.deposit.limit', 'This deposit is above your deposit limit'],
    ['system.unknown.code', 'Unknown error'],
  ])('a refusal %s says "%s" and keeps the form', async (code, text) => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, code, message: code === 'system.unknown.code' ? '' : 'server text', value: null }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '20');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual([text]));
    expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '20');
    expect(screen.getByTestId('deposit-payer')).toHaveProperty('value', 'Alice Tan');
    expect(screen.getByTestId('deposit-submit')).toHaveProperty('disabled', false);
  });

  it('the new detail version: tapping a tile picks the method (a gateway channel needs no payer)', async () => {
    mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="new" allowance={UNKNOWN} onSubmitted={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByTestId('deposit-payer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Alipay' }));
    expect(screen.getByRole('button', { name: 'Alipay' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bank transfer' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('deposit-payer')).toBeNull();
    expect(screen.getByTestId('deposit-submit').textContent).toBe('Continue to payment');
  });

  it.each([
    [{ excluded: false, left: 1_000, period: 'month' as const }, 'Left under your monthly deposit limit: $10.00'],
    [{ excluded: false, left: 1_000, period: 'day' as const }, 'Left under your daily deposit limit: $10.00'],
    [{ excluded: true, left: 0, period: 'day' as const }, null],
  ])('what the limit leaves: %o reads %s', (allowance, text) => {
    mockFetch();
    renderScreen(<DepositForm banks={BANKS} detail="base" allowance={known(allowance)} onSubmitted={() => {}} />);
    expect(screen.queryByTestId('deposit-limit-left')?.textContent ?? null).toBe(text);
  });
  it.each([
    ['km', 'rg.deposit.limit', 'ការដាក់ប្រាក់នេះលើសដែនកំណត់ដាក់ប្រាក់របស់អ្នក', shellKm],
    ['km', 'rg.excluded', 'គណនីរបស់អ្នកកំពុងសម្រាកបណ្ដោះអាសន្ន ឬដកខ្លួនឯងចេញ៖ មានតែការដកប្រាក់ និងកំណត់ត្រាប៉ុណ្ណោះដែលបើក', shellKm],
    ['zh', 'rg.deposit.limit', '此笔存款超出了您的存款限额', shellZh],
    ['zh', 'rg.excluded', '您的账户处于暂停或自我排除期：仅可使用提款和记录功能', shellZh],
  ] as const)(
    'in %s, with only the boot and wallet catalogs (no member area), the refusal %s reads "%s"',
    async (lang, code, text, shell) => {
      const { messages: wallet } = await catalogLoaders[lang]();
      const lingui = setupI18n({ locale: lang, messages: { [lang]: { ...shell, ...wallet } } });
      const fetchMock = mockFetch();
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, code, message: 'English server text', value: null }), {
          status: code === 'rg.excluded' ? 403 : 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      renderScreen(<DepositForm banks={BANKS} detail="base" allowance={UNKNOWN} onSubmitted={() => {}} />, undefined, undefined, lingui);
      const user = userEvent.setup();
      await user.type(screen.getByTestId('deposit-amount'), '20');
      await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
      await user.click(screen.getByTestId('deposit-submit'));
      await vi.waitFor(() => expect(toastTexts()).toEqual([text]));
      expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '20');
    },
  );
});
