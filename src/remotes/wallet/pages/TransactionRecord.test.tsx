/** The account record's balance is the main wallet's after each posting, also for a withdrawal's held funds. */
import type { MemberTransaction } from '@contracts/wallet/records';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderScreen, reply } from '../test-utils';
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
});
