/** Every responsible-gambling change, by whom (`member`, `operator:<name>`), in `rg_audit`. */
import type { Queryable } from '../db/types';

export async function audit(
  db: Queryable,
  a: { tenantId: string; memberId: number; actor: string; action: string; detail: Record<string, unknown>; now: Date },
): Promise<void> {
  await db.query('INSERT INTO rg_audit (tenant_id, member_id, actor, action, detail, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
    a.tenantId,
    a.memberId,
    a.actor,
    a.action,
    JSON.stringify(a.detail),
    a.now,
  ]);
}
