/**
 * The slot symbols, drawn in SVG (100×100): cherries, lemon, bell, BAR, red seven, and the golden
 * lotus of Angkor as the scatter. Indexed like the engine's symbols.
 */
import { picture, svg } from './svg.js';

export const SYMBOL_NAMES = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'scatter'] as const;

const shine = (cx: number, cy: number, rx: number, ry: number) => svg('ellipse', { cx, cy, rx, ry, fill: '#fff', opacity: 0.45 });

const DRAW: Record<string, () => SVGElement[]> = {
  cherry: () => [
    svg('path', {
      d: 'M36 66C40 44 48 28 66 16M64 70C62 50 62 32 66 16',
      fill: 'none',
      stroke: '#2f8f3a',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    svg('path', { d: 'M66 16c10-6 22-4 26 4c-10 6-20 4-26-4z', fill: '#49b856' }),
    svg('circle', { cx: 34, cy: 70, r: 17, fill: '#d7193a', stroke: '#8a0c22', 'stroke-width': 2 }),
    svg('circle', { cx: 64, cy: 74, r: 17, fill: '#e8284a', stroke: '#8a0c22', 'stroke-width': 2 }),
    shine(28, 63, 5, 3),
    shine(58, 67, 5, 3),
  ],
  lemon: () => [
    svg('path', {
      d: 'M14 56C14 34 34 22 52 22C72 22 88 36 88 52C88 72 68 82 50 82C30 82 14 72 14 56Z',
      fill: '#ffd93b',
      stroke: '#d39b00',
      'stroke-width': 3,
    }),
    svg('path', { d: 'M12 56l-6 2M90 50l6-3', stroke: '#d39b00', 'stroke-width': 4, 'stroke-linecap': 'round' }),
    svg('path', { d: 'M50 22c4-8 12-10 18-8c-4 6-10 8-18 8z', fill: '#49b856' }),
    shine(38, 40, 10, 5),
  ],
  bell: () => [
    svg('path', {
      d: 'M50 14c-4 0-6 3-6 6v2c-14 4-22 16-22 32c0 10-4 16-10 20h76c-6-4-10-10-10-20c0-16-8-28-22-32v-2c0-3-2-6-6-6z',
      fill: '#f5b942',
      stroke: '#a86b00',
      'stroke-width': 3,
    }),
    svg('rect', { x: 12, y: 72, width: 76, height: 8, rx: 4, fill: '#d99518', stroke: '#a86b00', 'stroke-width': 2 }),
    svg('circle', { cx: 50, cy: 86, r: 7, fill: '#a86b00' }),
    shine(38, 40, 6, 12),
  ],
  bar: () => [
    svg('rect', { x: 8, y: 28, width: 84, height: 44, rx: 8, fill: '#1d2b53', stroke: '#f5b942', 'stroke-width': 4 }),
    svg(
      'text',
      {
        x: 50,
        y: 61,
        'text-anchor': 'middle',
        'font-size': 30,
        'font-weight': 900,
        'font-family': 'system-ui,sans-serif',
        fill: '#fff',
        'letter-spacing': 2,
      },
      'BAR',
    ),
  ],
  seven: () => [
    svg('path', {
      d: 'M20 16h62v12L50 88H30l32-58H20z',
      fill: '#e0162b',
      stroke: '#ffd24a',
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
    svg('path', { d: 'M26 21h48', stroke: '#fff', 'stroke-width': 3, opacity: 0.5, 'stroke-linecap': 'round' }),
  ],
  scatter: () => [
    svg('circle', { cx: 50, cy: 50, r: 44, fill: '#3b1c5a', stroke: '#f5b942', 'stroke-width': 3 }),
    ...[-60, -30, 0, 30, 60].map((deg) =>
      svg('path', {
        d: 'M50 74C38 60 40 36 50 22C60 36 62 60 50 74Z',
        fill: deg === 0 ? '#ffb3d1' : '#ff80b5',
        stroke: '#f5b942',
        'stroke-width': 2,
        transform: `rotate(${deg} 50 74)`,
      }),
    ),
    svg('path', { d: 'M24 78h52', stroke: '#f5b942', 'stroke-width': 4, 'stroke-linecap': 'round' }),
  ],
};

/** the drawing of symbol number `index` (engine order) */
export function symbolArt(index: number): SVGElement {
  const name = SYMBOL_NAMES[index] ?? 'cherry';
  const art = picture('0 0 100 100', `sym sym-${name}`, ...(DRAW[name]?.() ?? []));
  art.dataset.symbol = name;
  return art;
}
