/**
 * Picture uploads, one rule set for every screen that takes them (spec §5 and §9: reward
 * applications, feedback, profile picture, real-name documents, operators' content images):
 * JPEG or PNG, at most 5,242,880 bytes each, at most 3 per request. The type is read from the
 * bytes (magic numbers), never from a name or a declared type; the client checks the same first.
 */
export const IMAGE_MAX_BYTES = 5_242_880;
export const IMAGES_MAX = 3;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type from its first bytes, or null when it is neither JPEG nor PNG. */
export function imageTypeOf(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}
