/**
 * Picture uploads of the member centre (feedback, profile picture), spec §5 and §9: JPEG or PNG
 * (jpeg, jpg, png), at most 5,242,880 bytes each, at most 3 per request. The server reads the type
 * from the bytes; the client checks the file's type and size before sending, with the spec's
 * messages (activity_image_type, activity_apply_remark_limit3, activity_apply_remark_limit4).
 */
import * as v from 'valibot';

export {
  IMAGE_EXTENSIONS as UPLOAD_EXTENSIONS,
  IMAGE_MAX_BYTES as UPLOAD_MAX_BYTES,
  IMAGE_MIME_TYPES as UPLOAD_MIME_TYPES,
  IMAGES_MAX as UPLOAD_MAX_FILES,
} from '../images';
import {
  IMAGE_EXTENSIONS as UPLOAD_EXTENSIONS,
  IMAGE_MAX_BYTES as UPLOAD_MAX_BYTES,
  IMAGE_MIME_TYPES as UPLOAD_MIME_TYPES,
} from '../images';
/**
 * A picture travels as base64 (about 4/3 of its bytes). The string cap is well above 5 MB of
 * bytes, so a picture somewhat too big gets the spec's size message from the decoded bytes.
 */
export const PICTURE_BASE64_MAX = Math.ceil((8 * 1024 * 1024 * 4) / 3);

/** One picture as base64 (optionally a data: URL). */
export const PictureSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(PICTURE_BASE64_MAX));

/** What the client checks about a chosen file before reading it (name and declared type). */
export function fileProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) || (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
