/** The deposit page: its areas' loading, error and empty states, the detail version, promotions, the gateway's result. */
import { formatDateTime, formatMoney } from '@contracts/format';
import type { DepositBanksValue, DepositView } from '@contracts/wallet/deposit';
import { store, toastsAtom } from '@kernel';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MAX_MS, RETURN_POLL_MS, RETURN_WINDOW_MS } from '../components/deposit/GatewayReturn';
import { callsTo, mockFetch, renderScreen, reply, serve, settleUntil, statusWith, toastTexts } from '../test-utils';
import Deposit from './Deposit';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 } as const;
const BANKS: DepositBanksValue = {
  currency: USD,
  minAmount: 1_000,
  maxAmount: 1_000_000,
  vendors: [
    {
      vendorCode: 'MANUAL',
      method: 'manual',
      channels: ['BANK'],
      banks: [{ bankCode: 'ABA', bankName: 'ABA Bank', accountName: 'Demo Ltd', accountNo: '000 111' }],
    },
    { vendorCode: 'DEMOPAY', method: 'gateway', channels: ['BANK', 'WECHAT'], banks: [] },
  ],
};
const at = '2026-11-20T08:30:00.000Z';
const deposit = (over: Partial<DepositView>): DepositView => ({
  depositId: 1,
  method: 'manual',
  channel: 'BANK',
  amount: 2_500,
  bonus: 0,
  status: 'pending',
  reference: 'MD1',
  createdAt: at,
  decidedAt: null,
  note: null,
  expiresAt: null,
  ...over,
});
const page = (list: DepositView[]) => ({ list, pageNo: 1, pageSize: 10, totalPages: 1, totalCount: list.length });
const NO_LIMIT = { excluded: false, left: null, period: null };
/** The checks of the deposit back from the gateway (the history's calls have no depositId). */
const checksOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/wps/deposit/report').filter(([input]) => String(input).includes('depositId=7')).length;
const PROMO = { promoId: 'P100', percent: 100, maxBonus: 5_000, minDeposit: 2_000, turnoverMultiple: 10 };

/** The page's four calls, each answerable on its own. */
const answers = (over: Record<string, Parameters<typeof serve>[1][string]> = {}) => ({
  '/wps/deposit/banks': reply(BANKS),
  '/wps/deposit/promos': reply({ list: [], accepted: null }),
  '/wps/deposit/report': reply(page([])),
  '/wps/rg/deposit-allowance': reply(NO_LIMIT),
  ...over,
});

