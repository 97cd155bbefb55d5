/**
 * Stable error codes of the promotion and reward calls with their HTTP status and English message.
 * The three upload refusals keep the spec's message ids (§5) as their codes; the client shows the
 * catalog message of the same id.
 */
export const PROMOTION_ERRORS = {
  /** a picture that is not JPEG or PNG by its bytes (whatever its name or declared type) */
  activity_image_type: { status: 400, message: 'Only jpeg, jpg or png images can be uploaded' },
  /** value: { maxBytes } */
  activity_apply_remark_limit3: { status: 413, message: 'Each image may be at most 5 MB' },
  /** value: { maxImages } */
  activity_apply_remark_limit4: { status: 400, message: 'You can upload at most 3 images' },
  'promotion.not.found': { status: 404, message: 'This promotion is not available' },
  'promotion.not.player': { status: 403, message: 'Only player accounts can join promotions' },
  /** value: { status } (coming or close) */
  'promotion.not.open': { status: 409, message: 'This promotion is not open' },
  'promotion.remarks.required': { status: 400, message: 'Please enter remarks' },
  'promotion.remarks.too.long': { status: 400, message: 'Remarks may be at most 140 characters' },
  'promotion.images.required': { status: 400, message: 'Please upload at least one image' },
  'promotion.request.pending': { status: 409, message: 'Your application for this promotion is being reviewed' },
  'promotion.reward.issued': { status: 409, message: 'You already received this reward' },
  'promotion.request.not.found': { status: 404, message: 'No such reward request' },
  'promotion.request.decided': { status: 409, message: 'This reward request was already decided' },
  'promotion.amount.required': { status: 400, message: 'This promotion has no fixed reward: give the amount to pay' },
} as const satisfies Record<string, { status: number; message: string }>;

export type PromotionErrorCode = keyof typeof PROMOTION_ERRORS;
