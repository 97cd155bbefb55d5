/** The account record's balance is the main wallet's after each posting, also for a withdrawal's held funds. */
import type { MemberTransaction } from '@contracts/wallet/records';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, queriesTo, renderScreen, reply, serve } from '../test-utils';
import TransactionRecord from './TransactionRecord';

const at = new Date().toISOString();
const row = (
  id: number,
  txCode: MemberTransaction['txCode'],
  walletCode: string,
  amount: number,
  balanceAfter: number,
  walletBalanceAfter: number,
): MemberTransaction => ({
  id,
  transactionId: id,
  txCode,
  walletCode,
  amount,
  balanceAfter,
  walletBalanceAfter,
  remark: '',
  createdAt: at,
});

describe('TransactionRecord', () => {
  it('shows the main balance after a paid withdrawal, and the held funds beside it', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('TxCodeList')
        ? reply([{ txCode: 'WITHDRAW_PAID' }])
        : reply({
            list: [
              row(3, 'WITHDRAW_PAID', 'LOCKED', -3_000, 7_000, 0),
              row(2, 'WITHDRAW_REQUEST', 'LOCKED', 3_000, 7_000, 3_000),
              row(1, 'WITHDRAW_REQUEST', 'MAIN', -3_000, 7_000, 7_000),
            ],
            pageNo: 1,
            pageSize: 20,
            totalPages: 1,
            totalCount: 3,
          }),
    );
    renderScreen(<TransactionRecord />, '/m/transaction/record');
    const balances = await screen.findAllByTestId('transaction-balance');
    expect(balances.map((b) => b.textContent)).toEqual(['Balance $70.00', 'Balance $70.00', 'Balance $70.00']);
    expect(screen.getAllByTestId('transaction-wallet').map((w) => w.textContent)).toEqual([
      'Held for withdrawal $0.00',
      'Held for withdrawal $30.00',
    ]);
  });

  const pageOf = (list: MemberTransaction[], over: object = {}) => ({
    list,
    pageNo: 1,
    pageSize: 20,
    totalPages: 1,
    totalCount: list.length,
    ...over,
  });
  const CODES = '/wps/relay/GLS2_TxCodeList';
  const LIST = '/wps/relay/ODS2_MemberTransaction';

  it('"No data" when nothing was posted; a failed load says why, with Retry', async () => {
    const fetchMock = serve(mockFetch(), { [CODES]: reply([]), [LIST]: reply(pageOf([])) });
    const { unmount } = renderScreen(<TransactionRecord />, '/m/transaction/record');
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe('No data');
    unmount();
    serve(fetchMock, { [CODES]: reply([]), [LIST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen(<TransactionRecord />, '/m/transaction/record');
    const error = await screen.findByTestId('transactions-error');
    expect(error.textContent).toContain('No internet connection or the connection is slow. Please try again.');
    serve(fetchMock, { [CODES]: reply([]), [LIST]: reply(pageOf([row(1, 'DEPOSIT', 'MAIN', 5_000, 5_000, 5_000)])) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('transaction-row')).toBeTruthy();
  });

  it("another date range shows a skeleton until its own postings come, never the previous range's under it", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = serve(mockFetch(), {
      [CODES]: reply([]),
      [LIST]: (q) =>
        q.get('startDate') === q.get('endDate')
          ? new Promise<Response>((r) => (answer = r))
          : reply(pageOf([row(1, 'DEPOSIT', 'MAIN', 5_000, 5_000, 5_000)])),
    });
    renderScreen(<TransactionRecord />, '/m/transaction/record');
    const user = userEvent.setup();
    expect(await screen.findByTestId('transaction-row')).toBeTruthy();
    await user.click(screen.getByTestId('date-0'));
    await vi.waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByTestId('transaction-row')).toBeNull());
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await act(async () => answer(reply(pageOf([]))));
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe('No data');
  });

  it('names each posting, signs credits, shows the remark and a game wallet by its code', async () => {
    serve(mockFetch(), {
      [CODES]: reply([]),
      [LIST]: reply(
        pageOf([
          { ...row(3, 'TRANSFER_OUT', 'PG', 2_000, 3_000, 2_000), remark: 'to PG' },
          row(2, 'BET', 'MAIN', -1_050, 5_000, 5_000),
          row(1, 'DEPOSIT', 'MAIN', 6_050, 6_050, 6_050),
        ]),
      ),
    });
    renderScreen(<TransactionRecord />, '/m/transaction/record');
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['TRANSFER_OUT', 'BET', 'DEPOSIT']);
    expect(rows[0]?.textContent).toContain('Transfer to game wallet');
    expect(rows[0]?.textContent).toContain(' · to PG');
    expect(within(rows[0] as HTMLElement).getByTestId('transaction-wallet').textContent).toBe('PG wallet $20.00');
    expect(rows[1]?.textContent).toContain('Bet');
    expect(rows[1]?.textContent).toContain('-$10.50');
    expect(rows[1]?.textContent).not.toContain('+');
    expect(rows[2]?.textContent).toContain('+$60.50');
    expect(within(rows[2] as HTMLElement).queryByTestId('transaction-wallet')).toBeNull();
  });

  it('the transaction types the server lists, by name, filter the record; a filter or range change goes back to page 1', async () => {
    const fetchMock = serve(mockFetch(), {
      [CODES]: reply([{ txCode: 'DEPOSIT' }, { txCode: 'WITHDRAW_PAID' }, { txCode: 'AGENT_SALARY' }]),
      [LIST]: (q) => reply(pageOf([row(1, 'DEPOSIT', 'MAIN', 5_000, 5_000, 5_000)], { pageNo: Number(q.get('pageNo')), totalPages: 2 })),
    });
    renderScreen(<TransactionRecord />, '/m/transaction/record');
    const user = userEvent.setup();
    const filter = screen.getByTestId('tx-code-filter') as HTMLSelectElement;
    await vi.waitFor(() =>
      expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Deposit', 'Withdrawal paid', 'Daily salary']),
    );
    await user.click(await screen.findByTestId('transactions-pager-next'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ pageNo: '2', txCode: '' }));
    await user.selectOptions(filter, 'WITHDRAW_PAID');
    await vi.waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ pageNo: '1', txCode: 'WITHDRAW_PAID' }));
    await user.click(await screen.findByTestId('transactions-pager-next'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ pageNo: '2' }));
    await user.click(screen.getByTestId('date-0'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ pageNo: '1', txCode: 'WITHDRAW_PAID' }));
    const last = queriesTo(fetchMock, LIST).at(-1);
    expect(last?.startDate).toBe(last?.endDate);
  });
  it('a failed load of the transaction types is said beside the filter, with Retry; the record and the chosen range stay', async () => {
    const records = (q: URLSearchParams) =>
      reply(pageOf([row(1, 'DEPOSIT', 'MAIN', 5_000, 5_000, 5_000)], { pageNo: Number(q.get('pageNo')) }));
    const fetchMock = serve(mockFetch(), { [CODES]: () => Promise.reject(new TypeError('Failed to fetch')), [LIST]: records });
    renderScreen(<TransactionRecord />, '/m/transaction/record');
    const user = userEvent.setup();
    const error = await screen.findByTestId('tx-codes-error');
    expect(error.textContent).toContain('No internet connection or the connection is slow. Please try again.');
    expect(await screen.findByTestId('transaction-row')).toBeTruthy();
    await user.click(screen.getByTestId('date-0'));
    await vi.waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.startDate).toBe(queriesTo(fetchMock, LIST).at(-1)?.endDate));
    const listCalls = callsTo(fetchMock, LIST).length;
    serve(fetchMock, { [CODES]: reply([{ txCode: 'DEPOSIT' }, { txCode: 'BET' }]), [LIST]: records });
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    const filter = screen.getByTestId('tx-code-filter') as HTMLSelectElement;
    await vi.waitFor(() => expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Deposit', 'Bet']));
    expect(screen.queryByTestId('tx-codes-error')).toBeNull();
    expect(screen.getByTestId('date-0').getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchMock, LIST)).toHaveLength(listCalls);
  });
});
