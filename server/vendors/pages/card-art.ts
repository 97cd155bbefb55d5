/**
 * Playing cards in SVG for the table games: a face (rank and suit in the corners, the suit large
 * in the middle) on the front, a patterned back; dealt from the shoe and turned over with CSS
 * (no motion under reduced motion: the card lies face up at once).
 */
import { h } from './dom.js';
import { animate, pause, reducedMotion } from './motion.js';
import { cue } from './sound.js';
import { type Card, cardFace } from './surface-map.js';
import { picture, svg } from './svg.js';

function front(card: Card): SVGElement {
  const f = cardFace(card);
  const ink = f.red ? '#c8102e' : '#1a1a22';
  const corner = (x: number, y: number, rotate: string) =>
    svg(
      'g',
      { transform: rotate, fill: ink, 'font-family': 'system-ui,sans-serif', 'font-weight': 800, 'text-anchor': 'middle' },
      svg('text', { x, y, 'font-size': 15 }, f.rank),
      svg('text', { x, y: y + 14, 'font-size': 13 }, f.suit),
    );
  return picture(
    '0 0 60 84',
    'face front',
    svg('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fbfbf7', stroke: '#c9c9d2', 'stroke-width': 1.5 }),
    corner(10, 16, ''),
    corner(10, 16, 'rotate(180 30 42)'),
    svg(
      'text',
      {
        x: 30,
        y: 54,
        'font-size': card.rank > 10 ? 24 : 30,
        'text-anchor': 'middle',
        fill: ink,
        'font-family': 'system-ui,sans-serif',
        'font-weight': 800,
      },
      card.rank > 10 || card.rank === 1 ? `${f.rank}${f.suit}` : f.suit,
    ),
  );
}

function back(): SVGElement {
  return picture(
    '0 0 60 84',
    'face back',
    svg('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#7a1426', stroke: '#f5b942', 'stroke-width': 2 }),
    svg('path', { d: 'M8 8h44v68H8z', fill: 'none', stroke: '#f5b942', 'stroke-width': 1, opacity: 0.7 }),
    svg('path', { d: 'M30 20l12 22-12 22-12-22z', fill: '#f5b942', opacity: 0.85 }),
    svg('path', { d: 'M8 8l44 68M52 8L8 76', stroke: '#f5b942', 'stroke-width': 0.6, opacity: 0.5 }),
  );
}

/** a card on the table, face up (or face down while `card` is null: the dealer's hole card) */
export function cardEl(card: Card | null, faceUp = true): HTMLElement {
  const el = h(
    'div',
    { class: 'card3d', role: 'img', 'aria-label': card ? `${cardFace(card).rank}${cardFace(card).suit}` : '?' },
    h('div', { class: 'flip' }, card ? front(card) : back(), back()),
  );
  if (card) el.dataset.card = `${card.rank}:${card.suit}`;
  if (card && faceUp) el.classList.add('up');
  return el;
}

/** deals `card` into `row`: it slides from the shoe face down, then turns face up */
export async function deal(row: HTMLElement, card: Card): Promise<HTMLElement> {
  const el = cardEl(card, reducedMotion());
  row.append(el);
  if (reducedMotion()) return el;
  cue('card');
  await animate(
    el,
    [
      { transform: 'translate(140px,-120px) rotate(-12deg)', opacity: '0' },
      { transform: 'none', opacity: '1' },
    ],
    { duration: 280, easing: 'ease-out' },
  );
  el.classList.add('up');
  await pause(260);
  return el;
}
