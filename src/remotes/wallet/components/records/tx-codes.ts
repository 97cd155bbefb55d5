/** The name of each transaction code in the account record. */
import type { TxCode } from '@contracts/wallet/tx-codes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const TX_CODE_TEXT: Record<TxCode, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  WITHDRAW_REQUEST: msg`Withdrawal held`,
  WITHDRAW_PAID: msg`Withdrawal paid`,
  WITHDRAW_REJECT: msg`Withdrawal returned`,
  TRANSFER_OUT: msg`Transfer to game wallet`,
  TRANSFER_IN: msg`Transfer from game wallet`,
  BET: msg`Bet`,
  WIN: msg`Win`,
  ROLLBACK: msg`Bet refunded`,
  CANCEL: msg`Bet cancelled`,
  ADJUST: msg`Adjustment`,
  PROMO: msg`Bonus`,
  AGENT_SALARY: msg`Daily salary`,
  AGENT_DIVIDEND: msg`Dividend`,
  AGENT_HOURLY: msg`Hourly salary`,
};
