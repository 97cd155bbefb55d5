/**
 * The surfaces of the scheduled games, drawn from the shared results the state call returns:
 * the baccarat table (the last round dealt card by card onto the player's and the banker's boxes,
 * their points, the winner lit, and the bead road of past winners) and the lottery's last draw
 * (five balls dropped in order). A new result is dealt or drawn when it arrives; the first one
 * the page sees, and every one under reduced motion, shows at once.
 */
import { ballEl, dropBall } from './ball-art.js';
import { cardEl, deal } from './card-art.js';
import { h } from './dom.js';
import { label, t } from './i18n.js';
import { baccaratDealOrder, baccaratPoints, type Card } from './surface-map.js';
import { picture, svg } from './svg.js';

export type Result = { eventId: string; index: number; result: Record<string, unknown>; serverSeed: string };
export type Board = { el: HTMLElement; update(results: Result[]): Promise<void> };

/** shows the newest result when it is new; one at a time (a refresh while dealing waits for the next) */
function newest(draw: (r: Result, animated: boolean) => Promise<void>): (results: Result[]) => Promise<void> {
  let shown = '';
  let busy = false;
  return async (results) => {
    const latest = results[0];
    if (!latest || latest.eventId === shown || busy) return;
    const animated = shown !== '';
    shown = latest.eventId;
    busy = true;
    try {
      await draw(latest, animated);
    } finally {
      busy = false;
    }
  };
}

export function baccaratBoard(): Board {
  const side = (name: 'player' | 'banker') => {
    const cards = h('div', { class: 'hand', 'data-testid': `${name}-cards` });
    const points = h('span', { class: 'points' });
    return {
      cards,
      points,
      el: h(
        'div',
        { class: `box ${name}` },
        h('div', { class: 'box-name' }, t(name === 'player' ? 'pick_player' : 'pick_banker'), ' ', points),
        cards,
      ),
    };
  };
  const player = side('player');
  const banker = side('banker');
  const title = h('div', { class: 'muted' }, t('results'));
  const road = h('div', { class: 'road', 'aria-label': t('results'), role: 'group' });
  const table = h('div', { class: 'felt bac', 'data-testid': 'table' }, player.el, banker.el);
  const el = h('section', { class: 'table-wrap', 'data-testid': 'live-table' }, title, table, road);

  const update = newest(async (r, animated) => {
    const p = (r.result.player as Card[] | undefined) ?? [];
    const b = (r.result.banker as Card[] | undefined) ?? [];
    const winner = String(r.result.winner ?? '');
    title.textContent = `${t('results')} #${r.index}`;
    for (const s of [player, banker]) {
      s.cards.replaceChildren();
      s.points.textContent = '';
      s.el.classList.remove('won');
    }
    table.classList.remove('tied');
    const hands = { player: [] as Card[], banker: [] as Card[] };
    for (const step of baccaratDealOrder(p, b)) {
      const s = step.side === 'player' ? player : banker;
      if (animated) await deal(s.cards, step.card);
      else s.cards.append(cardEl(step.card));
      hands[step.side].push(step.card);
      s.points.textContent = String(baccaratPoints(hands[step.side]));
    }
    if (winner === 'player' || winner === 'banker') (winner === 'player' ? player : banker).el.classList.add('won');
    else table.classList.add('tied');
    table.dataset.outcome = winner;
  });
  return {
    el,
    async update(results) {
      road.replaceChildren(
        ...results
          .slice(0, 16)
          .reverse()
          .map((x) => {
            const w = String(x.result.winner ?? '');
            return h('span', { class: `bead ${w}`, title: `#${x.index} ${label('pick', w)}` }, label('pick', w).slice(0, 1));
          }),
      );
      await update(results);
    },
  };
}

export function lotteryBoard(): Board {
  const title = h('div', { class: 'muted' }, t('results'));
  const tray = h('div', { class: 'tray digits', 'data-testid': 'draw-balls', role: 'group', 'aria-label': t('results') });
  const sum = h('div', { class: 'muted' });
  const update = newest(async (r, animated) => {
    const digits = (r.result.digits as number[] | undefined) ?? [];
    title.textContent = `${t('results')} #${r.index}`;
    tray.replaceChildren();
    sum.textContent = '';
    for (const [i, d] of digits.entries()) {
      const ball = ballEl(d, i);
      if (animated) await dropBall(tray, ball, 120);
      else tray.append(ball);
    }
    sum.textContent = `Σ ${digits.reduce((a, n) => a + n, 0)}`;
  });
  // before the first draw: five empty places
  tray.append(...Array.from({ length: 5 }, () => h('span', { class: 'ball placeholder', 'aria-hidden': 'true' }, '?')));
  return { el: h('section', { class: 'lottery-board', 'data-testid': 'lottery-board' }, title, tray, sum), update };
}

/** the sport's mark on a fixture of the event board: a football, a game controller, or a rooster */
export function sportIcon(engine: string): SVGElement {
  if (engine === 'cockfight') {
    return picture(
      '0 0 40 40',
      'sport-icon',
      svg('path', { d: 'M12 30c-4-6-2-14 6-16l2-6 4 4 4-2-2 6c6 4 6 12 0 16z', fill: '#c62828', stroke: '#ffd24a', 'stroke-width': 1.5 }),
      svg('path', { d: 'M26 14l6 2-5 2z', fill: '#ffb300' }),
      svg('circle', { cx: 23, cy: 15, r: 1.5, fill: '#111' }),
      svg('path', { d: 'M16 32v5M22 32v5', stroke: '#ffb300', 'stroke-width': 2 }),
    );
  }
  if (engine === 'esports') {
    return picture(
      '0 0 40 40',
      'sport-icon',
      svg('path', {
        d: 'M8 14h24c4 0 6 4 6 10s-2 8-5 8-5-5-8-5h-10c-3 0-5 5-8 5s-5-2-5-8 2-10 6-10z',
        fill: '#5c6bc0',
        stroke: '#c5cae9',
        'stroke-width': 1.5,
      }),
      svg('path', { d: 'M12 19v6M9 22h6', stroke: '#fff', 'stroke-width': 2 }),
      svg('circle', { cx: 27, cy: 20, r: 2, fill: '#ffd24a' }),
      svg('circle', { cx: 31, cy: 24, r: 2, fill: '#69f0ae' }),
    );
  }
  return picture(
    '0 0 40 40',
    'sport-icon',
    svg('circle', { cx: 20, cy: 20, r: 17, fill: '#fff', stroke: '#111', 'stroke-width': 1.5 }),
    svg('path', { d: 'M20 12l7 5-3 8h-8l-3-8z', fill: '#111' }),
    svg('path', { d: 'M20 12V4M27 17l8-3M24 25l5 7M16 25l-5 7M13 17l-8-3', stroke: '#111', 'stroke-width': 1.5 }),
  );
}
