/** Dragon tiger screen (PVP against the house): bet dragon, tiger or tie, one card each. */
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { playRound } from './round.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const card = (c: { rank: number; suit: number }) => `${RANKS[c.rank - 1]}${SUITS[c.suit]}`;

export function mount(frame: Frame): void {
  const table = h('div', { class: 'grid', 'data-testid': 'table' }, h('span', {}, 'D'), h('span', {}, 'vs'), h('span', {}, 'T'));
  const bet = async (side: string, button: HTMLButtonElement) => {
    const round = await playRound(frame, { side }, button);
    if (!round) return;
    const v = round.view as { dragon: { rank: number; suit: number }; tiger: { rank: number; suit: number }; outcome: string };
    table.replaceChildren(h('span', {}, card(v.dragon)), h('span', {}, v.outcome), h('span', {}, card(v.tiger)));
  };
  const sides = ['dragon', 'tie', 'tiger'].map((side) =>
    h('button', { type: 'button', class: side === 'tie' ? '' : 'primary', onclick: (e) => bet(side, e.currentTarget as HTMLButtonElement) }, `${t('deal')}: ${side}`));
  frame.body.append(h('section', {}, table), frame.stakeChips(), h('div', { class: 'row' }, ...sides));
}
