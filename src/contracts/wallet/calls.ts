/**
 * Method and path of every wallet, records, deposit, withdraw and security call (spec §7 "Wallet,
 * records, money"; payloads are ours, DECISIONS.md). Amounts are integer minor units of the brand's
 * currency; the wallet answer carries the currency so the client formats it.
 */
import { type CallDef, call } from '../call';

export const WALLET_CALLS = {
  // wallet
  wallets: call('GET', '/wps/wallets/gcs', 'none'),
  transfer: call('POST', '/wps/relay/GCS_walletTransfer', 'json'),
  // account record
  memberTransactions: call('GET', '/wps/relay/ODS2_MemberTransaction', 'query'),
  txCodes: call('GET', '/wps/relay/GLS2_TxCodeList', 'query'),
  // betting records
  orders: call('GET', '/lgw/orders', 'query'),
  orderDetail: call('GET', '/lgw/orders/detail', 'query'),
  cancelSuborder: call('POST', '/lgw/orders/suborders/cancel', 'json'),
  /** personal profit and loss (PERSPNL3) */
  profitLoss: call('GET', '/wps/member/profitLoss', 'query'),
  // deposit
  depositBanks: call('GET', '/wps/deposit/banks', 'query'),
  depositPromos: call('GET', '/wps/deposit/promos', 'query'),
  acceptPromo: call('POST', '/wps/deposit/promo/accept', 'json'),
  manualDeposit: call('POST', '/wps/deposit/manual', 'json'),
  gatewayDeposit: call('POST', '/wps/deposit/gateway', 'json'),
  depositReport: call('GET', '/wps/deposit/report', 'query'),
  // withdraw
  withdraw: call('POST', '/wps/transaction/withdraw', 'json'),
  withdrawReport: call('GET', '/wps/transaction/withdraw/report', 'query'),
  withdrawInfo: call('GET', '/wps/transaction/withdraw/info', 'none'),
  // security centre
  securityConfig: call('GET', '/wps/member/security/config', 'none'),
  bankCards: call('GET', '/wps/member/bankcards', 'none'),
  addBankCard: call('PUT', '/wps/member/bankcards', 'json'),
  removeBankCard: call('DELETE', '/wps/member/bankcards', 'query'),
  setFundPassword: call('PUT', '/wps/member/security/fund-password', 'json'),
  changeFundPassword: call('POST', '/wps/member/security/fund-password/change', 'json'),
  sendFundPasswordCode: call('POST', '/wps/member/security/fund-password/code', 'json'),
  resetFundPassword: call('POST', '/wps/member/security/fund-password/reset', 'json'),
  securityQuestions: call('GET', '/wps/member/security/questions', 'none'),
  setSecurityQuestions: call('PUT', '/wps/member/security/questions', 'json'),
  realName: call('GET', '/wps/member/security/realname', 'none'),
  uploadRealName: call('POST', '/wps/member/security/realname/upload', 'json'),
  submitRealName: call('POST', '/wps/member/security/realname', 'json'),
} as const satisfies Record<string, CallDef>;

export type WalletCallName = keyof typeof WALLET_CALLS;
