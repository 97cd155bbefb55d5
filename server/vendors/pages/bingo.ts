/** Bingo screen: each round deals a card of 5 numbers and draws 10 balls; matches pay. */
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { playRound } from './round.js';

export function mount(frame: Frame): void {
  const pays = (frame.state.board as { pays: number[] }).pays;
  const card = h('div', { 'data-testid': 'bingo-card' });
  const balls = h('div', { class: 'muted' });
  const button = h('button', {
    type: 'button', class: 'primary',
    onclick: async (e) => {
      const round = await playRound(frame, {}, e.currentTarget as HTMLButtonElement);
      if (!round) return;
      const drawn = round.view.balls as number[];
      card.textContent = `${t('card')}: ${(round.view.card as number[]).map((n) => (drawn.includes(n) ? `[${n}]` : n)).join(' ')}`;
      balls.textContent = `${t('balls')}: ${drawn.join(' ')}`;
    },
  }, t('draw'));
  frame.body.append(h('section', {}, card, balls, h('div', { class: 'muted' }, pays.map((p, m) => (p ? `${m}: ×${p}` : '')).filter(Boolean).join(' · '))), frame.stakeChips(), button);
}
