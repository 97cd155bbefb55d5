/** Staff rows: read, create, change (the console's staff area and the ops command go through here). */
import type { Queryable } from '../../db/types';
import type { BrandScope, Role } from '../permissions';

export type StaffRow = {
  id: string;
  username: string;
  display_name: string;
  role: Role;
  brands: string[] | null;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
  failed_attempts: number;
  locked_until: Date | null;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** What the console shows of a staff member (no secrets). */
export type StaffView = {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  brands: BrandScope;
  secondFactor: boolean;
  lockedUntil: string | null;
  disabled: boolean;
  createdAt: string;
};

export const scopeOf = (brands: string[] | null): BrandScope => brands ?? 'all';
export const brandsColumn = (scope: BrandScope): string[] | null => (scope === 'all' ? null : [...scope]);

export function viewOf(row: StaffRow, now: Date): StaffView {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    brands: scopeOf(row.brands),
    secondFactor: row.totp_secret !== null,
    lockedUntil: row.locked_until && row.locked_until > now ? row.locked_until.toISOString() : null,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function staffByUsername(db: Queryable, username: string): Promise<StaffRow | null> {
  const rows = await db.query<StaffRow>('SELECT * FROM staff WHERE username = $1', [username.toLowerCase()]);
  return rows[0] ?? null;
}

export async function staffById(db: Queryable, id: string, lock = false): Promise<StaffRow | null> {
  const rows = await db.query<StaffRow>(`SELECT * FROM staff WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  return db.query<StaffRow>('SELECT * FROM staff ORDER BY username');
}

export type NewStaff = {
  username: string;
  displayName: string;
  role: Role;
  brands: BrandScope;
  passwordHash: string;
  totpSecret?: string | null;
};

export async function insertStaff(db: Queryable, s: NewStaff, now: Date): Promise<StaffRow> {
  const rows = await db.query<StaffRow>(
    `INSERT INTO staff (username, display_name, role, brands, password_hash, totp_secret, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [s.username.toLowerCase(), s.displayName, s.role, brandsColumn(s.brands), s.passwordHash, s.totpSecret ?? null, now],
  );
  return rows[0] as StaffRow;
}
