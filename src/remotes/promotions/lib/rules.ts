/**
 * The reward application rules of spec §5 on the client: which file is refused with which message,
 * and when Submit is enabled. The server checks the same again (by the bytes).
 */
import { imageTypeOf } from '@contracts/images';
import { REWARD_IMAGE_EXTENSIONS, REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX, REWARD_REMARKS_MAX } from '@contracts/promotions/rewards';

export type LimitMessageId = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

/** JPEG or PNG by the first bytes (what the server checks too). */
export const isImageBytes = (b: Uint8Array): boolean => imageTypeOf(b) !== null;

/** The refusal of one chosen file before it is read: its name's type, then its size. */
export function fileRefusal(file: { name: string; size: number }): LimitMessageId | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(REWARD_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'activity_image_type';
  if (file.size > REWARD_IMAGE_MAX_BYTES) return 'activity_apply_remark_limit3';
  return null;
}

/** How many of `chosen` files still fit beside `held` pictures, and whether some were left out. */
export function roomFor(held: number, chosen: number): { take: number; overflow: boolean } {
  const take = Math.max(0, Math.min(chosen, REWARD_IMAGES_MAX - held));
  return { take, overflow: take < chosen };
}

export function clampRemarks(text: string): string {
  return [...text].slice(0, REWARD_REMARKS_MAX).join('');
}

/**
 * §5 Submit enabled: both required → both present; image only → at least one picture; remark only
 * → non-empty remarks; neither → enabled.
 */
export function canSubmit(need: { image: boolean; remark: boolean }, remarks: string, pictures: number): boolean {
  const hasRemarks = remarks.trim().length > 0;
  const hasPicture = pictures > 0;
  if (need.image && need.remark) return hasRemarks && hasPicture;
  if (need.image) return hasPicture;
  if (need.remark) return hasRemarks;
  return true;
}
