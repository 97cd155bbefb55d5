/**
 * Pictures of the member centre (feedback, profile picture) under the spec's upload rules: at most
 * 3 per request, each JPEG or PNG read from its bytes (a name or a declared type proves nothing),
 * at most 5,242,880 bytes. Every picture is checked before anything is written.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contracts/member/uploads';
import { decodePictures as decode, type Picture } from '../media/images';
import { MemberError } from './errors';

export type { Picture };

export function decodePictures(inputs: readonly string[], max = UPLOAD_MAX_FILES): Picture[] {
  return decode(
    inputs,
    {
      count: () => new MemberError('member.upload.count', { max }),
      type: () => new MemberError('member.upload.type'),
      size: () => new MemberError('member.upload.size', { max: UPLOAD_MAX_BYTES }),
    },
    max,
  );
}
