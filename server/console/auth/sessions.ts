/**
 * Staff sessions in the database: the cookie holds a random token, the table its sha-256. A session
 * is over when it has not been used for 30 minutes, 12 hours after sign-in, at sign-out, or when an
 * administrator disables the member, resets their second factor or changes their role or brands.
 * Every rule reads the time it is given (the server's injectable clock).
 */
import { newToken, sha256 } from '../../accounts/secrets';
import type { Queryable } from '../../db/types';
import { CONSOLE_AUTH } from './settings';

export type SessionStage = 'second-factor' | 'enrol' | 'signed-in';

export type StaffSessionRow = {
  token_hash: string;
  staff_id: string;
  stage: SessionStage;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  ended_reason: string | null;
};

export type EndReason = 'sign-out' | 'expired' | 'disabled' | 'second-factor-reset' | 'role-changed';

export async function startStaffSession(
  db: Queryable,
  staffId: string,
  stage: SessionStage,
  now: Date,
): Promise<{ token: string; csrf: string }> {
  const token = newToken();
  const csrf = newToken();
  await db.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, stage, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [sha256(token), staffId, stage, csrf, now],
  );
  return { token, csrf };
}

/** Whether a session row is still usable at `now` (not ended, within its idle and absolute limits). */
export function isLive(session: StaffSessionRow, now: Date): boolean {
  if (session.ended_at) return false;
  const t = now.getTime();
  if (session.stage !== 'signed-in') return t < session.created_at.getTime() + CONSOLE_AUTH.pendingMs;
  return t < session.last_seen_at.getTime() + CONSOLE_AUTH.idleMs && t < session.created_at.getTime() + CONSOLE_AUTH.absoluteMs;
}

/** The live session of a token, or null; an expired one is marked ended. */
export async function liveSession(db: Queryable, token: string | null, now: Date): Promise<StaffSessionRow | null> {
  if (!token) return null;
  const rows = await db.query<StaffSessionRow>('SELECT * FROM staff_sessions WHERE token_hash = $1', [sha256(token)]);
  const session = rows[0];
  if (!session || session.ended_at) return null;
  if (isLive(session, now)) return session;
  await db.query(`UPDATE staff_sessions SET ended_at = $2, ended_reason = 'expired' WHERE token_hash = $1 AND ended_at IS NULL`, [
    session.token_hash,
    now,
  ]);
  return null;
}

/** A use of a signed-in session: its idle time starts again. */
export async function touchSession(db: Queryable, session: StaffSessionRow, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [session.token_hash, now]);
}

export async function promoteSession(db: Queryable, session: StaffSessionRow, now: Date): Promise<void> {
  await db.query(`UPDATE staff_sessions SET stage = 'signed-in', created_at = $2, last_seen_at = $2 WHERE token_hash = $1`, [
    session.token_hash,
    now,
  ]);
}

export async function endSession(db: Queryable, tokenHash: string, reason: EndReason, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2, ended_reason = $3 WHERE token_hash = $1 AND ended_at IS NULL', [
    tokenHash,
    now,
    reason,
  ]);
}

/** Ends every live session of a staff member. */
export async function endStaffSessions(db: Queryable, staffId: string, reason: EndReason, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2, ended_reason = $3 WHERE staff_id = $1 AND ended_at IS NULL', [
    staffId,
    now,
    reason,
  ]);
}
