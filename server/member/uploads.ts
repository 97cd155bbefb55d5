/**
 * Pictures of the member centre (feedback, profile picture) under the spec's upload rules: at most
 * 3 per request, each JPEG or PNG read from its bytes (a name or a declared type proves nothing),
 * at most 5,242,880 bytes. Every picture is checked before anything is written.
 */
import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contracts/member/uploads';
import { sniffImage } from '../wallet/security/real-name';
import { MemberError } from './errors';

export type Picture = { mime: 'image/jpeg' | 'image/png'; bytes: Buffer; sha256: string };

export function decodePictures(inputs: readonly string[], max = UPLOAD_MAX_FILES): Picture[] {
  if (inputs.length > max) throw new MemberError('member.upload.count', { max });
  return inputs.map((input) => {
    const base64 = input.replace(/^data:[^,]*,/, '');
    if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new MemberError('member.upload.type');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > UPLOAD_MAX_BYTES) throw new MemberError('member.upload.size', { max: UPLOAD_MAX_BYTES });
    const mime = sniffImage(bytes);
    if (!mime) throw new MemberError('member.upload.type');
    return { mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}
