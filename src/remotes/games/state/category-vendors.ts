/** The vendors a game type lists (vendor-type mapping), and a filter for games of the type. */
import type { GameItem, VassalTypes, Vendor } from '@contracts/games/calls';
import { SHORTCUT_VIEWS, type GameType } from '@contracts/games/types';

export function vendorsOfType(types: VassalTypes | null, type: GameType | ''): Vendor[] {
  if (!types) return [];
  if (!type) return types.vendors;
  const codes = types.mapping[type] ?? [];
  return codes.flatMap((c) => types.vendors.filter((v) => v.vassalage === c));
}

/** True when a game belongs to the type (for client-side filtering of the hot list). */
export function inType(types: VassalTypes | null, type: GameType | '', g: GameItem): boolean {
  if (!type) return true;
  const view = SHORTCUT_VIEWS[type];
  const base = view?.base ?? type;
  if (g.gameType !== base) return false;
  if (view?.classify && !g.gameClassify.includes(view.classify)) return false;
  const listed = view?.vendorsOf ?? (type === 'SPORTS' ? 'SPORTS' : null);
  return listed ? (types?.mapping[listed] ?? []).includes(g.vassalage) : true;
}