describe('Deposit page', () => {
  afterEach(() => {
    vi.useRealTimers();
    store.set(toastsAtom, []);
  });

  it('shows a skeleton until the banks answer, then the form', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = serve(mockFetch(), answers({ '/wps/deposit/banks': () => new Promise<Response>((r) => (answer = r)) }));
    renderScreen(<Deposit />);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/wps/deposit/banks')).toHaveLength(1));
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('deposit-form-base')).toBeNull();
    await act(async () => answer(reply(BANKS)));
    expect(await screen.findByTestId('deposit-form-base')).toBeTruthy();
  });

  it("says why the banks did not load in the player's words, and Retry loads them", async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers({ '/wps/deposit/banks': reply(null, false, 'wallet.trial.refused') }));
    renderScreen(<Deposit />);
    const error = await screen.findByTestId('deposit-banks-error');
    expect(error.textContent).toContain('Something went wrong');
    expect(error.textContent).toContain('Please login an actual account to use this function');
    // the other areas do not wait for the failed one
    expect(await screen.findByTestId('deposit-history')).toBeTruthy();

    serve(fetchMock, answers());
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('deposit-form-base')).toBeTruthy();
    expect(screen.queryByTestId('deposit-banks-error')).toBeNull();
    expect(callsTo(fetchMock, '/wps/deposit/banks')).toHaveLength(2);
  });

  it('a network failure of the history says so, with Retry', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers({ '/wps/deposit/report': () => Promise.reject(new TypeError('Failed to fetch')) }));
    renderScreen(<Deposit />);
    const error = await screen.findByTestId('deposit-history-error');
    expect(error.textContent).toContain('No internet connection or the connection is slow. Please try again.');
    expect(await screen.findByTestId('deposit-form-base')).toBeTruthy();
    serve(fetchMock, answers({ '/wps/deposit/report': reply(page([deposit({ depositId: 4 })])) }));
    await userEvent.setup().click(screen.getByTestId('deposit-history-error-retry'));
    expect(await screen.findByTestId('deposit-row-4')).toBeTruthy();
  });

  it('the history: "No data" when empty; each deposit with its amount, bonus, channel, reference, time, note and state', async () => {
    const fetchMock = serve(mockFetch(), answers());
    const { unmount } = renderScreen(<Deposit />);
    const empty = await screen.findByTestId('deposit-history');
    expect(empty.textContent).toContain('No data');
    unmount();

    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': reply(
          page([
            deposit({
              depositId: 3,
              method: 'gateway',
              amount: 123_456,
              bonus: 500,
              status: 'credited',
              channel: 'WECHAT',
              reference: 'GW3',
            }),
            deposit({ depositId: 2, status: 'rejected', note: 'No transfer received' }),
            deposit({ depositId: 1 }),
          ]),
        ),
      }),
    );
    renderScreen(<Deposit />);
    const credited = await screen.findByTestId('deposit-row-3');
    expect(credited.textContent).toContain('$1,234.56');
    expect(credited.textContent).toContain('+$5.00');
    // the method by name, never by its code
    expect(credited.textContent).toContain(`WeChat Pay · GW3 · ${formatDateTime(at, 'en')}`);
    expect(screen.getByTestId('deposit-row-1').textContent).toContain('Bank transfer · MD1');
    expect(screen.getByTestId('deposit-status-3').textContent).toBe('Credited');
    expect(screen.getByTestId('deposit-status-2').textContent).toBe('Rejected');
    expect(screen.getByTestId('deposit-row-2').textContent).toContain('No transfer received');
    expect(screen.getByTestId('deposit-status-1').textContent).toBe('Pending');
    expect(screen.getByTestId('deposit-row-1').textContent).not.toContain('+');
  });

  it("writes amounts in the brand's currency through the shared format (a currency without minor units)", async () => {
    const KHR = { code: 'KHR', symbol: '៛', minorUnits: 0 } as const;
    serve(
      mockFetch(),
      answers({
        '/wps/deposit/banks': reply({ ...BANKS, currency: KHR, minAmount: 10_000, maxAmount: 40_000_000 }),
        '/wps/deposit/report': reply(page([deposit({ depositId: 5, amount: 250_000 })])),
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter', statusWith({ currency: KHR }));
    expect((await screen.findByTestId('deposit-row-5')).textContent).toContain(formatMoney(250_000, KHR, 'en'));
    expect(formatMoney(250_000, KHR, 'en')).not.toContain('.');
    const amount = screen.getByTestId('deposit-amount');
    expect(amount.getAttribute('placeholder')).toBe(`${formatMoney(10_000, KHR, 'en')} - ${formatMoney(40_000_000, KHR, 'en')}`);
    // whole riel only: a decimal is not an amount
    const user = userEvent.setup();
    await user.type(amount, '20000.5');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe('Enter a valid amount');
  });

  it('the detail version follows the template: tiles when dep_func is 1, a select otherwise', async () => {
    serve(mockFetch(), answers());
    const { unmount } = renderScreen(<Deposit />, '/m/voucherCenter', statusWith({ depositDetail: 1 }));
    expect(await screen.findByTestId('deposit-form-new')).toBeTruthy();
    expect(screen.getByTestId('deposit-page-new')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'WeChat Pay' })).toBeTruthy();
    unmount();
    renderScreen(<Deposit />, '/m/voucherCenter', statusWith({ depositDetail: 0 }));
    expect(await screen.findByTestId('deposit-form-base')).toBeTruthy();
    const select = screen.getByTestId('deposit-methods') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Bank transfer', 'Online banking', 'WeChat Pay']);
  });

  it('offers the promotions only when there are some; the choice is saved at once, and put back when the server refuses it', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers({ '/wps/deposit/promos': reply({ list: [PROMO], accepted: null }) }));
    renderScreen(<Deposit />);
    const picker = (await screen.findByTestId('deposit-promo')) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'No promotion',
      '100% bonus up to $50.00 (deposit at least $20.00, turnover ×10)',
    ]);
    const user = userEvent.setup();
    serve(fetchMock, answers({ '/wps/deposit/promo/accept': reply({ accepted: 'P100' }) }));
    await user.selectOptions(picker, 'P100');
    await vi.waitFor(() => expect(callsTo(fetchMock, '/wps/deposit/promo/accept')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/wps/deposit/promo/accept')[0]?.[1]?.body))).toEqual({ promoId: 'P100' });
    expect(picker.value).toBe('P100');

    serve(fetchMock, answers({ '/wps/deposit/promo/accept': reply(null, false, 'wallet.promo.not.found') }));
    await user.selectOptions(picker, '');
    await vi.waitFor(() => expect(toastTexts()).toContain('This promotion is not available'));
    expect(picker.value).toBe('P100');
  });

  it('no promotion picker when the brand has none', async () => {
    serve(mockFetch(), answers());
    renderScreen(<Deposit />);
    await screen.findByTestId('deposit-form-base');
    await screen.findByTestId('deposit-history');
    expect(screen.queryByTestId('deposit-promo')).toBeNull();
  });

  it('a manual deposit sent loads the history and what the deposit limit leaves again', async () => {
    const fetchMock = mockFetch();
    serve(
      fetchMock,
      answers({
        '/wps/rg/deposit-allowance': reply({ excluded: false, left: 10_000, period: 'day' }),
        'POST /wps/deposit/manual': reply(deposit({ depositId: 9 })),
      }),
    );
    renderScreen(<Deposit />);
    expect((await screen.findByTestId('deposit-limit-left')).textContent).toBe('Left under your daily deposit limit: $100.00');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '25');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    serve(
      fetchMock,
      answers({
        '/wps/rg/deposit-allowance': reply({ excluded: false, left: 7_500, period: 'day' }),
        '/wps/deposit/report': reply(page([deposit({ depositId: 9 })])),
        'POST /wps/deposit/manual': reply(deposit({ depositId: 9 })),
      }),
    );
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-row-9')).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByTestId('deposit-limit-left').textContent).toBe('Left under your daily deposit limit: $75.00'),
    );
    expect(toastTexts()).toContain('Deposit request sent: it is credited when the transfer is confirmed');
  });

  it('what the deposit limit leaves, when it fails to load, says why with Retry where it shows; Retry loads it', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers({ '/wps/rg/deposit-allowance': () => Promise.reject(new TypeError('Failed to fetch')) }));
    renderScreen(<Deposit />);
    const form = await screen.findByTestId('deposit-form-base');
    const error = await within(form).findByTestId('deposit-limit-error');
    expect(error.textContent).toContain('Your deposit limit could not be checked: the amount is checked when you send it');
    expect(within(error).getByTestId('deposit-limit-error-reason').textContent).toBe(
      'No internet connection or the connection is slow. Please try again.',
    );
    expect(screen.queryByTestId('deposit-limit-left')).toBeNull();

    serve(fetchMock, answers({ '/wps/rg/deposit-allowance': reply({ excluded: false, left: 10_000, period: 'day' }) }));
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('deposit-limit-left')).textContent).toBe('Left under your daily deposit limit: $100.00');
    expect(screen.queryByTestId('deposit-limit-error')).toBeNull();
    expect(callsTo(fetchMock, '/wps/rg/deposit-allowance')).toHaveLength(2);
  });

  it('a reload of the deposit limit that fails drops the old figure: the amount goes to the server, whose refusal is said and loads the limit again', async () => {
    const fetchMock = mockFetch();
    serve(
      fetchMock,
      answers({
        '/wps/rg/deposit-allowance': reply({ excluded: false, left: 10_000, period: 'day' }),
        'POST /wps/deposit/manual': reply(deposit({ depositId: 9 })),
      }),
    );
    renderScreen(<Deposit />);
    await screen.findByTestId('deposit-limit-left');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('deposit-amount'), '25');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    // after the deposit the limit reloads, and that fails
    serve(
      fetchMock,
      answers({
        '/wps/rg/deposit-allowance': reply(null, false, 'system.unknown.error'),
        'POST /wps/deposit/manual': reply(deposit({ depositId: 9 })),
      }),
    );
    await user.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-limit-error');
    expect(screen.queryByTestId('deposit-limit-left')).toBeNull();

    // $100.00 was left before: 150 is not refused by the page any more, the server decides
    serve(
      fetchMock,
      answers({
        '/wps/rg/deposit-allowance': reply({ excluded: false, left: 7_500, period: 'day' }),
        'POST /wps/deposit/manual': new Response(
          JSON.stringify({
            success: false,
            code: 'rg.deposit.limit',
            message: 'x',
            value: { kind: 'deposit', period: 'day', left: 7_500 },
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
      }),
    );
    await user.type(screen.getByTestId('deposit-amount'), '150');
    await user.type(screen.getByTestId('deposit-payer'), 'Alice Tan');
    await user.click(screen.getByTestId('deposit-submit'));
    await vi.waitFor(() => expect(toastTexts()).toContain('This deposit is above your deposit limit'));
    expect(callsTo(fetchMock, '/wps/deposit/manual')).toHaveLength(2);
    expect((await screen.findByTestId('deposit-limit-left')).textContent).toBe('Left under your daily deposit limit: $75.00');
    expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '150');
  });

  it('back from the gateway: the deposit waits for confirmation, is checked every 2 s, and once credited the history reloads and the checks stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    let state: DepositView['status'] = 'pending';
    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': (query) =>
          reply(page(query.get('depositId') === '7' ? [deposit({ depositId: 7, amount: 5_000, status: state })] : [])),
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    const result = await settleUntil(() => screen.getByTestId('deposit-result'));
    await settleUntil(() => expect(screen.getByTestId('deposit-result-status').textContent).toBe('Pending'));
    expect(result.textContent).toContain('$50.00');
    expect(result.textContent).toContain('Waiting for the payment confirmation…');
    const checks = () => callsTo(fetchMock, '/wps/deposit/report').filter(([input]) => String(input).includes('depositId=7')).length;
    const histories = () => callsTo(fetchMock, '/wps/deposit/report').filter(([input]) => !String(input).includes('depositId')).length;
    expect(checks()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS - 1));
    expect(checks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settleUntil(() => expect(checks()).toBe(2));

    state = 'credited';
    const historiesBefore = histories();
    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS));
    await settleUntil(() => expect(screen.getByTestId('deposit-result-status').textContent).toBe('Credited'));
    expect(result.textContent).not.toContain('Waiting for the payment confirmation…');
    await settleUntil(() => expect(histories()).toBe(historiesBefore + 1));
    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS * 5));
    expect(checks()).toBe(3);
  });

  it('back from the gateway: after a minute of pending answers it stops checking, says what happens next, and "Check again" checks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    let state: DepositView['status'] = 'pending';
    serve(
      fetchMock,
      answers({ '/wps/deposit/report': (query) => reply(page(query.get('depositId') ? [deposit({ depositId: 7, status: state })] : [])) }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    await settleUntil(() => screen.getByTestId('deposit-result-status'));
    expect(screen.queryByTestId('deposit-result-unconfirmed')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS * 40));
    expect(checksOf(fetchMock)).toBe(30);
    const unconfirmed = await settleUntil(() => screen.getByTestId('deposit-result-unconfirmed'));
    expect(unconfirmed.textContent).toContain(
      'Not confirmed yet. If you paid, the deposit is credited as soon as the payment is confirmed',
    );
    // no longer "waiting": nothing checks any more
    expect(screen.getByTestId('deposit-result').textContent).not.toContain('Waiting for the payment confirmation…');

    state = 'credited';
    await act(async () => screen.getByTestId('deposit-result-check').click());
    await settleUntil(() => expect(screen.getByTestId('deposit-result-status').textContent).toBe('Credited'));
    expect(checksOf(fetchMock)).toBe(31);
    expect(screen.queryByTestId('deposit-result-unconfirmed')).toBeNull();
  });

  it('back from the gateway: a check that fails says why with Retry, checks again by itself later and later, and a pass clears it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    let fails = true;
    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': (query) => {
          if (!query.get('depositId')) return reply(page([]));
          if (fails) return Promise.reject(new TypeError('Failed to fetch'));
          return reply(page([deposit({ depositId: 7, status: 'credited' })]));
        },
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    const error = await settleUntil(() => screen.getByTestId('deposit-result-error'));
    expect(error.textContent).toContain('The payment result could not be checked');
    expect(screen.getByTestId('deposit-result-error-reason').textContent).toBe(
      'No internet connection or the connection is slow. Please try again.',
    );
    expect(screen.getByTestId('deposit-result-retrying').textContent).toBe('Checking again automatically…');
    expect(checksOf(fetchMock)).toBe(1);
    // the waits after failures double: 4 s, then 8 s (not one check every 2 s)
    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS * 2 - 1));
    expect(checksOf(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settleUntil(() => expect(checksOf(fetchMock)).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS * 4 - 1));
    expect(checksOf(fetchMock)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settleUntil(() => expect(checksOf(fetchMock)).toBe(3));

    // Retry checks at once
    fails = false;
    await settleUntil(() => expect(screen.getByTestId('deposit-result-error-retry')).toHaveProperty('disabled', false));
    await act(async () => screen.getByTestId('deposit-result-error-retry').click());
    await settleUntil(() => expect(screen.getByTestId('deposit-result-status').textContent).toBe('Credited'));
    expect(checksOf(fetchMock)).toBe(4);
    expect(screen.queryByTestId('deposit-result-error')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 4));
    expect(checksOf(fetchMock)).toBe(4);
  });

  it('back from the gateway: checks that keep failing (a 5xx) wait at most the cap, and pause after a minute, leaving Retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': (query) =>
          query.get('depositId')
            ? new Response(JSON.stringify({ success: false, code: 'system.unknown.error', message: 'boom', value: null }), {
                status: 500,
                headers: { 'Content-Type': 'application/json' },
              })
            : reply(page([])),
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    await settleUntil(() => screen.getByTestId('deposit-result-error'));
    await act(() => vi.advanceTimersByTimeAsync(RETURN_WINDOW_MS * 3));
    // at 0, 4, 12, 28 and 44 s (waits of 4, 8, 16, 16 s): a sixth would pass the minute
    expect(checksOf(fetchMock)).toBe(5);
    await settleUntil(() => expect(screen.queryByTestId('deposit-result-retrying')).toBeNull());
    expect(screen.getByTestId('deposit-result-error-reason').textContent).toBe('Unknown error');
    expect(screen.getByTestId('deposit-result-error-retry')).toHaveProperty('disabled', false);
  });

  it('back from the gateway: a refusal a check would repeat (no such deposit) stops the checks at once and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': (query) => (query.get('depositId') ? reply(null, false, 'wallet.deposit.not.found') : reply(page([]))),
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    await settleUntil(() => screen.getByTestId('deposit-result-error'));
    expect(screen.getByTestId('deposit-result-error-reason').textContent).toBe('No such deposit');
    expect(screen.queryByTestId('deposit-result-retrying')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(RETURN_WINDOW_MS));
    expect(checksOf(fetchMock)).toBe(1);
  });

  it('back from the gateway: a rejected deposit says so, with the note and what to do next; the checks stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': (query) =>
          reply(
            page(
              query.get('depositId')
                ? [deposit({ depositId: 7, method: 'gateway', status: 'rejected', reference: 'GD42', note: 'Payment not received' })]
                : [],
            ),
          ),
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    await settleUntil(() => expect(screen.getByTestId('deposit-result-status').textContent).toBe('Rejected'));
    const rejected = screen.getByTestId('deposit-result-rejected');
    expect(rejected.textContent).toContain('Payment not received');
    expect(rejected.textContent).toContain(
      'This deposit was not credited. If you paid, contact customer service with the reference GD42; otherwise you can make a new deposit.',
    );
    expect(screen.getByTestId('deposit-result').textContent).not.toContain('Waiting for the payment confirmation…');
    await act(() => vi.advanceTimersByTimeAsync(RETURN_WINDOW_MS));
    expect(checksOf(fetchMock)).toBe(1);
  });

  it.each([
    ['cancelled', 'Cancelled', 'You cancelled this payment, so nothing was credited. You can make a new deposit.'],
    [
      'expired',
      'Expired',
      'The payment was not confirmed in time, so this deposit expired and nothing was credited. If you paid, contact customer service with the reference GD43; otherwise you can make a new deposit.',
    ],
  ] as const)('back from the gateway: a %s deposit says it ended and what to do next; the checks stop', async (status, label, text) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    serve(
      fetchMock,
      answers({
        '/wps/deposit/report': (query) =>
          reply(
            page(query.get('depositId') ? [deposit({ depositId: 7, method: 'gateway', status, reference: 'GD43', decidedAt: at })] : []),
          ),
      }),
    );
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    await settleUntil(() => expect(screen.getByTestId('deposit-result-status').textContent).toBe(label));
    expect(screen.getByTestId('deposit-result-ended').textContent).toBe(text);
    expect(screen.queryByTestId('deposit-result-rejected')).toBeNull();
    expect(screen.getByTestId('deposit-result').textContent).not.toContain('Waiting for the payment confirmation…');
    await act(() => vi.advanceTimersByTimeAsync(RETURN_WINDOW_MS));
    expect(checksOf(fetchMock)).toBe(1);
  });

  it('back from the gateway: leaving the page ends the checks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockFetch();
    serve(fetchMock, answers({ '/wps/deposit/report': (query) => reply(page(query.get('depositId') ? [deposit({ depositId: 7 })] : [])) }));
    const { unmount } = renderScreen(<Deposit />, '/m/voucherCenter?deposit=7');
    await settleUntil(() => screen.getByTestId('deposit-result-status'));
    await act(() => vi.advanceTimersByTimeAsync(RETURN_POLL_MS));
    await settleUntil(() => expect(checksOf(fetchMock)).toBe(2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(RETURN_WINDOW_MS));
    expect(checksOf(fetchMock)).toBe(2);
  });

  it('a deposit id that is not a positive whole number shows no result', async () => {
    const fetchMock = serve(mockFetch(), answers());
    renderScreen(<Deposit />, '/m/voucherCenter?deposit=abc');
    await screen.findByTestId('deposit-form-base');
    await screen.findByTestId('deposit-history');
    expect(screen.queryByTestId('deposit-result')).toBeNull();
    expect(callsTo(fetchMock, '/wps/deposit/report').every(([input]) => !String(input).includes('depositId'))).toBe(true);
  });
});
