/**
 * Real-name verification: ID front, back and a selfie (JPEG or PNG, at most 5 MB each, the type
 * read from the bytes, never from a name), then the name and ID number; the status turns pending
 * for an operator.
 */
import { createHash } from 'node:crypto';
import { REAL_NAME_MAX_BYTES, type RealNameValue, SubmitRealNameSchema, UploadRealNameSchema } from '../../../src/contracts/wallet/security';
import type { WalletContext } from '../context';
import { WalletError } from '../errors';
import { parseWallet } from '../input';
import { ensureSecurityRow } from './fund-password';

/** The image type from its first bytes (magic numbers), or null. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

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
  if ((await realName(ctx)).status === 'verified') throw new WalletError('wallet.realname.already.verified');
}

export async function uploadRealName(ctx: WalletContext, body: unknown): Promise<RealNameValue> {
  const input = parseWallet(UploadRealNameSchema, body);
  await refuseWhenVerified(ctx);
  const base64 = input.image.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new WalletError('wallet.upload.type.invalid');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > REAL_NAME_MAX_BYTES) throw new WalletError('wallet.upload.too.large');
  const mime = sniffImage(bytes);
  if (!mime) throw new WalletError('wallet.upload.type.invalid');
  await ctx.db.query(`INSERT INTO real_name_uploads (member_id, kind, mime, size, sha256, content, created_at) VALUES ($1, $2, $3, $4, $5, decode($6, 'hex'), $7)`, [
    ctx.member.id, input.kind, mime, bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes.toString('hex'), ctx.now,
  ]);
  return realName(ctx);
}

export async function submitRealName(ctx: WalletContext, body: unknown): Promise<RealNameValue> {
  const input = parseWallet(SubmitRealNameSchema, body);
  await refuseWhenVerified(ctx);
  const current = await realName(ctx);
  if (!current.uploads.front || !current.uploads.back || !current.uploads.selfie) throw new WalletError('wallet.realname.incomplete');
  await ensureSecurityRow(ctx.db, ctx.member.id, ctx.now);
  await ctx.db.query(`UPDATE member_security SET real_name_status = 'pending', real_name = $2, id_number = $3, updated_at = $4 WHERE member_id = $1`, [
    ctx.member.id, input.realName, input.idNumber.toUpperCase(), ctx.now,
  ]);
  return realName(ctx);
}
