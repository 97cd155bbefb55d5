/**
 * What authenticate tells the vendor about the launched game from the operator's catalogue
 * (server/games, table `games`): its classifications (BG, JP, FeatureBuy: the engine variant) and
 * its name in the launch language.
 */
import type { Queryable } from '../../db/types';

export type GameInfo = { classify: string[]; name: string | null };

export async function gameInfo(db: Queryable, nodeId: string | null, language: string): Promise<GameInfo> {
  if (nodeId === null || !/^\d+$/.test(nodeId)) return { classify: [], name: null };
  const [row] = await db.query<{ classify: string; name_en: string; name_zh: string; name_km: string }>(
    'SELECT classify, name_en, name_zh, name_km FROM games WHERE node_id = $1',
    [Number(nodeId)],
  );
  if (!row) return { classify: [], name: null };
  const lang = language.toLowerCase();
  const name = lang.startsWith('zh') || lang === 'cn' ? row.name_zh : lang.startsWith('km') ? row.name_km : row.name_en;
  return { classify: row.classify.split(',').filter(Boolean), name };
}
