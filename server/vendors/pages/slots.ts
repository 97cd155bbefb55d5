/** Slots screen: a 3x3 grid, spin, buy the bonus (FeatureBuy), the jackpot pool (JACKPOT). */
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { playRound } from './round.js';

const FACES: Record<string, string> = { cherry: 'C', lemon: 'L', bell: 'B', bar: 'BAR', seven: '7', scatter: '★' };

export function mount(frame: Frame): void {
  const board = frame.state.board as { symbols: string[]; buyPrice: number | null; freeSpins: number };
  const face = (i: number) => FACES[board.symbols[i] ?? ''] ?? '?';
  const grid = h('div', { class: 'grid', 'data-testid': 'slot-grid' }, ...Array.from({ length: 9 }, () => h('span', {}, '·')));
  const extra = h('div', { class: 'muted' });
  const pool = h('div', { class: 'balance', 'data-testid': 'jackpot-pool' });
  const showPool = (n: number | null | undefined) => {
    if (typeof n === 'number') pool.textContent = `${t('jackpot')}: ${frame.money(n)}`;
  };
  showPool(frame.state.jackpot);
  const show = (cells: number[]) => grid.replaceChildren(...cells.map((c) => h('span', { class: `sym-${board.symbols[c]}`, title: board.symbols[c] ?? '' }, face(c))));
  const spin = async (buy: boolean, button: HTMLButtonElement) => {
    const round = await playRound(frame, { buy }, button);
    if (!round) return;
    show(round.view.grid as number[]);
    const free = (round.view.freeSpins as number[][]) ?? [];
    extra.textContent = free.length ? `${t('freeSpins')}: ${free.map((g) => g.map(face).join('')).join(' | ')}` : '';
    showPool(round.view.jackpotPool as number | undefined);
  };
  const spinButton = h('button', { type: 'button', class: 'primary', onclick: (e) => spin(false, e.currentTarget as HTMLButtonElement) }, t('play')) as HTMLButtonElement;
  const buyButton = board.buyPrice
    ? h('button', { type: 'button', onclick: (e) => spin(true, e.currentTarget as HTMLButtonElement) }, `${t('buy')} ×${board.buyPrice}`)
    : null;
  frame.body.append(frame.state.jackpot !== null && frame.state.jackpot !== undefined ? pool : '', h('section', {}, grid, extra), frame.stakeChips(), h('div', { class: 'row' }, spinButton, buyButton));
}
