/**
 * A Lingui message for every wallet error code, and for the responsible-gambling refusals the wallet's
 * own calls answer; `walletErrorText` is what screens show.
 */
import type { RgErrorCode } from '@contracts/rg/error-codes';
import type { WalletErrorCode } from '@contracts/wallet/error-codes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorTextOf } from '@contracts/error-text';

export const WALLET_ERROR_TEXT: Record<WalletErrorCode, MessageDescriptor> = {
  'wallet.insufficient.funds': msg({ id: 'wallet.insufficient.funds', message: 'Insufficient balance' }),
  'wallet.idempotency.conflict': msg({ id: 'wallet.idempotency.conflict', message: 'This request was already used, please try again' }),
  'wallet.amount.invalid': msg({ id: 'wallet.amount.invalid', message: 'Enter a valid amount' }),
  'wallet.member.not.found': msg({ id: 'wallet.member.not.found', message: 'No such player on this brand' }),
  'wallet.not.player': msg({ id: 'wallet.not.player', message: 'Only player accounts have a wallet' }),
  'wallet.amount.out.of.range': msg({ id: 'wallet.amount.out.of.range', message: 'The amount is outside the allowed range' }),
  'wallet.transfer.wallet.unknown': msg({ id: 'wallet.transfer.wallet.unknown', message: 'This wallet does not take transfers' }),
  'wallet.transfer.same.wallet': msg({ id: 'wallet.transfer.same.wallet', message: 'Choose two different wallets' }),
  'wallet.trial.refused': msg({ id: 'wallet.trial.refused', message: 'Please login an actual account to use this function' }),
  'wallet.order.not.found': msg({ id: 'wallet.order.not.found', message: 'No such betting record' }),
  'wallet.order.not.cancellable': msg({ id: 'wallet.order.not.cancellable', message: 'This bet can no longer be cancelled' }),
  'wallet.order.cancel.unavailable': msg({
    id: 'wallet.order.cancel.unavailable',
    message: 'The game provider cannot be reached to cancel this bet: try again in a minute',
  }),
  'wallet.deposit.not.found': msg({ id: 'wallet.deposit.not.found', message: 'No such deposit' }),
  'wallet.deposit.bank.unknown': msg({ id: 'wallet.deposit.bank.unknown', message: 'Choose one of the listed banks' }),
  'wallet.deposit.channel.unknown': msg({ id: 'wallet.deposit.channel.unknown', message: 'This payment channel is not available' }),
  'wallet.promo.not.found': msg({ id: 'wallet.promo.not.found', message: 'This promotion is not available' }),
  'wallet.callback.signature.invalid': msg({ id: 'wallet.callback.signature.invalid', message: 'Invalid signature' }),
  'wallet.fund.password.not.set': msg({ id: 'wallet.fund.password.not.set', message: 'Set a withdrawal password first' }),
  'wallet.fund.password.already.set': msg({
    id: 'wallet.fund.password.already.set',
    message: 'The withdrawal password is already set: change it instead',
  }),
  'wallet.fund.password.invalid': msg({ id: 'wallet.fund.password.invalid', message: 'Wrong withdrawal password' }),
  'wallet.fund.password.locked': msg({
    id: 'wallet.fund.password.locked',
    message: 'Too many wrong withdrawal passwords: try again later',
  }),
  'wallet.login.password.invalid': msg({ id: 'wallet.login.password.invalid', message: 'Wrong login password' }),
  'wallet.turnover.unmet': msg({ id: 'wallet.turnover.unmet', message: 'Turnover requirement not met yet' }),
  'wallet.bank.card.required': msg({ id: 'wallet.bank.card.required', message: 'Add a bank card first' }),
  'wallet.bank.card.not.found': msg({ id: 'wallet.bank.card.not.found', message: 'No such bank card' }),
  'wallet.bank.card.exists': msg({ id: 'wallet.bank.card.exists', message: 'This bank card is already added' }),
  'wallet.bank.card.limit': msg({ id: 'wallet.bank.card.limit', message: 'You can add at most 5 bank cards' }),
  'wallet.bank.card.in.use': msg({ id: 'wallet.bank.card.in.use', message: 'This bank card has a pending withdrawal' }),
  'wallet.security.code.invalid': msg({ id: 'wallet.security.code.invalid', message: 'Verification code error' }),
  'wallet.security.code.expired': msg({ id: 'wallet.security.code.expired', message: 'The verification code has expired, send a new one' }),
  'wallet.security.contact.missing': msg({
    id: 'wallet.security.contact.missing',
    message: 'No mobile number or e-mail on the account for this method',
  }),
  'wallet.security.rate.limited': msg({ id: 'wallet.security.rate.limited', message: 'Too many codes sent, wait before asking again' }),
  'wallet.upload.type.invalid': msg({ id: 'wallet.upload.type.invalid', message: 'Upload a JPEG or PNG image' }),
  'wallet.upload.too.large': msg({ id: 'wallet.upload.too.large', message: 'Each image may be at most 5 MB' }),
  'wallet.realname.incomplete': msg({ id: 'wallet.realname.incomplete', message: 'Upload the ID front, back and a selfie first' }),
  'wallet.realname.already.verified': msg({ id: 'wallet.realname.already.verified', message: 'Your real name is already verified' }),
  'wallet.request.decided': msg({ id: 'wallet.request.decided', message: 'This request was already decided' }),
  'wallet.withdrawal.not.found': msg({ id: 'wallet.withdrawal.not.found', message: 'No such withdrawal' }),
};

/**
 * The refusals of a deposit (above the player's deposit limit, or during a time-out or self-exclusion,
 * which also refuses a deposit promotion), with the member area's ids and words: a string used by two
 * parts is in both catalogs, so the wallet says them in the player's language without the member
 * area's catalog, which loads only with that area.
 */
export const RG_REFUSAL_TEXT: Record<Extract<RgErrorCode, 'rg.deposit.limit' | 'rg.excluded'>, MessageDescriptor> = {
  'rg.deposit.limit': msg({ id: 'rg.deposit.limit', message: 'This deposit is above your deposit limit' }),
  'rg.excluded': msg({
    id: 'rg.excluded',
    message: 'Your account is in a time-out or self-exclusion: only withdrawals and records are open',
  }),
};

export const walletErrorText = errorTextOf(
  { ...WALLET_ERROR_TEXT, ...RG_REFUSAL_TEXT },
  msg({ id: 'wallet.failed', message: 'That did not work, please try again' }),
);
