/**
 * Builds the demo catalogue: a deterministic list of `count` games over the vendors of
 * `vendors.ts` (same input, same games). Fixed parts: one lobby per sports vendor, live tables,
 * card games (dragon tiger), lottery games, fish games; slots (RNG) fill the rest by vendor weight; a
 * blackjack table per card-game vendor takes the place of the last slots. Every name says what plays
 * it (names.test.ts checks each against the demo vendors' engine).
 */
import type { BaseGameType, Classification } from '../../src/contracts/games/types';
import { cardName, elottName, liveName, lottoName, type Names, slotName, sportsName } from './names';
import { VENDORS, type VendorDef } from './vendors';

export type GameSeed = {
  nodeId: number;
  gameCode: string;
  vendorCode: string;
  gameType: BaseGameType;
  names: Names;
  classify: Classification[];
  isNew: boolean;
  /** 1 = hottest; null = not in the hot list */
  hotRank: number | null;
  /** minor units */
  minBet: number;
  minLine: number;
  freePlay: boolean;
  /** lottery games: 'Tradition', 'Entertainment' or both */
  lottoMode: string | null;
  sortOrder: number;
};

export const DEFAULT_CATALOGUE_SIZE = 5000;
export const MIN_BETS = [10, 20, 50, 100, 200, 500, 1000] as const;
export const MIN_LINES = [1, 5, 9, 20, 25, 50, 243] as const;
const HOT_COUNT = 60;

/** mulberry32: a small seeded PRNG so the catalogue is the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)] as T;
}

type Draft = Omit<GameSeed, 'nodeId' | 'sortOrder' | 'hotRank'>;

function fixedGames(rnd: () => number): Draft[] {
  const out: Draft[] = [];
  const base = { classify: [], isNew: false, lottoMode: null } as const;
  const of = (v: VendorDef, t: BaseGameType) => v.types.includes(t);
  for (const v of VENDORS) {
    if (of(v, 'SPORTS'))
      out.push({
        ...base,
        classify: [],
        gameCode: `${v.code}_LOBBY`,
        vendorCode: v.code,
        gameType: 'SPORTS',
        names: sportsName(v.displayName, v.sportsList ?? 'SPORTS'),
        minBet: 100,
        minLine: 1,
        freePlay: false,
      });
    if (of(v, 'LIVE'))
      for (let i = 0; i < 15; i++)
        out.push({
          ...base,
          classify: [],
          gameCode: `${v.code}_T${i + 1}`,
          vendorCode: v.code,
          gameType: 'LIVE',
          names: liveName(i),
          minBet: pick(rnd, MIN_BETS),
          minLine: 1,
          freePlay: false,
          isNew: rnd() < 0.05,
        });
    if (of(v, 'PVP'))
      for (let i = 0; i < 24; i++)
        out.push({
          ...base,
          classify: [],
          gameCode: `${v.code}_C${i + 1}`,
          vendorCode: v.code,
          gameType: 'PVP',
          names: cardName(i),
          minBet: pick(rnd, MIN_BETS),
          minLine: 1,
          freePlay: true,
          isNew: rnd() < 0.05,
        });
    if (of(v, 'LOTT'))
      for (let i = 0; i < 10; i++)
        out.push({
          ...base,
          classify: [],
          gameCode: `${v.code}_L${i + 1}`,
          vendorCode: v.code,
          gameType: 'LOTT',
          names: lottoName(i),
          minBet: 100,
          minLine: 1,
          freePlay: false,
          lottoMode: i % 3 === 0 ? 'Tradition,Entertainment' : 'Tradition',
        });
    if (of(v, 'ELOTT'))
      for (let i = 0; i < 6; i++)
        out.push({
          ...base,
          classify: [],
          gameCode: `${v.code}_E${i + 1}`,
          vendorCode: v.code,
          gameType: 'ELOTT',
          names: elottName(i),
          minBet: 100,
          minLine: 1,
          freePlay: false,
          lottoMode: 'Entertainment',
        });
    if (of(v, 'FISH'))
      for (let i = 0; i < 12; i++)
        out.push({
          ...base,
          classify: [],
          gameCode: `${v.code}_F${i + 1}`,
          vendorCode: v.code,
          gameType: 'FISH',
          names: slotName(i * 7 + v.hue, 'fish'),
          minBet: pick(rnd, MIN_BETS),
          minLine: 1,
          freePlay: true,
          isNew: rnd() < 0.05,
        });
  }
  return out;
}

/** one blackjack table per card-game (PVP) vendor (engine `blackjack`: its code ends in `_BJ`) */
function blackjack(): Draft[] {
  return VENDORS.filter((v) => v.types.includes('PVP')).map((v) => ({
    gameCode: `${v.code}_BJ`,
    vendorCode: v.code,
    gameType: 'PVP',
    names: { en: 'Blackjack', zh: '二十一点', km: 'ប្លាក់ជែក' },
    classify: [],
    isNew: true,
    minBet: 100,
    minLine: 1,
    freePlay: true,
    lottoMode: null,
  }));
}

function slotClassify(rnd: () => number): Classification[] {
  const c: Classification[] = [];
  if (rnd() < 0.08) c.push('BG');
  if (rnd() < 0.07) c.push('JP');
  if (rnd() < 0.15) c.push('FeatureBuy');
  return c;
}

function slots(rnd: () => number, count: number): Draft[] {
  const slotVendors = VENDORS.filter((v) => v.weight);
  const total = slotVendors.reduce((s, v) => s + (v.weight ?? 0), 0);
  const out: Draft[] = [];
  let n = 0;
  slotVendors.forEach((v, vi) => {
    const share = vi === slotVendors.length - 1 ? count - n : Math.round((count * (v.weight ?? 0)) / total);
    for (let i = 0; i < share; i++) {
      // the classification picks the engine (jackpot before bingo, as engineIdOf): the name says which
      const classify = slotClassify(rnd);
      const kind = classify.includes('JP') ? 'jackpot' : classify.includes('BG') ? 'bingo' : 'slot';
      out.push({
        gameCode: `${v.code}_S${i + 1}`,
        vendorCode: v.code,
        gameType: 'RNG',
        names: slotName(i + vi * 37, kind),
        classify,
        isNew: rnd() < 0.05,
        minBet: pick(rnd, MIN_BETS),
        minLine: pick(rnd, MIN_LINES),
        freePlay: true,
        lottoMode: null,
      });
    }
    n += share;
  });
  return out;
}

/** The catalogue of `count` games (at least the fixed part, about 250 games). */
export function generateCatalogue(count = DEFAULT_CATALOGUE_SIZE): GameSeed[] {
  const rnd = prng(20261122);
  const fixed = fixedGames(rnd);
  // the blackjack tables take the places of the last slots: every other game keeps its node id,
  // its draws and its sort order (the slots are drawn in full first)
  const tables = blackjack();
  const filler = slots(rnd, Math.max(0, count - fixed.length));
  const drafts = [...fixed, ...filler.slice(0, Math.max(0, filler.length - tables.length)), ...tables];
  const games: GameSeed[] = drafts.map((d, i) => ({ ...d, nodeId: i + 1, sortOrder: Math.floor(rnd() * 1_000_000), hotRank: null }));
  // hot games: a spread over types, ranked
  const hotPool = [...games].sort((a, b) => a.sortOrder - b.sortOrder).filter((g) => g.gameType !== 'SPORTS');
  hotPool.slice(0, HOT_COUNT).forEach((g, i) => {
    g.hotRank = i + 1;
  });
  return games;
}
