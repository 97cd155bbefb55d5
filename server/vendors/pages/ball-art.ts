/** Numbered balls in SVG for bingo and lottery draws, coloured by number; dropped in one by one. */
import { h } from './dom.js';
import { animate, pause, reducedMotion } from './motion.js';
import { cue } from './sound.js';
import { picture, svg } from './svg.js';

const COLOURS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];

export function ballEl(n: number, colourBy: number = n): HTMLElement {
  const colour = COLOURS[Math.abs(colourBy) % COLOURS.length] ?? '#1e88e5';
  const el = h(
    'span',
    { class: 'ball', role: 'img', 'aria-label': String(n), 'data-ball': String(n) },
    picture(
      '0 0 40 40',
      'ball-art',
      svg('circle', { cx: 20, cy: 20, r: 19, fill: colour, stroke: 'rgba(0,0,0,.35)', 'stroke-width': 1 }),
      svg('circle', { cx: 20, cy: 20, r: 12, fill: '#fff' }),
      svg('ellipse', { cx: 13, cy: 10, rx: 6, ry: 3, fill: '#fff', opacity: 0.5 }),
      svg(
        'text',
        { x: 20, y: 25, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 800, 'font-family': 'system-ui,sans-serif', fill: '#111' },
        String(n),
      ),
    ),
  );
  return el;
}

/** drops a ball into `tray` (rolls in from the right unless reduced motion) */
export async function dropBall(tray: HTMLElement, ball: HTMLElement, gap = 40): Promise<void> {
  tray.append(ball);
  if (reducedMotion()) return;
  cue('ball');
  await animate(
    ball,
    [
      { transform: 'translate(160px,-40px) rotate(320deg)', opacity: '0' },
      { transform: 'none', opacity: '1' },
    ],
    { duration: 220, easing: 'cubic-bezier(.2,.8,.3,1.2)' },
  );
  await pause(gap);
}
