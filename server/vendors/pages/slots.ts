/**
 * Slots screen: three reels of SVG symbols that spin and stop on the server's grid, the paying
 * lines drawn over them, free spins played out one after another, the win counted up; buy the
 * bonus (FeatureBuy) and the jackpot pool (JACKPOT).
 */
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { animate, pause, reducedMotion } from './motion.js';
import { playRound, type RoundAnswer } from './round.js';
import { SYMBOL_NAMES, symbolArt } from './slot-art.js';
import { cue } from './sound.js';
import { gridOfReels, litCells, reelColumns, reelStrip, winningLines } from './surface-map.js';
import { picture, svg } from './svg.js';

type Board = { symbols: string[]; lines: number[][]; buyPrice: number | null; freeSpins: number };
const SCATTER = SYMBOL_NAMES.indexOf('scatter');
const START = [0, 1, 2, 3, 4, 5, 0, 1, 2];

export function mount(frame: Frame): void {
  const board = frame.state.board as Board;
  const lines = board.lines;
  const symbolName = (s: number) => t(`sym_${SYMBOL_NAMES[s] ?? 'cherry'}`);
  let shown = START;

  const cell = (symbol: number, index?: number) => {
    const el = h('div', { class: 'cell' }, symbolArt(symbol));
    if (index !== undefined) el.dataset.cell = String(index);
    return el;
  };
  const strips = [0, 1, 2].map(() => h('div', { class: 'strip' }));
  const reels = strips.map((strip) => h('div', { class: 'reel' }, strip));
  const paylines = picture('0 0 300 300', 'paylines');
  const grid = h('div', { class: 'reels', role: 'img', 'data-testid': 'slot-grid' }, ...reels, paylines);
  const badge = h('div', { class: 'badge', 'data-testid': 'free-spin-badge', hidden: true });
  const history = h('div', { class: 'mini-grids', 'data-testid': 'free-spins' });
  const pool = h('div', { class: 'jackpot', 'data-testid': 'jackpot-pool' });

  /** puts a grid on the reels at rest, with its paying lines and lit cells */
  const rest = (g: number[]) => {
    shown = g;
    reelColumns(g).forEach((column, r) => {
      strips[r]?.replaceChildren(...column.map((s, row) => cell(s, row * 3 + r)));
      for (const a of strips[r]?.getAnimations?.() ?? []) a.cancel();
    });
    grid.dataset.grid = g.map((s) => SYMBOL_NAMES[s]).join(',');
    grid.setAttribute(
      'aria-label',
      `${t('reels')}: ${[0, 1, 2]
        .map((row) =>
          g
            .slice(row * 3, row * 3 + 3)
            .map(symbolName)
            .join(', '),
        )
        .join('; ')}`,
    );
    const won = winningLines(g, lines, SCATTER);
    paylines.replaceChildren(
      ...won.map((i) =>
        svg('polyline', {
          class: 'payline',
          points: (lines[i] ?? []).map((c) => `${(c % 3) * 100 + 50},${Math.floor(c / 3) * 100 + 50}`).join(' '),
        }),
      ),
    );
    const lit = new Set(litCells(g, lines, SCATTER));
    for (const el of grid.querySelectorAll<HTMLElement>('.cell')) el.classList.toggle('lit', lit.has(Number(el.dataset.cell)));
    grid.classList.toggle('won', lit.size > 0);
  };

  /** spins the reels from what they show to `g`; each reel stops a little after the one before */
  const spinTo = async (g: number[], ms: number) => {
    if (reducedMotion()) return rest(g);
    paylines.replaceChildren();
    grid.classList.remove('won');
    const before = reelColumns(shown);
    cue('spin');
    await Promise.all(
      reelColumns(g).map(async (column, r) => {
        const strip = reelStrip(column, before[r] ?? [], 9 + r * 3, SYMBOL_NAMES.length, r);
        const el = strips[r] as HTMLElement;
        el.replaceChildren(...strip.map((s) => cell(s)));
        const travel = ((strip.length - 3) / strip.length) * 100;
        await animate(el, [{ transform: `translateY(-${travel}%)` }, { transform: 'translateY(0)' }], {
          duration: ms + r * 250,
          easing: 'cubic-bezier(.3,.1,.3,1.08)',
        });
        cue('stop');
      }),
    );
    rest(gridOfReels(reelColumns(g)));
  };

  const mini = (g: number[]) => h('div', { class: 'mini' }, ...g.map((s) => symbolArt(s)));
  const showPool = (n: unknown) => {
    if (typeof n === 'number') pool.textContent = `${t('jackpot')}: ${frame.money(n)}`;
  };
  showPool(frame.state.jackpot);

  const show = async (round: RoundAnswer) => {
    const free = (round.view.freeSpins as number[][] | undefined) ?? [];
    const main = round.view.grid as number[];
    history.replaceChildren();
    badge.hidden = true;
    const spins = round.view.bought ? free : [main, ...free];
    for (const [i, g] of spins.entries()) {
      const freeIndex = round.view.bought ? i : i - 1;
      if (freeIndex >= 0) {
        badge.hidden = false;
        badge.textContent = `${t('freeSpins')} ${freeIndex + 1}/${free.length} ×2`;
      }
      await spinTo(g, freeIndex >= 0 ? 700 : 1000);
      if (freeIndex >= 0) {
        history.append(mini(g));
        await pause(winningLines(g, lines, SCATTER).length ? 700 : 250);
      } else if (free.length) {
        await pause(600);
      }
    }
    if (round.view.jackpot === true) grid.classList.add('jackpot-hit');
    showPool(round.view.jackpotPool);
  };

  const spin = (buy: boolean) => async (e: Event) => {
    grid.classList.remove('jackpot-hit');
    for (const b of buttons) b.disabled = true;
    try {
      await playRound(frame, { buy }, e.currentTarget as HTMLButtonElement, { show });
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  };
  const spinButton = h('button', { type: 'button', class: 'primary spin', onclick: spin(false) }, t('play')) as HTMLButtonElement;
  const buyButton = board.buyPrice
    ? (h('button', { type: 'button', onclick: spin(true) }, `${t('buy')} ×${board.buyPrice}`) as HTMLButtonElement)
    : null;
  const buttons = [spinButton, ...(buyButton ? [buyButton] : [])];
  rest(START);
  const hasPool = frame.state.jackpot !== null && frame.state.jackpot !== undefined;
  frame.body.append(
    h('section', { class: 'machine' }, hasPool ? pool : '', grid, badge, history),
    frame.stakeChips(),
    h('div', { class: 'row' }, spinButton, buyButton),
  );
}
