/**
 * The game surfaces show the server's result: what a surface stops on, deals or draws is read from
 * the round's view (server/vendors/pages/surface-map.ts), checked here against the engines' own
 * rounds (seeded, so every run sees the same rounds).
 */
import { describe, expect, it } from 'vitest';
import { dealBaccarat } from './engines/baccarat';
import { bingoEngine } from './engines/bingo';
import { dragonTigerEngine } from './engines/dragon-tiger';
import { fishingEngine } from './engines/fishing';
import { SYMBOLS, slotsEngine } from './engines/slots';
import { money } from './engines/types';
import { FairRng } from './fair/rng';
import {
  baccaratDealOrder,
  baccaratPoints,
  bingoMarks,
  cardFace,
  countUpSteps,
  dragonTigerWinner,
  fishShot,
  gridOfReels,
  litCells,
  reelColumns,
  reelStrip,
  winningLines,
} from './pages/surface-map';

const rng = (nonce: number) => new FairRng({ serverSeed: 'surface-map-seed', clientSeed: 'surfaces', nonce });
const SCATTER = SYMBOLS.indexOf('scatter');

describe('slot reels', () => {
  const engine = slotsEngine({ rtp: 0.96 });
  const { lines } = engine.describe() as { lines: number[][] };

  it('every reel stops on its column of the server grid: the reels read back are the grid', () => {
    let before = [0, 1, 2, 3, 4, 5, 0, 1, 2];
    for (let nonce = 0; nonce < 500; nonce++) {
      const grid = engine.play(rng(nonce), { buy: false }).view.grid as number[];
      const strips = reelColumns(grid).map((column, r) => reelStrip(column, reelColumns(before)[r] ?? [], 9 + r * 3, SYMBOLS.length, r));
      // where a strip stops (its first three) and where it starts (its last three)
      expect(gridOfReels(strips.map((s) => s.slice(0, 3)))).toEqual(grid);
      expect(gridOfReels(strips.map((s) => s.slice(-3)))).toEqual(before);
      before = grid;
    }
  });

  it('a reel strip has the result, the passing symbols and the start, in that order', () => {
    expect(reelStrip([4, 4, 4], [0, 1, 2], 3, 6, 0)).toEqual([4, 4, 4, 1, 0, 5, 0, 1, 2]);
    expect(() => reelColumns([1, 2, 3])).toThrow(/9 cells/);
  });

  it('lines light up exactly when the spin pays, and only for a paying spin without the bonus', () => {
    let paying = 0;
    for (let nonce = 0; nonce < 3000; nonce++) {
      const { multiplier, view } = engine.play(rng(nonce), { buy: false });
      const grid = view.grid as number[];
      if ((view.freeSpins as unknown[]).length > 0) continue;
      const won = winningLines(grid, lines, SCATTER);
      expect(won.length > 0, `round ${nonce}`).toBe(multiplier > 0);
      if (won.length) paying += 1;
      for (const cell of litCells(grid, lines, SCATTER)) expect(won.some((i) => lines[i]?.includes(cell))).toBe(true);
    }
    expect(paying).toBeGreaterThan(10);
  });

  it('a scatter line never pays and three scatters light up as the bonus trigger', () => {
    const grid = [SCATTER, SCATTER, SCATTER, 0, 1, 2, 3, 4, 0];
    expect(winningLines(grid, lines, SCATTER)).toEqual([]);
    expect(litCells(grid, lines, SCATTER)).toEqual([0, 1, 2]);
    expect(winningLines([4, 0, 1, 4, 4, 4, 2, 3, 4], lines, SCATTER)).toEqual([1, 3]);
  });
});

describe('the win counter', () => {
  it('ends on exactly the server win, counting up in whole minor units', () => {
    for (const stake of [10, 100, 1_000, 50_000]) {
      for (let nonce = 0; nonce < 300; nonce++) {
        const win = money(stake, slotsEngine({ rtp: 0.96 }).play(rng(nonce), { buy: false }).multiplier);
        const steps = countUpSteps(win);
        expect(steps.at(-1)).toBe(win);
        for (const [i, n] of steps.entries()) {
          expect(Number.isInteger(n)).toBe(true);
          if (i > 0) expect(n).toBeGreaterThan(steps[i - 1] ?? 0);
        }
      }
    }
    expect(countUpSteps(0)).toEqual([0]);
    expect(countUpSteps(3)).toEqual([1, 2, 3]);
    expect(() => countUpSteps(1.5)).toThrow(/whole/);
    expect(() => countUpSteps(-1)).toThrow(/whole/);
  });
});

