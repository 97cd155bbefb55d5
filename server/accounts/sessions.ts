/**
 * Sessions: random 32-byte tokens stored as sha256, expiring, bound to one brand. A new login
 * revokes the member's older sessions (their tokens then answer `session.logged.out`).
 */
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { type MemberRow, memberById } from './members';
import { newToken, sha256 } from './secrets';
import { LIMITS } from './settings';

export type SessionRow = {
  id: number;
  member_id: number;
  tenant_id: string;
  merchant_code: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

/** Creates a session, revoking the member's other live sessions; returns the token (shown once). */
export async function startSession(db: Queryable, member: MemberRow, now: Date): Promise<string> {
  await db.query(`UPDATE sessions SET revoked_at = $2, revoked_reason = 'replaced' WHERE member_id = $1 AND revoked_at IS NULL`, [
    member.id,
    now,
  ]);
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, tenant_id, merchant_code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), member.id, member.tenant_id, member.merchant_code, now, new Date(now.getTime() + LIMITS.sessionTtlMs)],
  );
  await db.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [member.id, now]);
  return token;
}

export type Authenticated = { session: SessionRow; member: MemberRow };

/** The session and member of a token on this brand, or the spec's "not logged in" / "logged out". */
export async function authenticate(db: Queryable, token: string | undefined, tenantId: string, now: Date): Promise<Authenticated> {
  if (!token) throw new ApiError('session.not.logged.in');
  const rows = await db.query<SessionRow>('SELECT * FROM sessions WHERE token_hash = $1', [sha256(token)]);
  const session = rows[0];
  if (!session || session.tenant_id !== tenantId) throw new ApiError('session.not.logged.in');
  if (session.revoked_at) {
    if (session.revoked_reason === 'logout') throw new ApiError('session.not.logged.in');
    // a newer login replaced it: the client says "signed in elsewhere" (value.reason)
    if (session.revoked_reason === 'replaced') {
      throw new ApiError('session.logged.out', {
        message: 'The account signed in on another device, so this session was logged out; please log in again',
        value: { reason: 'elsewhere' },
      });
    }
    throw new ApiError('session.logged.out', { value: { reason: 'ended' } });
  }
  if (session.expires_at.getTime() <= now.getTime()) {
    throw new ApiError('session.not.logged.in', { message: 'The session has expired, please log in again' });
  }
  const member = await memberById(db, session.member_id);
  if (!member || member.disabled) throw new ApiError('session.not.logged.in');
  return { session, member };
}

export async function revokeSession(db: Queryable, id: number, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [id, now, reason]);
}

export async function revokeMemberSessions(db: Queryable, memberId: number, reason: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE member_id = $1 AND revoked_at IS NULL', [
    memberId,
    now,
    reason,
  ]);
}
