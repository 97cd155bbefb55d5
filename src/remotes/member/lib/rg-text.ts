/** Lingui messages of the responsible-gaming screen: error codes, limit kinds, periods, durations. */
import type { RgErrorCode } from '@contracts/rg/error-codes';
import type { ExclusionDuration, LimitPeriod, MoneyLimitKind } from '@contracts/rg/rg';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorTextOf } from '@contracts/error-text';

export const RG_ERROR_TEXT: Record<RgErrorCode, MessageDescriptor> = {
  'rg.deposit.limit': msg({ id: 'rg.deposit.limit', message: 'This deposit is above your deposit limit' }),
  'rg.bet.limit': msg({ id: 'rg.bet.limit', message: 'You have reached your loss or wager limit' }),
  'rg.excluded': msg({
    id: 'rg.excluded',
    message: 'Your account is in a time-out or self-exclusion: only withdrawals and records are open',
  }),
  'rg.exclusion.active': msg({
    id: 'rg.exclusion.active',
    message: 'A time-out or self-exclusion that ends later is already in force: it cannot be shortened or replaced by a shorter one',
  }),
  'rg.session.limit': msg({ id: 'rg.session.limit', message: 'You have reached your session time limit and were logged out' }),
  'rg.password.invalid': msg({ id: 'rg.password.invalid', message: 'The password is not correct' }),
  'rg.limit.unavailable': msg({ id: 'rg.limit.unavailable', message: 'This limit is not offered on this site' }),
  'rg.not.player': msg({ id: 'rg.not.player', message: 'Only player accounts have responsible-gambling settings' }),
};

export const rgErrorText = errorTextOf(RG_ERROR_TEXT, msg({ id: 'unknown_error', message: 'Unknown error' }));

export const KIND_TEXT: Record<MoneyLimitKind, MessageDescriptor> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
};

export const PERIOD_TEXT: Record<LimitPeriod, MessageDescriptor> = {
  day: msg`Per day (24 hours)`,
  week: msg`Per week (7 days)`,
  month: msg`Per month (30 days)`,
};

export const DURATION_TEXT: Record<ExclusionDuration, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6w': msg`6 weeks`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  '2y': msg`2 years`,
  '5y': msg`5 years`,
};
