/**
 * The names a record shows for a game it keeps by code (betting records, winner board): the
 * vendor's display name and the game's name in the request's language, found by node id or by
 * vendor and game code in the catalogue. A game the catalogue no longer has keeps its code.
 */
import type { LanguageCode } from '../../src/contracts/languages';
import type { CatalogueGame } from './catalogue';
import { gameName } from './items';
import { VENDOR_BY_CODE } from './vendors';

export type GameRef = { vendorCode: string; gameCode: string; nodeId?: string | number | null };
export type Games = { games: readonly CatalogueGame[]; byNode: ReadonlyMap<number, CatalogueGame> };
export type RecordNames = { vendorName: string; gameName: string };

const byCode = new WeakMap<readonly CatalogueGame[], Map<string, CatalogueGame>>();
const codeKey = (vendorCode: string, gameCode: string) => `${vendorCode}\n${gameCode}`;

/** the catalogue game a record means (the node id first, then vendor + code), if it has it */
export function findGame(cat: Games, ref: GameRef): CatalogueGame | undefined {
  const node = ref.nodeId === null || ref.nodeId === undefined ? undefined : cat.byNode.get(Number(ref.nodeId));
  if (node && node.vendorCode === ref.vendorCode && node.gameCode === ref.gameCode) return node;
  let map = byCode.get(cat.games);
  if (!map) {
    map = new Map(cat.games.map((g) => [codeKey(g.vendorCode, g.gameCode), g]));
    byCode.set(cat.games, map);
  }
  return map.get(codeKey(ref.vendorCode, ref.gameCode));
}

export const vendorDisplayName = (code: string): string => VENDOR_BY_CODE.get(code)?.displayName ?? code;

/** names of a recorded game in `language` */
export function recordNames(cat: Games, ref: GameRef, language: LanguageCode): RecordNames {
  const game = findGame(cat, ref);
  return { vendorName: vendorDisplayName(ref.vendorCode), gameName: game ? gameName(game, language) : ref.gameCode };
}
