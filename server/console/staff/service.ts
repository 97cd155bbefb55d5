/**
 * Staff administration: create, change role/brands/name, reset the second factor, disable and
 * enable, unlock. Each change is one transaction with its audit row (before and after), and a
 * change of what a member may do ends their sessions, so it takes effect at once.
 */
import { hashPassword } from '../../accounts/secrets';
import type { Db, Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../audit';
import { staffPasswordProblem } from '../auth/password-rule';
import { endStaffSessions } from '../auth/sessions';
import { insertStaff, type StaffRow, staffById, staffByUsername, type StaffView, viewOf } from '../auth/staff-repo';
import type { BrandScope } from '../permissions';
import type { NewStaffInput, StaffChange } from './schemas';

/** Who does it (null for the ops command, written as `ops` in the log). */
export type Actor = { staffId: string | null; actor?: string };

function checkBrands(brands: BrandScope, known: readonly string[]): void {
  if (brands === 'all') return;
  const unknown = brands.filter((b) => !known.includes(b));
  if (unknown.length)
    throw new ApiError('request.invalid', { message: `Unknown brands: ${unknown.join(', ')}`, value: { field: 'brands' } });
}

export async function createStaff(
  db: Db,
  by: Actor,
  input: NewStaffInput,
  knownBrands: readonly string[],
  now: Date,
  totpSecret: string | null = null,
): Promise<StaffView> {
  const problem = staffPasswordProblem(input.password, input.username);
  if (problem)
    throw new ApiError('request.invalid', {
      message: `The password is not strong enough: ${problem}`,
      value: { field: 'password', problem },
    });
  checkBrands(input.brands, knownBrands);
  if (await staffByUsername(db, input.username))
    throw new ApiError('request.invalid', { message: `The username ${input.username} is taken`, value: { field: 'username' } });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, { ...input, passwordHash, totpSecret }, now);
    const view = viewOf(row, now);
    await recordAudit(tx, {
      staffId: by.staffId,
      actor: by.actor,
      tenant: null,
      action: 'staff.create',
      target: row.username,
      after: auditView(view),
    });
    return view;
  });
}

const auditView = (v: StaffView) => ({
  username: v.username,
  displayName: v.displayName,
  role: v.role,
  brands: v.brands,
  secondFactor: v.secondFactor,
  disabled: v.disabled,
});

async function changing(
  db: Db,
  by: Actor,
  id: string,
  action: string,
  change: (row: StaffRow, tx: Queryable) => Promise<void>,
  now: Date,
): Promise<StaffView> {
  return db.transaction(async (tx) => {
    const before = await staffById(tx, id, true);
    if (!before) throw new ApiError('request.not.found', { message: 'No such staff member' });
    await change(before, tx);
    const after = (await staffById(tx, id)) as StaffRow;
    const view = viewOf(after, now);
    await recordAudit(tx, {
      staffId: by.staffId,
      actor: by.actor,
      tenant: null,
      action,
      target: after.username,
      before: auditView(viewOf(before, now)),
      after: auditView(view),
    });
    return view;
  });
}

export async function changeStaff(
  db: Db,
  by: Actor,
  id: string,
  input: StaffChange,
  knownBrands: readonly string[],
  now: Date,
): Promise<StaffView> {
  if (input.brands) checkBrands(input.brands, knownBrands);
  if (by.staffId === id && (input.role !== undefined || input.brands !== undefined)) {
    throw new ApiError('permission.denied', { message: 'Your own role and brands are changed by another administrator' });
  }
  return changing(
    db,
    by,
    id,
    'staff.change',
    async (row, tx) => {
      const brands = input.brands === undefined ? row.brands : input.brands === 'all' ? null : [...input.brands];
      await tx.query('UPDATE staff SET display_name = $2, role = $3, brands = $4, updated_at = $5 WHERE id = $1', [
        id,
        input.displayName ?? row.display_name,
        input.role ?? row.role,
        brands,
        now,
      ]);
      const scopeChanged = (input.role !== undefined && input.role !== row.role) || input.brands !== undefined;
      if (scopeChanged) await endStaffSessions(tx, id, 'role-changed', now);
    },
    now,
  );
}

/** The member enrols again at the next sign-in (a lost phone). */
export async function resetSecondFactor(db: Db, by: Actor, id: string, now: Date): Promise<StaffView> {
  return changing(
    db,
    by,
    id,
    'staff.reset-second-factor',
    async (_row, tx) => {
      await tx.query(
        'UPDATE staff SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, updated_at = $2 WHERE id = $1',
        [id, now],
      );
      await endStaffSessions(tx, id, 'second-factor-reset', now);
    },
    now,
  );
}

export async function setDisabled(db: Db, by: Actor, id: string, disabled: boolean, now: Date): Promise<StaffView> {
  if (disabled && by.staffId === id) throw new ApiError('permission.denied', { message: 'You cannot disable your own account' });
  return changing(
    db,
    by,
    id,
    disabled ? 'staff.disable' : 'staff.enable',
    async (_row, tx) => {
      await tx.query('UPDATE staff SET disabled_at = $2, updated_at = $3 WHERE id = $1', [id, disabled ? now : null, now]);
      if (disabled) await endStaffSessions(tx, id, 'disabled', now);
    },
    now,
  );
}

export async function unlockStaff(db: Db, by: Actor, id: string, now: Date): Promise<StaffView> {
  return changing(
    db,
    by,
    id,
    'staff.unlock',
    async (_row, tx) => {
      await tx.query('UPDATE staff SET failed_attempts = 0, locked_until = NULL, updated_at = $2 WHERE id = $1', [id, now]);
    },
    now,
  );
}
