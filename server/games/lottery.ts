/**
 * Lottery views over the catalogue and demo draws. A draw ("numero") is computed from the clock:
 * LOTT games draw daily, ELOTT games every 1, 3 or 5 minutes; the numbers are a hash of the game
 * and the draw number, so every server shows the same result. Demo data, not a real lottery.
 */
import { createHash } from 'node:crypto';
import type { LanguageCode } from '../../src/contracts/languages';
import type { BrandCatalogue } from './brand-catalogue';
import type { CatalogueGame } from './catalogue';
import { toItem } from './items';
import { VENDOR_BY_CODE } from './vendors';

const MINUTE = 60_000;

export function lotteryGames(view: BrandCatalogue): CatalogueGame[] {
  return view.games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT').sort((a, b) => a.nodeId - b.nodeId);
}

export function drawIntervalMs(g: CatalogueGame): number {
  if (g.gameType === 'LOTT') return 24 * 60 * MINUTE;
  return ([1, 3, 5][g.nodeId % 3] ?? 5) * MINUTE;
}

export type Draw = { gameCode: string; numero: number; openedAt: string; nextAt: string; numbers: number[] };

export function drawAt(g: CatalogueGame, numero: number): Draw {
  const interval = drawIntervalMs(g);
  const digest = createHash('sha256').update(`${g.gameCode}:${numero}`).digest();
  const numbers = [...digest.subarray(0, 5)].map((b) => b % 10);
  return { gameCode: g.gameCode, numero, openedAt: new Date(numero * interval).toISOString(), nextAt: new Date((numero + 1) * interval).toISOString(), numbers };
}

/** The latest `count` opened draws of a game, newest first. */
export function openedDraws(g: CatalogueGame, now: Date, count: number): Draw[] {
  const interval = drawIntervalMs(g);
  const last = Math.floor(now.getTime() / interval);
  return Array.from({ length: count }, (_, i) => drawAt(g, last - i));
}

export function lotteryMenus(view: BrandCatalogue, language: LanguageCode) {
  const byVendor = new Map<string, CatalogueGame[]>();
  for (const g of lotteryGames(view)) byVendor.set(g.vendorCode, [...(byVendor.get(g.vendorCode) ?? []), g]);
  return [...byVendor].map(([vendor, games]) => ({
    vendor,
    displayName: VENDOR_BY_CODE.get(vendor)?.displayName ?? vendor,
    gameType: games[0]?.gameType ?? 'LOTT',
    games: games.map((g) => toItem(g, language)),
  }));
}
