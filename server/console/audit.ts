/**
 * The console's audit log: one append-only row per console action and per staff sign-in, sign-out
 * or failure (who, when, brand, what, before and after). Written with the transaction of the change
 * it records (`db` is then that transaction), so a change and its record stand or fall together.
 * The table refuses UPDATE, DELETE and TRUNCATE (migration 190).
 */
import type { Queryable } from '../db/types';
import { clock } from '../clock';

export type AuditEntry = {
  /** the staff id, `token:<id>` for an API token, null for a failed sign-in by an unknown name */
  staffId: string | null;
  /** the name shown in the log; by default the staff member's username (or the token's name) */
  actor?: string;
  tenant: string | null;
  /** dotted, area first: `staff.create`, `brands.flag`, `session.sign-in`, ... */
  action: string;
  /** what was acted on (a staff username, a flag key, a member id, ...) */
  target?: string | null;
  before?: unknown;
  after?: unknown;
};

export type AuditRow = {
  id: string;
  at: Date;
  staffId: string | null;
  actor: string;
  tenant: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
};

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO console_audit (at, staff_id, actor, tenant, action, target, before, after)
     VALUES ($1, $2,
       COALESCE($3,
         (SELECT username FROM staff WHERE id = $2),
         (SELECT 'token:' || name FROM staff_api_tokens WHERE 'token:' || id = $2),
         $2, 'unknown'),
       $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      clock.now(),
      entry.staffId,
      entry.actor ?? null,
      entry.tenant,
      entry.action,
      entry.target ?? null,
      json(entry.before),
      json(entry.after),
    ],
  );
}

export type AuditFilter = {
  staffId?: string;
  tenant?: string;
  /** an exact action, or an area prefix ending in a dot (`staff.`) */
  action?: string;
  from?: Date;
  to?: Date;
  /** rows older than this id (paging backwards) */
  before?: string;
  limit: number;
};

type Raw = {
  id: string;
  at: Date;
  staff_id: string | null;
  actor: string;
  tenant: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
};

/** Newest first. `tenants`: the brands the reader may see (rows of other brands are left out; rows without a brand stay). */
export async function readAudit(db: Queryable, filter: AuditFilter, tenants: readonly string[] | 'all'): Promise<AuditRow[]> {
  const where: string[] = [];
  const params: (string | Date | number | readonly string[])[] = [];
  const add = (sql: string, value: string | Date | number | readonly string[]) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.staffId) add('staff_id = ?', filter.staffId);
  if (filter.tenant) add('tenant = ?', filter.tenant);
  if (filter.action?.endsWith('.')) add('starts_with(action, ?)', filter.action);
  else if (filter.action) add('action = ?', filter.action);
  if (filter.from) add('at >= ?', filter.from);
  if (filter.to) add('at < ?', filter.to);
  if (filter.before) add('id < ?::bigint', filter.before);
  if (tenants !== 'all') add('(tenant IS NULL OR tenant = ANY(?::text[]))', tenants);
  params.push(filter.limit);
  const rows = await db.query<Raw>(
    `SELECT id::text AS id, at, staff_id, actor, tenant, action, target, before, after FROM console_audit
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    staffId: r.staff_id,
    actor: r.actor,
    tenant: r.tenant,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
  }));
}
