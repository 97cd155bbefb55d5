/**
 * The winner board: the biggest settled wins of the brand from the wallet's `bet_orders`
 * (INTERFACES.md §1), newest first among equal wins; only real wins (more than the stake that
 * stayed staked: a push is none), each with the game's name in the request's language. Player
 * names are masked. Until the wallet's table
 * exists the board is empty. `winAmount` is in minor units of the brand currency.
 */
import type { Winner } from '../../src/contracts/games/calls';
import type { LanguageCode } from '../../src/contracts/languages';
import type { Queryable } from '../db/types';
import type { BrandCatalogue } from './brand-catalogue';
import { DEFAULT_ART_URL, gameName, tileUrl } from './items';
import { findGame, vendorDisplayName } from './record-names';

/** `alice1` → `al***1`; short names keep their first letter. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

type Row = { username: string; node_id: number | null; game_code: string; vendor_code: string; win: string | number };

export async function winnerBoard(
  db: Queryable,
  view: BrandCatalogue,
  tenantId: string,
  category: string,
  limit: number,
  language: LanguageCode,
): Promise<Winner[]> {
  const [exists] = await db.query<{ t: string | null }>("SELECT to_regclass('bet_orders')::text AS t");
  if (!exists?.t) return [];
  // a real win pays more than what stayed staked: a push (stake returned) or a smaller win is none;
  // only the games of vendors the brand shows
  const rows = await db.query<Row>(
    `SELECT m.username, b.node_id, b.game_code, b.vendor_code, b.win
     FROM bet_orders b JOIN members m ON m.id = b.member_id
     WHERE b.tenant_id = $1 AND b.status = 'settled' AND b.win > b.stake - b.refunded AND ($2 = 'ALL' OR b.game_type = $2)
       AND b.vendor_code = ANY ($4::text[])
     ORDER BY b.win DESC, b.settled_at DESC LIMIT $3`,
    [tenantId, category, limit, view.vendors.map((v) => v.code)],
  );
  return rows.map((r) => {
    const g = findGame(view, { vendorCode: r.vendor_code, gameCode: r.game_code, nodeId: r.node_id });
    return {
      nodeId: g?.nodeId ?? Number(r.node_id ?? 0),
      customerName: maskName(r.username),
      winAmount: Number(r.win),
      // a game the catalogue no longer has shows its vendor, never a code
      gameName: g ? gameName(g, language) : vendorDisplayName(r.vendor_code),
      iconUrl: g ? tileUrl(g.gameCode) : DEFAULT_ART_URL,
      vendor: r.vendor_code,
    };
  });
}
