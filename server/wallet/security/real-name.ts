/**
 * Real-name verification: ID front, back and a selfie (JPEG or PNG, at most 5 MB each, the type
 * read from the bytes, never from a name), then the name and ID number; the status turns pending
 * for an operator.
 */
import {
  REAL_NAME_MAX_BYTES,
  type RealNameValue,
  SubmitRealNameSchema,
  UploadRealNameSchema,
} from '../../../src/contracts/wallet/security';
import { ApiError } from '../../http/api-error';
import { decodePicture } from '../../media/images';
import type { WalletContext } from '../context';
import { parseWallet } from '../input';
import { ensureSecurityRow } from './fund-password';

export async function realName(ctx: WalletContext): Promise<RealNameValue> {
  const [row] = await ctx.db.query<{ real_name_status: RealNameValue['status']; real_name: string | null; id_number: string | null }>(
    'SELECT real_name_status, real_name, id_number FROM member_security WHERE member_id = $1',
    [ctx.member.id],
  );
  const uploads = await ctx.db.query<{ kind: 'front' | 'back' | 'selfie'; at: Date }>(
    'SELECT kind, max(created_at) AS at FROM real_name_uploads WHERE member_id = $1 GROUP BY kind',
    [ctx.member.id],
  );
  const at = (k: string) => {
    const u = uploads.find((x) => x.kind === k);
    return u ? new Date(u.at).toISOString() : null;
  };
  return {
    status: row?.real_name_status ?? 'none',
    realName: row?.real_name ?? null,
    idNumberMasked: row?.id_number ? `${'*'.repeat(Math.max(0, row.id_number.length - 4))}${row.id_number.slice(-4)}` : null,
    uploads: { front: at('front'), back: at('back'), selfie: at('selfie') },
  };
}

async function refuseWhenVerified(ctx: WalletContext): Promise<void> {
  if ((await realName(ctx)).status === 'verified') throw new ApiError('wallet.realname.already.verified');
}

export async function uploadRealName(ctx: WalletContext, body: unknown): Promise<RealNameValue> {
  const input = parseWallet(UploadRealNameSchema, body);
  await refuseWhenVerified(ctx);
  const { mime, bytes, sha256 } = decodePicture(
    input.image,
    { type: () => new ApiError('wallet.upload.type.invalid'), size: () => new ApiError('wallet.upload.too.large') },
    REAL_NAME_MAX_BYTES,
  );
  await ctx.db.query(
    `INSERT INTO real_name_uploads (member_id, kind, mime, size, sha256, content, created_at) VALUES ($1, $2, $3, $4, $5, decode($6, 'hex'), $7)`,
    [ctx.member.id, input.kind, mime, bytes.length, sha256, bytes.toString('hex'), ctx.now],
  );
  return realName(ctx);
}

export async function submitRealName(ctx: WalletContext, body: unknown): Promise<RealNameValue> {
  const input = parseWallet(SubmitRealNameSchema, body);
  await refuseWhenVerified(ctx);
  const current = await realName(ctx);
  if (!current.uploads.front || !current.uploads.back || !current.uploads.selfie) throw new ApiError('wallet.realname.incomplete');
  await ensureSecurityRow(ctx.db, ctx.member.id, ctx.now);
  await ctx.db.query(
    `UPDATE member_security SET real_name_status = 'pending', real_name = $2, id_number = $3, updated_at = $4 WHERE member_id = $1`,
    [ctx.member.id, input.realName, input.idNumber.toUpperCase(), ctx.now],
  );
  return realName(ctx);
}
