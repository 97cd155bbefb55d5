/**
 * The demo vendors of the catalogue: code (`vassalage`), display name, the game type of their
 * games, the category they list under (sports vendors split into regular, esports, cockfight;
 * in-house vendors are RNG vendors listed under INHOUSE), tile colours for the generated art.
 */
import type { BaseGameType, GameType } from '../../src/contracts/games/types';

export type VendorDef = {
  code: string;
  displayName: string;
  /** the type(s) of the vendor's games, first is the main one */
  types: readonly BaseGameType[];
  /** extra categories the vendor is listed under (vendor-type mapping) */
  also?: readonly GameType[];
  /** SPORTS vendors: which list they belong to */
  sportsList?: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';
  /** share of the generated RNG games (slot vendors only) */
  weight?: number;
  hue: number;
};

export const VENDORS: readonly VendorDef[] = [
  { code: 'PG', displayName: 'PG Soft', types: ['RNG'], weight: 5, hue: 12 },
  { code: 'JDB', displayName: 'JDB Gaming', types: ['RNG', 'FISH'], weight: 4, hue: 40 },
  { code: 'PP', displayName: 'Pragmatic Play', types: ['RNG', 'LIVE'], weight: 5, hue: 25 },
  { code: 'JL', displayName: 'JILI', types: ['RNG', 'FISH', 'PVP'], also: ['JL'], weight: 4, hue: 330 },
  { code: 'RTG', displayName: 'RTG Slots', types: ['RNG'], also: ['RTG'], weight: 3, hue: 200 },
  { code: 'CQ9', displayName: 'CQ9 Gaming', types: ['RNG', 'FISH'], weight: 3, hue: 280 },
  { code: 'FC', displayName: 'Fa Chai', types: ['RNG', 'FISH'], weight: 2, hue: 0 },
  { code: 'SPADE', displayName: 'Spade Gaming', types: ['RNG'], weight: 2, hue: 160 },
  { code: 'INH_ORIG', displayName: 'House Originals', types: ['RNG'], also: ['INHOUSE'], weight: 1, hue: 50 },
  { code: 'INH_MINI', displayName: 'House Mini Games', types: ['RNG'], also: ['INHOUSE'], weight: 1, hue: 95 },
  { code: 'AE_LIVE', displayName: 'AE Sexy Live', types: ['LIVE'], hue: 345 },
  { code: 'DG_LIVE', displayName: 'Dream Gaming', types: ['LIVE'], hue: 220 },
  { code: 'WM_LIVE', displayName: 'WM Casino', types: ['LIVE'], hue: 260 },
  { code: 'SABA', displayName: 'SABA Sports', types: ['SPORTS'], sportsList: 'SPORTS', hue: 130 },
  { code: 'CMD', displayName: 'CMD368 Sports', types: ['SPORTS'], sportsList: 'SPORTS', hue: 190 },
  { code: 'TF_ESPORTS', displayName: 'TF Gaming Esports', types: ['SPORTS'], sportsList: 'ESPORTS', also: ['ESPORTS'], hue: 270 },
  { code: 'IA_ESPORTS', displayName: 'IA Esports', types: ['SPORTS'], sportsList: 'ESPORTS', also: ['ESPORTS'], hue: 300 },
  { code: 'SV388', displayName: 'SV388 Cockfight', types: ['SPORTS'], sportsList: 'COCKFIGHT', also: ['COCKFIGHT'], hue: 5 },
  { code: 'WS168', displayName: 'WS168 Cockfight', types: ['SPORTS'], sportsList: 'COCKFIGHT', also: ['COCKFIGHT'], hue: 30 },
  { code: 'KY', displayName: 'Kaiyuan Poker', types: ['PVP'], hue: 210 },
  { code: 'V8', displayName: 'V8 Poker', types: ['PVP'], hue: 150 },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', types: ['LOTT'], hue: 355 },
  { code: 'TCG_SEA', displayName: 'TCG SEA Lotto', types: ['LOTT'], hue: 180 },
  { code: 'TCG_ELOTT', displayName: 'TCG E-Lotto', types: ['ELOTT'], hue: 45 },
  { code: 'GW_ELOTT', displayName: 'GW E-Lottery', types: ['ELOTT'], hue: 240 },
];

export const VENDOR_BY_CODE = new Map(VENDORS.map((v) => [v.code, v]));
