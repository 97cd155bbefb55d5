/**
 * Pictures of the member centre (feedback, profile picture) under the spec's upload rules: at most
 * 3 per request, each JPEG or PNG read from its bytes (a name or a declared type proves nothing),
 * at most 5,242,880 bytes. Every picture is checked before anything is written.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contracts/member/uploads';
import { ApiError } from '../http/api-error';
import { decodePictures as decode, type Picture } from '../media/images';

export type { Picture };

export function decodePictures(inputs: readonly string[], max = UPLOAD_MAX_FILES): Picture[] {
  return decode(
    inputs,
    {
      count: () => new ApiError('member.upload.count', { value: { max } }),
      type: () => new ApiError('member.upload.type'),
      size: () => new ApiError('member.upload.size', { value: { max: UPLOAD_MAX_BYTES } }),
    },
    max,
  );
}
