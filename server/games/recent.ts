/** Recent games per member and brand (newest first, at most RECENT_LIMIT kept). */
import type { Queryable } from '../db/types';

export const RECENT_LIMIT = 100;

export async function addRecent(db: Queryable, tenantId: string, memberId: number, nodeId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_recent (tenant_id, member_id, node_id, played_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [tenantId, memberId, nodeId, now],
  );
  await db.query(
    `DELETE FROM game_recent WHERE member_id = $1 AND node_id IN (
       SELECT node_id FROM game_recent WHERE member_id = $1 ORDER BY played_at DESC OFFSET $2)`,
    [memberId, RECENT_LIMIT],
  );
}

/** Node ids of the member's recent games, newest first. */
export async function recentNodeIds(db: Queryable, tenantId: string, memberId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    'SELECT node_id FROM game_recent WHERE tenant_id = $1 AND member_id = $2 ORDER BY played_at DESC, node_id',
    [tenantId, memberId],
  );
  return rows.map((r) => r.node_id);
}
