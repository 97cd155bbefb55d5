/** A Lingui message for every promotion error code (the upload ones keep the spec's message ids). */
import type { PromotionErrorCode } from '@contracts/promotions/error-codes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorTextOf } from '@contracts/error-text';

export const PROMOTION_ERROR_TEXT: Record<PromotionErrorCode, MessageDescriptor> = {
  activity_image_type: msg({ id: 'activity_image_type', message: 'Only jpeg, jpg or png images can be uploaded' }),
  activity_apply_remark_limit3: msg({ id: 'activity_apply_remark_limit3', message: 'Each image may be at most 5 MB' }),
  activity_apply_remark_limit4: msg({ id: 'activity_apply_remark_limit4', message: 'You can upload at most 3 images' }),
  'promotion.not.found': msg({ id: 'promotion.not.found', message: 'This promotion is not available' }),
  'promotion.not.player': msg({ id: 'promotion.not.player', message: 'Only player accounts can join promotions' }),
  'promotion.not.open': msg({ id: 'promotion.not.open', message: 'This promotion is not open' }),
  'promotion.remarks.required': msg({ id: 'promotion.remarks.required', message: 'Please enter remarks' }),
  'promotion.remarks.too.long': msg({ id: 'promotion.remarks.too.long', message: 'Remarks may be at most 140 characters' }),
  'promotion.images.required': msg({ id: 'promotion.images.required', message: 'Please upload at least one image' }),
  'promotion.request.pending': msg({ id: 'promotion.request.pending', message: 'Your application for this promotion is being reviewed' }),
  'promotion.reward.issued': msg({ id: 'promotion.reward.issued', message: 'You already received this reward' }),
  'promotion.request.not.found': msg({ id: 'promotion.request.not.found', message: 'No such reward request' }),
  'promotion.request.decided': msg({ id: 'promotion.request.decided', message: 'This reward request was already decided' }),
  'promotion.amount.required': msg({ id: 'promotion.amount.required', message: 'This promotion has no fixed reward' }),
};

export const promotionErrorText = errorTextOf(
  PROMOTION_ERROR_TEXT,
  msg({ id: 'promotion.failed', message: 'That did not work, please try again' }),
);