describe('cards', () => {
  it('every card of the shoe has a face: rank, suit, red for hearts and diamonds', () => {
    const faces = new Set<string>();
    for (let rank = 1; rank <= 13; rank++) {
      for (let suit = 0; suit < 4; suit++) {
        const f = cardFace({ rank, suit });
        faces.add(`${f.rank}${f.suit}`);
        expect(f.red).toBe(suit === 1 || suit === 2);
      }
    }
    expect(faces.size).toBe(52);
    expect(cardFace({ rank: 1, suit: 0 })).toMatchObject({ rank: 'A', suit: '♠', name: 'A spades' });
    expect(cardFace({ rank: 13, suit: 1 })).toMatchObject({ rank: 'K', suit: '♥' });
    expect(() => cardFace({ rank: 14, suit: 0 })).toThrow(/no such card/);
  });

  it('dragon tiger: the table shows the server cards and the winner the payout follows', () => {
    const engine = dragonTigerEngine();
    for (let nonce = 0; nonce < 500; nonce++) {
      const { multiplier, view } = engine.play(rng(nonce), { side: 'dragon' });
      const shown = dragonTigerWinner(view);
      expect(shown.dragon).toEqual(view.dragon);
      expect(shown.tiger).toEqual(view.tiger);
      expect(shown.outcome === 'dragon').toBe(multiplier === 2);
      expect(shown.outcome === 'tie').toBe(multiplier === 0.5);
    }
    expect(() => dragonTigerWinner({ outcome: 'banker' })).toThrow();
  });

  it('baccarat: every dealt card is laid once, player and banker alternate, the points name the server winner', () => {
    for (let nonce = 0; nonce < 2000; nonce++) {
      const deal = dealBaccarat(rng(nonce));
      const order = baccaratDealOrder(deal.player, deal.banker);
      expect(order.filter((s) => s.side === 'player').map((s) => s.card)).toEqual(deal.player);
      expect(order.filter((s) => s.side === 'banker').map((s) => s.card)).toEqual(deal.banker);
      expect(order.slice(0, 4).map((s) => s.side)).toEqual(['player', 'banker', 'player', 'banker']);
      const [p, b] = [baccaratPoints(deal.player), baccaratPoints(deal.banker)];
      expect(p > b ? 'player' : b > p ? 'banker' : 'tie').toBe(deal.winner);
    }
  });
});

describe('bingo and fishing', () => {
  it('bingo: the daubed numbers are the drawn ones on the card; the match count is the server count', () => {
    const engine = bingoEngine(0.95);
    for (let nonce = 0; nonce < 500; nonce++) {
      const { view } = engine.play(rng(nonce), {});
      const card = view.card as number[];
      const balls = view.balls as number[];
      const marks = bingoMarks(card, balls);
      expect(marks.matches).toBe(view.matches);
      expect(marks.balls.map((b) => b.n)).toEqual(balls);
      expect(marks.card.filter((c) => c.marked).length).toBe(view.matches);
      expect(marks.balls.filter((b) => b.match).length).toBe(view.matches);
    }
  });

  it('fishing: the shot lands as the server decided (a hit is a paying round)', () => {
    const engine = fishingEngine(0.96);
    let hits = 0;
    for (let nonce = 0; nonce < 2000; nonce++) {
      const { multiplier, view } = engine.play(rng(nonce), { target: 'shrimp' });
      const shot = fishShot(view);
      expect(shot.target).toBe('shrimp');
      expect(shot.hit).toBe(multiplier > 0);
      if (shot.hit) {
        hits += 1;
        expect(multiplier).toBe(shot.pays);
      }
    }
    expect(hits).toBeGreaterThan(0);
    expect(() => fishShot({ target: 'shrimp' })).toThrow(/not a fishing round/);
  });
});
