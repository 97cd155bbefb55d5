/**
 * Signing in: the password, then the second factor (or, for a member without one, enrolment).
 * Consecutive failures (a wrong password or a wrong code) lock the account for a while; a success
 * clears the count. Every outcome is written to the audit log.
 */
import { verifyPassword } from '../../accounts/secrets';
import type { Db, Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../audit';
import { CONSOLE_AUTH } from './settings';
import { type SessionStage, type StaffSessionRow, promoteSession, startStaffSession } from './sessions';
import { type StaffRow, staffById, staffByUsername } from './staff-repo';
import { matchStep, newTotpSecret, otpauthUri } from './totp';

export function credentialsRefused(): ApiError {
  return new ApiError('session.not.logged.in', { message: 'The username or password is not right', value: { reason: 'credentials' } });
}

function lockedError(until: Date, now: Date): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiError('request.rate.limited', {
    message: 'Too many failed attempts: the account is locked for a while',
    value: { reason: 'locked', retryAfterSeconds },
  });
}

/** A failure counted against the member: the count grows, reaching the limit locks the account. */
async function countFailure(db: Queryable, staff: StaffRow, now: Date): Promise<Date | null> {
  const rows = await db.query<{ failed_attempts: number; locked_until: Date | null }>(
    `UPDATE staff SET
       failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
       locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
     WHERE id = $1 RETURNING failed_attempts, locked_until`,
    [staff.id, CONSOLE_AUTH.maxFailures, new Date(now.getTime() + CONSOLE_AUTH.lockMs)],
  );
  const until = rows[0]?.locked_until ?? null;
  return until && until > now ? until : null;
}

function refuseIfLocked(staff: StaffRow, now: Date): void {
  if (staff.locked_until && staff.locked_until > now) throw lockedError(staff.locked_until, now);
}

export type SignInStep = { next: 'second-factor' | 'enrol'; token: string; csrf: string };

/** The password step: a pending session that waits for the code (or the enrolment). */
export async function signInWithPassword(db: Db, input: { username: string; password: string }, now: Date): Promise<SignInStep> {
  const staff = await staffByUsername(db, input.username);
  // an unknown name costs the same hash time as a known one (no probing by timing)
  const passwordOk = await verifyPassword(input.password, staff?.password_hash);
  if (!staff || staff.disabled_at) {
    await recordAudit(db, {
      staffId: staff?.id ?? null,
      actor: input.username.toLowerCase().slice(0, 40),
      tenant: null,
      action: 'session.sign-in-failed',
      after: { reason: staff ? 'disabled' : 'unknown' },
    });
    throw credentialsRefused();
  }
  refuseIfLocked(staff, now);
  if (!passwordOk) {
    const locked = await db.transaction(async (tx) => {
      const until = await countFailure(tx, staff, now);
      await recordAudit(tx, {
        staffId: staff.id,
        tenant: null,
        action: 'session.sign-in-failed',
        after: { reason: 'password', locked: until !== null },
      });
      return until;
    });
    if (locked) throw lockedError(locked, now);
    throw credentialsRefused();
  }
  const stage: SessionStage = staff.totp_secret ? 'second-factor' : 'enrol';
  const { token, csrf } = await startStaffSession(db, staff.id, stage, now);
  return { next: stage === 'enrol' ? 'enrol' : 'second-factor', token, csrf };
}

async function pendingStaff(db: Queryable, session: StaffSessionRow, stage: SessionStage): Promise<StaffRow> {
  if (session.stage !== stage) throw new ApiError('request.invalid', { message: `This session is not waiting for ${stage}` });
  const staff = await staffById(db, session.staff_id, true);
  if (!staff || staff.disabled_at) throw credentialsRefused();
  return staff;
}

/** The second step: a code of the member's secret, used once; completes the sign-in. */
export async function verifySecondFactor(db: Db, session: StaffSessionRow, code: string, now: Date): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const staff = await pendingStaff(tx, session, 'second-factor');
    refuseIfLocked(staff, now);
    const step = staff.totp_secret
      ? matchStep(staff.totp_secret, code, now, staff.totp_last_step === null ? null : Number(staff.totp_last_step))
      : null;
    if (step === null) {
      const until = await countFailure(tx, staff, now);
      await recordAudit(tx, {
        staffId: staff.id,
        tenant: null,
        action: 'session.sign-in-failed',
        after: { reason: 'second-factor', locked: until !== null },
      });
      return { ok: false as const, until };
    }
    await tx.query('UPDATE staff SET totp_last_step = $2, failed_attempts = 0, locked_until = NULL WHERE id = $1', [staff.id, step]);
    await promoteSession(tx, session, now);
    await recordAudit(tx, { staffId: staff.id, tenant: null, action: 'session.sign-in', after: { factor: 'totp' } });
    return { ok: true as const };
  });
  if (!outcome.ok) {
    if (outcome.until) throw lockedError(outcome.until, now);
    throw new ApiError('request.invalid', { message: 'The code is not right (or was already used)', value: { reason: 'code' } });
  }
}

/** Enrolment, first half: a new secret offered (kept pending until a code from it is verified). */
export async function offerEnrolment(db: Db, session: StaffSessionRow): Promise<{ secret: string; uri: string }> {
  return db.transaction(async (tx) => {
    const staff = await pendingStaff(tx, session, 'enrol');
    const secret = staff.totp_pending_secret ?? newTotpSecret();
    if (!staff.totp_pending_secret) await tx.query('UPDATE staff SET totp_pending_secret = $2 WHERE id = $1', [staff.id, secret]);
    return { secret, uri: otpauthUri(secret, staff.username, CONSOLE_AUTH.totpIssuer) };
  });
}

/** Enrolment, second half: a code from the offered secret makes it the member's; completes the sign-in. */
export async function completeEnrolment(db: Db, session: StaffSessionRow, code: string, now: Date): Promise<void> {
  const ok = await db.transaction(async (tx) => {
    const staff = await pendingStaff(tx, session, 'enrol');
    refuseIfLocked(staff, now);
    const secret = staff.totp_pending_secret;
    const step = secret ? matchStep(secret, code, now, null) : null;
    if (step === null) {
      await countFailure(tx, staff, now);
      await recordAudit(tx, { staffId: staff.id, tenant: null, action: 'session.sign-in-failed', after: { reason: 'enrol' } });
      return false;
    }
    await tx.query(
      `UPDATE staff SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2, failed_attempts = 0, locked_until = NULL, updated_at = $3 WHERE id = $1`,
      [staff.id, step, now],
    );
    await promoteSession(tx, session, now);
    await recordAudit(tx, { staffId: staff.id, tenant: null, action: 'session.enrol', after: { factor: 'totp' } });
    await recordAudit(tx, { staffId: staff.id, tenant: null, action: 'session.sign-in', after: { factor: 'totp' } });
    return true;
  });
  if (!ok) throw new ApiError('request.invalid', { message: 'The code is not right', value: { reason: 'code' } });
}
