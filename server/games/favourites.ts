/** Favourite games per member and brand (spec §4: add, remove, paged list, the id set for hearts). */
import type { Queryable } from '../db/types';

export async function addFavourite(db: Queryable, tenantId: string, memberId: number, nodeId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_favourites (tenant_id, member_id, node_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, node_id) DO NOTHING`,
    [tenantId, memberId, nodeId, now],
  );
}

export async function removeFavourite(db: Queryable, tenantId: string, memberId: number, nodeId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM game_favourites WHERE tenant_id = $1 AND member_id = $2 AND node_id = $3 RETURNING node_id', [
    tenantId,
    memberId,
    nodeId,
  ]);
  return rows.length > 0;
}

/** Node ids of the member's favourites, newest first. */
export async function favouriteNodeIds(db: Queryable, tenantId: string, memberId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    'SELECT node_id FROM game_favourites WHERE tenant_id = $1 AND member_id = $2 ORDER BY created_at DESC, node_id',
    [tenantId, memberId],
  );
  return rows.map((r) => r.node_id);
}
