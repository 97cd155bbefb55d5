/**
 * Bingo screen (quick ball): each round deals a card of 5 numbers out of 30 and draws 10 balls,
 * one after another; a ball on the card daubs its number; the pay table lights the matches.
 */
import { ballEl, dropBall } from './ball-art.js';
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { playRound, type RoundAnswer } from './round.js';
import { bingoMarks } from './surface-map.js';

export function mount(frame: Frame): void {
  const pays = (frame.state.board as { pays: number[] }).pays;
  const card = h(
    'div',
    { class: 'bingo-card', 'data-testid': 'bingo-card', 'aria-label': t('card'), role: 'group' },
    ...Array.from({ length: 5 }, () => h('span', { class: 'bingo-cell' }, '·')),
  );
  const tray = h('div', { class: 'tray', 'data-testid': 'ball-tray', 'aria-label': t('balls'), role: 'group' });
  const table = h(
    'div',
    { class: 'row pays' },
    ...pays.flatMap((p, m) => (p ? [h('span', { class: 'pay', 'data-matches': String(m) }, `${m} ✓ ×${p}`)] : [])),
  );

  const show = async (round: RoundAnswer) => {
    const marks = bingoMarks(round.view.card as number[], round.view.balls as number[]);
    const cells = marks.card.map(({ n }) => h('span', { class: 'bingo-cell', 'data-n': String(n) }, String(n)));
    card.replaceChildren(...cells);
    tray.replaceChildren();
    for (const p of table.children) p.classList.remove('on');
    for (const ball of marks.balls) {
      const el = ballEl(ball.n);
      if (ball.match) el.classList.add('match');
      await dropBall(tray, el);
      if (ball.match) cells[marks.card.findIndex((c) => c.n === ball.n)]?.classList.add('daubed');
    }
    table.querySelector(`[data-matches="${marks.matches}"]`)?.classList.add('on');
  };
  const button = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      onclick: (e) => playRound(frame, {}, e.currentTarget as HTMLButtonElement, { show }),
    },
    t('draw'),
  );
  frame.body.append(
    h('section', { class: 'bingo' }, h('div', { class: 'muted' }, t('card')), card, h('div', { class: 'muted' }, t('balls')), tray, table),
    frame.stakeChips(),
    button,
  );
}
