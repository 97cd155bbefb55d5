/**
 * Dragon tiger screen (PVP against the house): a table with the dragon's and the tiger's boxes;
 * each round deals one card to each, face down, and turns them; the winning box lights up.
 * Bet dragon, tiger (1:1, half back on a tie) or tie (11:1).
 */
import { deal } from './card-art.js';
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { playRound, type RoundAnswer } from './round.js';
import { dragonTigerWinner } from './surface-map.js';

const SIDES = ['dragon', 'tie', 'tiger'] as const;
const PAYS: Record<(typeof SIDES)[number], string> = { dragon: '1:1', tie: '11:1', tiger: '1:1' };

export function mount(frame: Frame): void {
  const box = (side: 'dragon' | 'tiger') => {
    const cards = h('div', { class: 'slot', 'data-testid': `${side}-card` });
    return { cards, el: h('div', { class: `box ${side}` }, h('div', { class: 'box-name' }, t(side)), cards) };
  };
  const dragon = box('dragon');
  const tiger = box('tiger');
  const verdict = h('div', { class: 'verdict', 'data-testid': 'table-outcome' });
  const table = h('div', { class: 'felt dt', 'data-testid': 'table' }, dragon.el, h('div', { class: 'vs' }, 'VS'), tiger.el);

  const show = async (round: RoundAnswer) => {
    const v = dragonTigerWinner(round.view);
    dragon.cards.replaceChildren();
    tiger.cards.replaceChildren();
    dragon.el.classList.remove('won');
    tiger.el.classList.remove('won');
    verdict.textContent = '';
    await deal(dragon.cards, v.dragon);
    await deal(tiger.cards, v.tiger);
    if (v.outcome !== 'tie') (v.outcome === 'dragon' ? dragon : tiger).el.classList.add('won');
    else table.classList.add('tied');
    verdict.textContent = t(v.outcome);
    table.dataset.outcome = v.outcome;
  };
  const sides = SIDES.map(
    (side) =>
      h(
        'button',
        {
          type: 'button',
          class: `side ${side}`,
          'aria-label': `${t('deal')}: ${t(side)} ${PAYS[side]}`,
          onclick: async (e) => {
            table.classList.remove('tied');
            for (const b of sides) b.disabled = true;
            try {
              await playRound(frame, { side }, e.currentTarget as HTMLButtonElement, {
                show,
                text: (r) => `${t(dragonTigerWinner(r.view).outcome)} · ${r.win > 0 ? `${t('win')} ${frame.money(r.win)}` : t('lose')}`,
              });
            } finally {
              for (const b of sides) b.disabled = false;
            }
          },
        },
        h('span', {}, t(side)),
        h('small', {}, PAYS[side]),
      ) as HTMLButtonElement,
  );
  frame.body.append(h('section', { class: 'table-wrap' }, table, verdict), frame.stakeChips(), h('div', { class: 'row sides' }, ...sides));
}
