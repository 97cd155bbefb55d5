/**
 * Ledger transaction codes (`ledger_transactions.code`): what moved the money. The account record
 * (`ODS2_MemberTransaction`) filters by them and `GLS2_TxCodeList` lists them.
 */
export const TX_CODES = [
  'DEPOSIT',
  'WITHDRAW_REQUEST',
  'WITHDRAW_PAID',
  'WITHDRAW_REJECT',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'BET',
  'WIN',
  'ROLLBACK',
  'CANCEL',
  'ADJUST',
  'PROMO',
  'AGENT_SALARY',
  'AGENT_DIVIDEND',
  'AGENT_HOURLY',
] as const;
export type TxCode = (typeof TX_CODES)[number];

export function isTxCode(code: string): code is TxCode {
  return (TX_CODES as readonly string[]).includes(code);
}

/** House accounts (no owner): the other side of every player posting. */
export const HOUSE_ACCOUNTS = {
  /** money entering or leaving the platform (deposits, paid withdrawals) */
  cash: 'house:cash',
  /** the house's side of bets, wins, rollbacks and cancellations */
  games: 'house:games',
  /** operator balance adjustments */
  adjust: 'house:adjust',
  /** promotion bonuses */
  promo: 'house:promo',
  /** agent contract payments (salaries, dividends) */
  agent: 'house:agent',
} as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[keyof typeof HOUSE_ACCOUNTS];

/** A player account kind: the main wallet, funds locked by pending withdrawals, a vendor's wallet. */
export type PlayerAccountKind = 'main' | 'locked' | `vendor:${string}`;
export const vendorAccount = (vendorCode: string): PlayerAccountKind => `vendor:${vendorCode.toUpperCase()}`;
