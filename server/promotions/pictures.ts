/**
 * Reward pictures checked by content (spec §5): at most 3, each JPEG or PNG by its first bytes
 * (never by a name or a declared type), each at most 5,242,880 bytes. A refusal carries the spec's
 * message id as its code and nothing is stored.
 */
import { REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX } from '../../src/contracts/promotions/rewards';
import { ApiError } from '../http/api-error';
import { decodePictures, type Picture } from '../media/images';

export type CheckedPicture = Picture;

export function checkPictures(pictures: readonly string[]): CheckedPicture[] {
  return decodePictures(pictures, {
    count: () => new ApiError('activity_apply_remark_limit4', { value: { maxImages: REWARD_IMAGES_MAX } }),
    type: () => new ApiError('activity_image_type'),
    size: () => new ApiError('activity_apply_remark_limit3', { value: { maxBytes: REWARD_IMAGE_MAX_BYTES } }),
  });
}
