/**
 * Time-outs (24 h to 6 weeks) and self-exclusions (6 months to 5 years): immediate, never shortened
 * (the database refuses it), extended only by an operator. The one in force is the latest ending.
 */
import type { Exclusion, ExclusionDuration } from '../../src/contracts/rg/rg';
import type { Queryable } from '../db/types';
import { audit } from './audit';

type Row = { id: number; kind: 'timeout' | 'self_exclusion'; started_at: Date; ends_at: Date };

/** The end of an exclusion of `duration` taken at `now` (calendar months and years, UTC). */
export function exclusionEnd(duration: ExclusionDuration, now: Date): Date {
  const d = new Date(now);
  const n = Number.parseInt(duration, 10);
  const unit = duration.slice(-1);
  if (unit === 'h') d.setUTCHours(d.getUTCHours() + n);
  else if (unit === 'd') d.setUTCDate(d.getUTCDate() + n);
  else if (unit === 'w') d.setUTCDate(d.getUTCDate() + 7 * n);
  else if (unit === 'm') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return d;
}

async function activeRow(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<Row | null> {
  const rows = await db.query<Row>(
    `SELECT id, kind, started_at, ends_at FROM rg_exclusions
      WHERE tenant_id = $1 AND member_id = $2 AND started_at <= $3 AND ends_at > $3
      ORDER BY ends_at DESC, id DESC LIMIT 1`,
    [tenantId, memberId, now],
  );
  return rows[0] ?? null;
}

/** The time-out or self-exclusion in force, or null. */
export async function activeExclusion(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<Exclusion | null> {
  const row = await activeRow(db, tenantId, memberId, now);
  if (!row) return null;
  return {
    kind: row.kind === 'timeout' ? 'timeout' : 'selfExclusion',
    startedAt: row.started_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
  };
}

export async function startExclusion(
  tx: Queryable,
  a: { tenantId: string; memberId: number; kind: 'timeout' | 'selfExclusion'; duration: ExclusionDuration; actor: string; now: Date },
): Promise<Exclusion> {
  const endsAt = exclusionEnd(a.duration, a.now);
  const kind = a.kind === 'timeout' ? 'timeout' : 'self_exclusion';
  await tx.query(
    'INSERT INTO rg_exclusions (tenant_id, member_id, kind, started_at, ends_at, created_by) VALUES ($1, $2, $3, $4, $5, $6)',
    [a.tenantId, a.memberId, kind, a.now, endsAt, a.actor],
  );
  await audit(tx, {
    tenantId: a.tenantId,
    memberId: a.memberId,
    actor: a.actor,
    action: 'exclusion.start',
    detail: { kind: a.kind, duration: a.duration, endsAt: endsAt.toISOString() },
    now: a.now,
  });
  return (
    (await activeExclusion(tx, a.tenantId, a.memberId, a.now)) ?? {
      kind: a.kind,
      startedAt: a.now.toISOString(),
      endsAt: endsAt.toISOString(),
    }
  );
}

/** Operator: moves the end of the exclusion in force later; refuses an earlier end. */
export async function extendExclusion(
  tx: Queryable,
  a: { tenantId: string; memberId: number; endsAt: Date; actor: string; now: Date },
): Promise<Exclusion | 'none' | 'shorter'> {
  const row = await activeRow(tx, a.tenantId, a.memberId, a.now);
  if (!row) return 'none';
  if (a.endsAt.getTime() <= row.ends_at.getTime()) return 'shorter';
  await tx.query('UPDATE rg_exclusions SET ends_at = $2 WHERE id = $1', [row.id, a.endsAt]);
  await audit(tx, {
    tenantId: a.tenantId,
    memberId: a.memberId,
    actor: a.actor,
    action: 'exclusion.extend',
    detail: { from: row.ends_at.toISOString(), to: a.endsAt.toISOString() },
    now: a.now,
  });
  return (await activeExclusion(tx, a.tenantId, a.memberId, a.now)) ?? 'none';
}
