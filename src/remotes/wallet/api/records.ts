/** Records: account record, transaction codes, betting records. */
import {
  BetOrderSchema,
  MemberTransactionPageSchema,
  OrderDetailSchema,
  OrdersPageSchema,
  TxCodeListSchema,
} from '@contracts/wallet/records';
import { type ProfitLossPeriod, ProfitLossSchema } from '@contracts/wallet/profit-loss';
import { sendWalletCall } from './send';

type Query = Record<string, string | number | undefined>;
export const fetchMemberTransactions = (q: Query) => sendWalletCall('memberTransactions', MemberTransactionPageSchema, q);
export const fetchTxCodes = () => sendWalletCall('txCodes', TxCodeListSchema);
export const fetchOrders = (q: Query) => sendWalletCall('orders', OrdersPageSchema, q);
export const fetchOrderDetail = (orderId: number) => sendWalletCall('orderDetail', OrderDetailSchema, { orderId });
export const cancelOrder = (orderId: number) => sendWalletCall('cancelSuborder', BetOrderSchema, { orderId });
export const fetchProfitLoss = (period: ProfitLossPeriod) => sendWalletCall('profitLoss', ProfitLossSchema, { period });
