/**
 * Scoped API tokens for automation against `/console/api/*` (`Authorization: Bearer <token>`): a
 * name, a role and brands, created by an administrator, shown once, stored as sha-256, revocable.
 * The token text starts with `cst_` so it is recognisable in a leaked log or file.
 */
import { newToken, sha256 } from '../../accounts/secrets';
import type { Queryable } from '../../db/types';
import type { BrandScope, Role, StaffIdentity } from '../permissions';
import { brandsColumn, scopeOf } from './staff-repo';

export const TOKEN_PREFIX = 'cst_';

export type ApiTokenRow = {
  id: string;
  name: string;
  token_hash: string;
  role: Role;
  brands: string[] | null;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

export type ApiTokenView = {
  id: string;
  name: string;
  role: Role;
  brands: BrandScope;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revoked: boolean;
};

export function tokenView(row: ApiTokenRow & { created_by_username?: string }): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    brands: scopeOf(row.brands),
    createdBy: row.created_by_username ?? row.created_by,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revoked: row.revoked_at !== null,
  };
}

export async function createApiToken(
  db: Queryable,
  t: { name: string; role: Role; brands: BrandScope; createdBy: string },
  now: Date,
): Promise<{ token: string; row: ApiTokenRow }> {
  const token = `${TOKEN_PREFIX}${newToken()}`;
  const rows = await db.query<ApiTokenRow>(
    `INSERT INTO staff_api_tokens (name, token_hash, role, brands, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [t.name, sha256(token), t.role, brandsColumn(t.brands), t.createdBy, now],
  );
  return { token, row: rows[0] as ApiTokenRow };
}

export async function listApiTokens(db: Queryable): Promise<ApiTokenView[]> {
  const rows = await db.query<ApiTokenRow & { created_by_username: string }>(
    `SELECT t.*, s.username AS created_by_username FROM staff_api_tokens t JOIN staff s ON s.id = t.created_by ORDER BY t.created_at DESC, t.name`,
  );
  return rows.map(tokenView);
}

export async function apiTokenById(db: Queryable, id: string): Promise<ApiTokenRow | null> {
  const rows = await db.query<ApiTokenRow>('SELECT * FROM staff_api_tokens WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function revokeApiToken(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query('UPDATE staff_api_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id, now]);
  return rows.length > 0;
}

/** The identity of a live token, or null (unknown or revoked); records its use. */
export async function identifyToken(db: Queryable, token: string, now: Date): Promise<StaffIdentity | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const rows = await db.query<ApiTokenRow>(
    'UPDATE staff_api_tokens SET last_used_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING *',
    [sha256(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: `token:${row.id}`, username: `token:${row.name}`, role: row.role, brands: scopeOf(row.brands) };
}
