/**
 * Pictures sent as base64 (optionally a data: URL), checked before anything is written: how many,
 * each one's type from its bytes and its size (src/contracts/images.ts). Each caller names the
 * error it answers for each refusal (the spec's message ids differ per screen).
 */
import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGES_MAX, type ImageMime, imageTypeOf } from '../../src/contracts/images';

export type Picture = { mime: ImageMime; bytes: Buffer; sha256: string };
export type PictureRefusals = { count: () => Error; type: () => Error; size: () => Error };

/** One picture: base64 text or raw bytes. */
export function decodePicture(input: string | Uint8Array, refuse: Omit<PictureRefusals, 'count'>, maxBytes = IMAGE_MAX_BYTES): Picture {
  let bytes: Buffer;
  if (typeof input === 'string') {
    const base64 = input.replace(/^data:[^,]*,/, '');
    if (base64.length === 0 || !/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw refuse.type();
    bytes = Buffer.from(base64, 'base64');
  } else {
    bytes = Buffer.from(input);
  }
  if (bytes.length > maxBytes) throw refuse.size();
  const mime = imageTypeOf(bytes);
  if (!mime) throw refuse.type();
  return { mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export function decodePictures(inputs: readonly string[], refuse: PictureRefusals, max = IMAGES_MAX): Picture[] {
  if (inputs.length > max) throw refuse.count();
  return inputs.map((input) => decodePicture(input, refuse));
}
