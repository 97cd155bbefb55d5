/**
 * From a round's result (the server's answer) to what a game surface shows. Pure: no DOM, no
 * randomness. The surfaces only ever stop on, deal or draw what these give back, so the screen
 * shows the server's result and the server's amounts, whatever the animation does on the way.
 */
export type Card = { rank: number; suit: number };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'];

/** a 3×3 slot grid (row by row) as three reels, each top to bottom */
export function reelColumns(grid: readonly number[]): number[][] {
  if (grid.length !== 9) throw new Error(`a slot grid has 9 cells, got ${grid.length}`);
  return [0, 1, 2].map((c) => [grid[c], grid[3 + c], grid[6 + c]] as number[]);
}

/** the grid a surface's reels show (row by row), read back from the reels: the inverse of reelColumns */
export function gridOfReels(reels: readonly (readonly number[])[]): number[] {
  return [0, 1, 2].flatMap((row) => reels.map((reel) => reel[row] as number));
}

/**
 * The strip one reel scrolls through while it spins: the result's three symbols first (where it
 * stops), then `filler` passing symbols, then the three it showed before (where it starts).
 * The passing symbols follow a fixed pattern: they are decoration, the stop is the result.
 */
export function reelStrip(stop: readonly number[], before: readonly number[], filler: number, symbolCount: number, reel: number): number[] {
  const passing = Array.from({ length: filler }, (_, i) => (i * 5 + reel * 3 + 1) % symbolCount);
  return [...stop, ...passing, ...before];
}

/** the paying lines of a grid: three of the same symbol (not the scatter) along a line */
export function winningLines(grid: readonly number[], lines: readonly (readonly number[])[], scatter: number): number[] {
  const won: number[] = [];
  lines.forEach((line, i) => {
    const [a, b, c] = line.map((cell) => grid[cell]);
    if (a !== undefined && a !== scatter && a === b && b === c) won.push(i);
  });
  return won;
}

/** the cells to light up: every cell of a paying line, and every scatter when three or more start the free spins */
export function litCells(grid: readonly number[], lines: readonly (readonly number[])[], scatter: number): number[] {
  const cells = new Set<number>();
  for (const i of winningLines(grid, lines, scatter)) for (const cell of lines[i] ?? []) cells.add(cell);
  const scatters = grid.flatMap((s, i) => (s === scatter ? [i] : []));
  if (scatters.length >= 3) for (const cell of scatters) cells.add(cell);
  return [...cells].sort((a, b) => a - b);
}

/**
 * The amounts a win counter shows while it counts up: increasing whole minor units, ending with
 * exactly the server's `win` (a win of 0 shows only 0).
 */
export function countUpSteps(win: number, steps = 12): number[] {
  if (!Number.isInteger(win) || win < 0) throw new Error(`a win is a whole, non-negative amount of minor units, got ${win}`);
  if (win === 0) return [0];
  const out: number[] = [];
  for (let i = 1; i <= steps; i++) {
    const n = Math.round((win * i) / steps);
    if (n > (out[out.length - 1] ?? 0)) out.push(n);
  }
  return out;
}

/** what a card shows: its rank, suit sign, colour, and words for a screen reader */
export function cardFace(card: Card): { rank: string; suit: string; red: boolean; name: string } {
  const rank = RANKS[card.rank - 1];
  const suit = SUITS[card.suit];
  if (rank === undefined || suit === undefined) throw new Error(`no such card: rank ${card.rank}, suit ${card.suit}`);
  return { rank, suit, red: card.suit === 1 || card.suit === 2, name: `${rank} ${SUIT_NAMES[card.suit]}` };
}

/** baccarat points of a hand as the table shows them: A = 1, 2-9 their value, 10 and faces 0, modulo 10 */
export function baccaratPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + (c.rank >= 10 ? 0 : c.rank), 0) % 10;
}

/** the order a baccarat table deals its cards: player, banker, player, banker, then the third cards */
export function baccaratDealOrder(
  player: readonly Card[],
  banker: readonly Card[],
): { side: 'player' | 'banker'; card: Card; slot: number }[] {
  const order: { side: 'player' | 'banker'; card: Card; slot: number }[] = [];
  for (let slot = 0; slot < 2; slot++) {
    const p = player[slot];
    const b = banker[slot];
    if (p) order.push({ side: 'player', card: p, slot });
    if (b) order.push({ side: 'banker', card: b, slot });
  }
  if (player[2]) order.push({ side: 'player', card: player[2], slot: 2 });
  if (banker[2]) order.push({ side: 'banker', card: banker[2], slot: 2 });
  return order;
}

/** a bingo round on the board: the balls in draw order, each with whether it is on the card; the card's numbers, each marked or not */
export function bingoMarks(
  card: readonly number[],
  balls: readonly number[],
): { balls: { n: number; match: boolean }[]; card: { n: number; marked: boolean }[]; matches: number } {
  const onCard = new Set(card);
  const drawn = new Set(balls);
  return {
    balls: balls.map((n) => ({ n, match: onCard.has(n) })),
    card: card.map((n) => ({ n, marked: drawn.has(n) })),
    matches: card.filter((n) => drawn.has(n)).length,
  };
}

/** a fishing shot: which fish, and whether the shot takes it (the server's `hit`), with what it pays */
export function fishShot(view: Record<string, unknown>): { target: string; hit: boolean; pays: number } {
  const { target, hit, pays } = view;
  if (typeof target !== 'string' || typeof hit !== 'boolean' || typeof pays !== 'number') throw new Error('not a fishing round');
  return { target, hit, pays };
}

/** the winning side's highlight on a dragon tiger table */
export function dragonTigerWinner(view: Record<string, unknown>): { dragon: Card; tiger: Card; outcome: 'dragon' | 'tiger' | 'tie' } {
  const { dragon, tiger, outcome } = view as { dragon: Card; tiger: Card; outcome: string };
  if (outcome !== 'dragon' && outcome !== 'tiger' && outcome !== 'tie') throw new Error('not a dragon tiger round');
  return { dragon, tiger, outcome };
}
