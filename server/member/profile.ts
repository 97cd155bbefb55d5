/**
 * Personal settings (`/m/set`): nickname, e-mail (unique per merchant, as at
 * registration), payee name, and the profile picture behind PROFPIC3 (one JPEG or PNG read from
 * its bytes, at most 5 MB). Each answers the member info as it is now.
 */
import type { MemberInfo } from '../../src/contracts/account/member';
import { memberInfo } from '../accounts/member-info';
import { emailTaken, memberById } from '../accounts/members';
import { ApiError } from '../http/api-error';
import type { MemberContext } from './context';
import { decodePictures } from './uploads';

type Field = 'nickname' | 'email' | 'payee_name';

export async function setMemberField(ctx: MemberContext, field: Field, value: string): Promise<MemberInfo> {
  if (
    field === 'email' &&
    value.toLowerCase() !== (ctx.member.email ?? '').toLowerCase() &&
    (await emailTaken(ctx.db, ctx.member.merchant_code, value))
  ) {
    throw new ApiError('member.email.taken');
  }
  await ctx.db.query(`UPDATE members SET ${field} = $2 WHERE id = $1`, [ctx.member.id, value]);
  const fresh = await memberById(ctx.db, ctx.member.id);
  return memberInfo(fresh ?? ctx.member);
}

export async function setIcon(ctx: MemberContext, picture: string): Promise<{ icon: string }> {
  const [p] = decodePictures([picture], 1);
  if (!p) throw new ApiError('member.upload.type');
  await ctx.db.query(
    `INSERT INTO member_icons (member_id, mime, size, sha256, content, updated_at) VALUES ($1, $2, $3, $4, decode($5, 'hex'), $6)
     ON CONFLICT (member_id) DO UPDATE SET mime = EXCLUDED.mime, size = EXCLUDED.size, sha256 = EXCLUDED.sha256, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at`,
    [ctx.member.id, p.mime, p.bytes.length, p.sha256, p.bytes.toString('hex'), ctx.now],
  );
  return { icon: `data:${p.mime};base64,${p.bytes.toString('base64')}` };
}

export async function getIcon(ctx: MemberContext): Promise<{ icon: string | null }> {
  const [row] = await ctx.db.query<{ mime: string; content: Uint8Array }>('SELECT mime, content FROM member_icons WHERE member_id = $1', [
    ctx.member.id,
  ]);
  return { icon: row ? `data:${row.mime};base64,${Buffer.from(row.content).toString('base64')}` : null };
}
