/** The deposit calls. */
import {
  AcceptPromoSchema,
  DepositBanksValueSchema,
  DepositPageSchema,
  DepositPromosValueSchema,
  DepositViewSchema,
  GatewayDepositValueSchema,
  type GatewayChannel,
} from '@contracts/wallet/deposit';
import { RG_CALLS } from '@contracts/rg/calls';
import { DepositAllowanceSchema } from '@contracts/rg/rg';
import { apiRequest } from '@kernel';
import * as v from 'valibot';
import { sendWalletCall } from './send';

export const fetchDepositBanks = () => sendWalletCall('depositBanks', DepositBanksValueSchema);
export const fetchDepositPromos = () => sendWalletCall('depositPromos', DepositPromosValueSchema);
export const acceptPromo = (promoId: string | null) =>
  sendWalletCall('acceptPromo', v.object({ accepted: AcceptPromoSchema.entries.promoId }), { promoId });
export const fetchDeposits = (query: { pageNo?: number; pageSize?: number; depositId?: number } = {}) =>
  sendWalletCall('depositReport', DepositPageSchema, query);
export const sendManualDeposit = (body: { amount: number; bankCode: string; payerName: string; requestId: string }) =>
  sendWalletCall('manualDeposit', DepositViewSchema, body);
export const sendGatewayDeposit = (body: { amount: number; channel: GatewayChannel; requestId: string }) =>
  sendWalletCall('gatewayDeposit', GatewayDepositValueSchema, body);
/** What a deposit may still be under the player's deposit limits (responsible gambling, computed by the server). */
export const fetchDepositAllowance = () =>
  apiRequest(RG_CALLS.depositAllowance.path, { method: RG_CALLS.depositAllowance.method, schema: DepositAllowanceSchema });
