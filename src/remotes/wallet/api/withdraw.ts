/** The withdraw calls. */
import { WithdrawalPageSchema, WithdrawalViewSchema, WithdrawInfoSchema, type WithdrawRequest } from '@contracts/wallet/withdraw';
import { sendWalletCall } from './send';

export const fetchWithdrawInfo = () => sendWalletCall('withdrawInfo', WithdrawInfoSchema);
export const fetchWithdrawals = (query: { pageNo?: number; pageSize?: number } = {}) =>
  sendWalletCall('withdrawReport', WithdrawalPageSchema, query);
export const sendWithdrawal = (body: WithdrawRequest) => sendWalletCall('withdraw', WithdrawalViewSchema, body);
