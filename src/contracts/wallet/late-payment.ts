/**
 * A gateway payment confirmed after its deposit ended (expired, cancelled or rejected): refused,
 * nothing credited, and recorded for the cashier to follow up (the operator console, the operator
 * API and CLI). If the money arrived the cashier credits the player by an adjustment, then marks the
 * record handled with a note saying what was done.
 */
import * as v from 'valibot';

export const LATE_PAYMENT_STATUSES = ['open', 'handled'] as const;
export type LatePaymentStatus = (typeof LATE_PAYMENT_STATUSES)[number];

const IsoTime = v.pipe(v.string(), v.isoTimestamp());

export const LatePaymentViewSchema = v.object({
  id: v.number(),
  depositId: v.number(),
  memberId: v.number(),
  username: v.string(),
  reference: v.string(),
  orderNo: v.string(),
  /** minor units */
  amount: v.pipe(v.number(), v.safeInteger()),
  /** how the deposit had ended when the payment was confirmed */
  depositStatus: v.picklist(['expired', 'cancelled', 'rejected']),
  paidAt: IsoTime,
  receivedAt: IsoTime,
  status: v.picklist(LATE_PAYMENT_STATUSES),
  handledBy: v.nullable(v.string()),
  handledAt: v.nullable(IsoTime),
  note: v.nullable(v.string()),
});
export type LatePaymentView = v.InferOutput<typeof LatePaymentViewSchema>;

/** Marking one handled: what was done (credited by an adjustment, or why not), kept with the record. */
export const HandleLatePaymentSchema = v.strictObject({
  note: v.pipe(v.string('a note is required'), v.trim(), v.minLength(1, 'a note is required'), v.maxLength(300)),
});
