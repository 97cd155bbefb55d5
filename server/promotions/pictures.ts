/**
 * Reward pictures checked by content (spec §5): at most 3, each JPEG or PNG by its first bytes
 * (never by a name or a declared type), each at most 5,242,880 bytes. A refusal carries the spec's
 * message id as its code and nothing is stored.
 */
import { createHash } from 'node:crypto';
import { REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX } from '../../src/contracts/promotions/rewards';
import { sniffImage } from '../wallet/security/real-name';
import { PromotionError } from './errors';

export type CheckedPicture = { mime: 'image/jpeg' | 'image/png'; bytes: Buffer; sha256: string };

export function checkPictures(pictures: readonly string[]): CheckedPicture[] {
  if (pictures.length > REWARD_IMAGES_MAX) throw new PromotionError('activity_apply_remark_limit4', { maxImages: REWARD_IMAGES_MAX });
  return pictures.map((picture) => {
    const base64 = picture.replace(/^data:[^,]*,/, '');
    if (base64.length === 0 || !/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new PromotionError('activity_image_type');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > REWARD_IMAGE_MAX_BYTES) throw new PromotionError('activity_apply_remark_limit3', { maxBytes: REWARD_IMAGE_MAX_BYTES });
    const mime = sniffImage(bytes);
    if (!mime) throw new PromotionError('activity_image_type');
    return { mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}
