/**
 * Stable error codes of the wallet calls (dotted, like the account codes), with their HTTP status
 * and English message. The client maps each code to its Lingui message.
 */
export const WALLET_ERRORS = {
  /** value: { available, requested } in minor units */
  'wallet.insufficient.funds': { status: 409, message: 'Insufficient balance' },
  'wallet.idempotency.conflict': { status: 409, message: 'This request key was already used for a different operation' },
  'wallet.amount.invalid': { status: 400, message: 'Enter a valid amount' },
  'wallet.member.not.found': { status: 404, message: 'No such player on this brand' },
  'wallet.not.player': { status: 403, message: 'Only player accounts have a wallet' },
  /** value: { minAmount, maxAmount } */
  'wallet.amount.out.of.range': { status: 400, message: 'The amount is outside the allowed range' },
  'wallet.transfer.wallet.unknown': { status: 400, message: 'This wallet does not take transfers' },
  'wallet.transfer.same.wallet': { status: 400, message: 'Choose two different wallets' },
  'wallet.trial.refused': { status: 403, message: 'Please login an actual account to use this function' },
  'wallet.order.not.found': { status: 404, message: 'No such betting record' },
  'wallet.order.not.cancellable': { status: 409, message: 'This bet can no longer be cancelled' },
  'wallet.order.cancel.unavailable': {
    status: 503,
    message: 'The game provider cannot be reached to cancel this bet: try again in a minute',
  },
  'wallet.deposit.not.found': { status: 404, message: 'No such deposit' },
  'wallet.deposit.bank.unknown': { status: 400, message: 'Choose one of the listed banks' },
  'wallet.deposit.channel.unknown': { status: 400, message: 'This payment channel is not available' },
  'wallet.promo.not.found': { status: 404, message: 'This promotion is not available' },
  'wallet.callback.signature.invalid': { status: 401, message: 'Invalid signature' },
  'wallet.fund.password.not.set': { status: 409, message: 'Set a withdrawal password first' },
  'wallet.fund.password.already.set': { status: 409, message: 'The withdrawal password is already set: change it instead' },
  'wallet.fund.password.invalid': { status: 400, message: 'Wrong withdrawal password' },
  /** value: { retryAfterSeconds } */
  'wallet.fund.password.locked': { status: 423, message: 'Too many wrong withdrawal passwords: try again later' },
  'wallet.login.password.invalid': { status: 400, message: 'Wrong login password' },
  /** value: { required, done, remaining } in minor units of stakes */
  'wallet.turnover.unmet': { status: 409, message: 'Turnover requirement not met yet' },
  'wallet.bank.card.required': { status: 409, message: 'Add a bank card first' },
  'wallet.bank.card.not.found': { status: 404, message: 'No such bank card' },
  'wallet.bank.card.exists': { status: 409, message: 'This bank card is already added' },
  'wallet.bank.card.limit': { status: 409, message: 'You can add at most 5 bank cards' },
  'wallet.bank.card.in.use': { status: 409, message: 'This bank card has a pending withdrawal' },
  'wallet.security.code.invalid': { status: 400, message: 'Verification code error' },
  'wallet.security.code.expired': { status: 400, message: 'The verification code has expired, send a new one' },
  'wallet.security.contact.missing': { status: 409, message: 'No mobile number or e-mail on the account for this method' },
  'wallet.security.rate.limited': { status: 429, message: 'Too many codes sent, wait before asking again' },
  'wallet.upload.type.invalid': { status: 400, message: 'Upload a JPEG or PNG image' },
  'wallet.upload.too.large': { status: 413, message: 'Each image may be at most 5 MB' },
  'wallet.realname.incomplete': { status: 409, message: 'Upload the ID front, back and a selfie first' },
  'wallet.realname.already.verified': { status: 409, message: 'Your real name is already verified' },
  'wallet.request.decided': { status: 409, message: 'This request was already decided' },
  'wallet.withdrawal.not.found': { status: 404, message: 'No such withdrawal' },
} as const satisfies Record<string, { status: number; message: string }>;

export type WalletErrorCode = keyof typeof WALLET_ERRORS;
