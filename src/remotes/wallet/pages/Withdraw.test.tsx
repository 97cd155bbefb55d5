/** The withdraw page: balances and limits, the withdrawals and their states, game-wallet transfers behind FUNDTRANS3. */
import type { WalletsValue } from '@contracts/wallet/wallets';
import type { WithdrawalView, WithdrawInfo } from '@contracts/wallet/withdraw';
import { formatMoney } from '@contracts/format';
import { languageAtom, store, toastsAtom } from '@kernel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, mockFetch, renderScreen, reply, serve, statusWith, toastTexts } from '../test-utils';
import Withdraw from './Withdraw';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 } as const;
const at = '2026-11-20T08:30:00.000Z';
const INFO: WithdrawInfo = {
  currency: USD,
  minAmount: 1_000,
  maxAmount: 500_000,
  availableBalance: 123_456,
  lockedBalance: 3_000,
  turnover: { required: 10_000, done: 2_500, remaining: 7_500 },
  hasFundPassword: true,
  bankCards: [{ bankCardId: 3, bankCode: 'ABA', bankName: 'ABA Bank', accountName: 'Alice', accountNoMasked: '**** 6789', createdAt: at }],
};
const withdrawal = (over: Partial<WithdrawalView>): WithdrawalView => ({
  withdrawalId: 1,
  amount: 3_000,
  status: 'pending',
  bankName: 'ABA Bank',
  accountNoMasked: '**** 6789',
  createdAt: at,
  decidedAt: null,
  note: null,
  ...over,
});
const page = (list: WithdrawalView[]) => ({ list, pageNo: 1, pageSize: 20, totalPages: 1, totalCount: list.length });
const WALLETS: WalletsValue = {
  currency: USD,
  sumBalance: 150_000,
  availableBalance: 120_000,
  wallets: [
    { walletCode: 'MAIN', type: 'main', balance: 120_000, transferable: false },
    { walletCode: 'LOCKED', type: 'locked', balance: 0, transferable: false },
    { walletCode: 'PG', type: 'vendor', balance: 30_000, transferable: true },
    { walletCode: 'SEAMLESS', type: 'vendor', balance: 0, transferable: false },
  ],
};
const answers = (over: Record<string, Parameters<typeof serve>[1][string]> = {}) => ({
  '/wps/transaction/withdraw/info': reply(INFO),
  '/wps/transaction/withdraw/report': reply(page([])),
  '/wps/wallets/gcs': reply(WALLETS),
  ...over,
});
const NO_TRANSFERS = statusWith({ flags: { FUNDTRANS3: false } });

