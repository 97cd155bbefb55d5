/** Names staff read for the codes the API answers (transaction codes, request statuses, limits). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const LABELS: Record<string, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  WITHDRAW_REQUEST: msg`Withdrawal requested`,
  WITHDRAW_PAID: msg`Withdrawal paid`,
  WITHDRAW_REJECT: msg`Withdrawal rejected`,
  TRANSFER_OUT: msg`Transfer to a game wallet`,
  TRANSFER_IN: msg`Transfer from a game wallet`,
  BET: msg`Bet`,
  WIN: msg`Win`,
  ROLLBACK: msg`Rollback`,
  CANCEL: msg`Cancelled bet`,
  ADJUST: msg`Adjustment`,
  PROMO: msg`Bonus`,
  AGENT_SALARY: msg`Agent salary`,
  AGENT_DIVIDEND: msg`Agent dividend`,
  AGENT_HOURLY: msg`Agent hourly pay`,
  pending: msg`Pending`,
  credited: msg`Credited`,
  paid: msg`Paid`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  open: msg`Open`,
  settled: msg`Settled`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  rolled_back: msg`Rolled back`,
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
  day: msg`per day`,
  week: msg`per week`,
  month: msg`per month`,
  timeout: msg`Time-out`,
  selfExclusion: msg`Self-exclusion`,
  manual: msg`Bank transfer`,
  gateway: msg`Payment gateway`,
};

/** The label of a code, or the code itself when it has none. */
export function labelOf(i18n: I18n, code: string): string {
  const descriptor = LABELS[code];
  return descriptor ? i18n._(descriptor) : code;
}