describe('Withdraw page', () => {
  afterEach(() => {
    store.set(toastsAtom, []);
    store.set(languageAtom, 'en');
  });

  it('the summary: available, held and turnover still required, and the limits, in the brand currency', async () => {
    serve(mockFetch(), answers());
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('$1,234.56');
    expect(screen.getByTestId('withdraw-locked').textContent).toBe('$30.00');
    expect(screen.getByTestId('withdraw-turnover').textContent).toBe('$75.00');
    expect(screen.getByTestId('withdraw-summary').textContent).toContain('Each withdrawal: $10.00 to $5,000.00');
    expect(screen.getByTestId('withdraw-form')).toBeTruthy();
  });

  it('the withdrawals: "No data" when none; each with amount, card, time, state and the operator\'s note', async () => {
    const fetchMock = serve(mockFetch(), answers());
    const { unmount } = renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    expect((await screen.findByTestId('withdraw-history')).textContent).toContain('No data');
    unmount();
    serve(
      fetchMock,
      answers({
        '/wps/transaction/withdraw/report': reply(
          page([
            withdrawal({ withdrawalId: 3, amount: 12_000, status: 'paid' }),
            withdrawal({ withdrawalId: 2, status: 'rejected', note: 'name mismatch' }),
            withdrawal({ withdrawalId: 1 }),
          ]),
        ),
      }),
    );
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    const paid = await screen.findByTestId('withdraw-row-3');
    expect(paid.textContent).toContain('$120.00');
    expect(paid.textContent).toContain('ABA Bank **** 6789');
    expect(paid.textContent).not.toContain('name mismatch');
    expect(screen.getByTestId('withdraw-status-3').textContent).toBe('Paid');
    expect(screen.getByTestId('withdraw-status-2').textContent).toBe('Rejected');
    expect(screen.getByTestId('withdraw-row-2').textContent).toContain(' · name mismatch');
    expect(screen.getByTestId('withdraw-status-1').textContent).toBe('Pending');
  });

  it('a failed load says why and Retry loads it; the withdrawals still show', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers({ '/wps/transaction/withdraw/info': reply(null, false, 'wallet.not.player') }));
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    const error = await screen.findByTestId('withdraw-info-error');
    expect(error.textContent).toContain('Only player accounts have a wallet');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(await screen.findByTestId('withdraw-history')).toBeTruthy();
    serve(fetchMock, answers());
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('withdraw-form')).toBeTruthy();
  });

  it('a withdrawal sent reloads the balances and the withdrawals', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers());
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('withdraw-amount'), '30');
    await user.type(screen.getByTestId('withdraw-password'), '246810');
    serve(
      fetchMock,
      answers({
        '/wps/transaction/withdraw/info': reply({ ...INFO, availableBalance: 120_456, lockedBalance: 6_000 }),
        '/wps/transaction/withdraw/report': reply(page([withdrawal({ withdrawalId: 8 })])),
        'POST /wps/transaction/withdraw': reply(withdrawal({ withdrawalId: 8 })),
      }),
    );
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-row-8')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('withdraw-locked').textContent).toBe('$60.00'));
    expect(screen.getByTestId('withdraw-available').textContent).toBe('$1,204.56');
    expect(toastTexts()).toContain('Withdrawal requested: the amount is held until it is paid');
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '');
    expect(screen.getByTestId('withdraw-password')).toHaveProperty('value', '');
  });

  it('without FUNDTRANS3 there are no game-wallet transfers (and no call for the wallets)', async () => {
    const fetchMock = serve(mockFetch(), answers());
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    await screen.findByTestId('withdraw-form');
    await screen.findByTestId('withdraw-history');
    expect(screen.queryByTestId('wallet-transfer')).toBeNull();
    expect(callsTo(fetchMock, '/wps/wallets/gcs')).toHaveLength(0);
  });

  it('with FUNDTRANS3: the transferable game wallets with their balances; none says so', async () => {
    const fetchMock = serve(mockFetch(), answers());
    const { unmount } = renderScreen(<Withdraw />, '/m/withdraw', statusWith({ flags: { FUNDTRANS3: true } }));
    const pg = await screen.findByTestId('transfer-wallet-PG');
    expect(pg.textContent).toContain('$300.00');
    expect(screen.queryByTestId('transfer-wallet-SEAMLESS')).toBeNull();
    expect(screen.queryByTestId('transfer-wallet-MAIN')).toBeNull();
    unmount();
    serve(fetchMock, answers({ '/wps/wallets/gcs': reply({ ...WALLETS, wallets: WALLETS.wallets.slice(0, 2) }) }));
    renderScreen(<Withdraw />, '/m/withdraw', statusWith({ flags: { FUNDTRANS3: true } }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-transfer').textContent).toContain('No game wallet takes transfers on this site.'),
    );
  });

  it('moving money in and out: an invalid amount is refused before sending; a move reloads the balances and clears the amount', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers());
    renderScreen(<Withdraw />, '/m/withdraw', statusWith({ flags: { FUNDTRANS3: true } }));
    const user = userEvent.setup();
    await screen.findByTestId('transfer-wallet-PG');
    await user.type(screen.getByTestId('transfer-amount'), '1.234');
    await user.click(screen.getByTestId('transfer-in-PG'));
    expect(toastTexts()).toEqual(['Enter a valid amount']);
    expect(callsTo(fetchMock, '/wps/relay/GCS_walletTransfer')).toHaveLength(0);

    const moved = { ...WALLETS, wallets: WALLETS.wallets.map((w) => (w.walletCode === 'PG' ? { ...w, balance: 31_000 } : w)) };
    serve(fetchMock, answers({ '/wps/wallets/gcs': reply(moved), 'POST /wps/relay/GCS_walletTransfer': reply(moved) }));
    const infoCalls = callsTo(fetchMock, '/wps/transaction/withdraw/info').length;
    await user.clear(screen.getByTestId('transfer-amount'));
    await user.type(screen.getByTestId('transfer-amount'), '10');
    await user.click(screen.getByTestId('transfer-in-PG'));
    await vi.waitFor(() => expect(screen.getByTestId('transfer-wallet-PG').textContent).toContain('$310.00'));
    const [sent] = callsTo(fetchMock, '/wps/relay/GCS_walletTransfer');
    expect(bodyOf(sent)).toMatchObject({ from: 'MAIN', to: 'PG', amount: 1_000 });
    expect(screen.getByTestId('transfer-amount')).toHaveProperty('value', '');
    expect(callsTo(fetchMock, '/wps/transaction/withdraw/info').length).toBe(infoCalls + 1);

    await user.type(screen.getByTestId('transfer-amount'), '5');
    await user.click(screen.getByTestId('transfer-out-PG'));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/wps/relay/GCS_walletTransfer')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/wps/relay/GCS_walletTransfer')[1])).toMatchObject({ from: 'PG', to: 'MAIN', amount: 500 });
  });

  it('a refused move says why and keeps the amount; the buttons are disabled only while it is sent', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers());
    renderScreen(<Withdraw />, '/m/withdraw', statusWith({ flags: { FUNDTRANS3: true } }));
    const user = userEvent.setup();
    await screen.findByTestId('transfer-wallet-PG');
    let answer: (r: Response) => void = () => {};
    serve(fetchMock, answers({ 'POST /wps/relay/GCS_walletTransfer': () => new Promise<Response>((r) => (answer = r)) }));
    await user.type(screen.getByTestId('transfer-amount'), '5000');
    await user.click(screen.getByTestId('transfer-in-PG'));
    await vi.waitFor(() => expect(screen.getByTestId('transfer-in-PG')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('transfer-out-PG')).toHaveProperty('disabled', true);
    answer(reply({ available: 120_000, requested: 500_000 }, false, 'wallet.insufficient.funds'));
    await vi.waitFor(() => expect(toastTexts()).toContain('Insufficient balance'));
    expect(screen.getByTestId('transfer-amount')).toHaveProperty('value', '5000');
    await vi.waitFor(() => expect(screen.getByTestId('transfer-in-PG')).toHaveProperty('disabled', false));
  });

  it("amounts follow the player's language through the shared format", async () => {
    store.set(languageAtom, 'km');
    serve(mockFetch(), answers({ '/wps/transaction/withdraw/report': reply(page([withdrawal({ withdrawalId: 4, amount: 123_456 })])) }));
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    const available = await screen.findByTestId('withdraw-available');
    expect(available.textContent).toBe(formatMoney(123_456, USD, 'km'));
    expect(formatMoney(123_456, USD, 'km')).not.toBe(formatMoney(123_456, USD, 'en'));
    expect((await screen.findByTestId('withdraw-row-4')).textContent).toContain(formatMoney(123_456, USD, 'km'));
  });

  it('while the balances reload after a withdrawal the old ones stay on screen (no skeleton), then the new ones replace them', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, answers());
    renderScreen(<Withdraw />, '/m/withdraw', NO_TRANSFERS);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('withdraw-amount'), '30');
    await user.type(screen.getByTestId('withdraw-password'), '246810');
    let answer: (r: Response) => void = () => {};
    serve(
      fetchMock,
      answers({
        '/wps/transaction/withdraw/info': () => new Promise<Response>((r) => (answer = r)),
        'POST /wps/transaction/withdraw': reply(withdrawal({ withdrawalId: 8 })),
      }),
    );
    await user.click(screen.getByTestId('withdraw-submit'));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/wps/transaction/withdraw/info')).toHaveLength(2));
    expect(screen.getByTestId('withdraw-available').textContent).toBe('$1,234.56');
    expect(screen.queryByTestId('skeleton')).toBeNull();
    answer(reply({ ...INFO, availableBalance: 120_456 }));
    await vi.waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('$1,204.56'));
  });
});
