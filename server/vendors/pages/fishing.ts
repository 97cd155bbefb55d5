/**
 * Fishing screen: a sea where the five kinds of fish swim, a cannon, and one button per target
 * (its multiplier). Each shot costs the stake; the server decides the hit. The shot flies to the
 * fish: a hit catches it (coins and the amount), a miss splashes past. Under reduced motion the
 * fish hold still and the shot's outcome shows at once.
 */
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { animate, pause, reducedMotion } from './motion.js';
import { playRound, type RoundAnswer } from './round.js';
import { cue } from './sound.js';
import { fishShot } from './surface-map.js';
import { picture, svg } from './svg.js';

const KINDS = ['shrimp', 'puffer', 'turtle', 'shark', 'dragon'] as const;
type Kind = (typeof KINDS)[number];

const eye = (cx: number, cy: number) => [
  svg('circle', { cx, cy, r: 4, fill: '#fff' }),
  svg('circle', { cx: cx + 1, cy, r: 2, fill: '#111' }),
];
const ART: Record<Kind, () => SVGElement[]> = {
  shrimp: () => [
    svg('path', {
      d: 'M20 38C22 18 56 10 84 22C96 28 98 40 90 44C76 36 52 36 36 48C28 52 20 48 20 38Z',
      fill: '#ff8a80',
      stroke: '#c2453b',
      'stroke-width': 2,
    }),
    svg('path', { d: 'M40 24l4 18M54 20l2 18M68 20l-1 16', stroke: '#c2453b', 'stroke-width': 2 }),
    svg('path', { d: 'M92 24C104 10 112 8 118 6M92 28C106 20 114 20 118 20', fill: 'none', stroke: '#c2453b', 'stroke-width': 1.5 }),
    svg('path', { d: 'M20 38L4 28L8 44Z', fill: '#ff6f61' }),
    ...eye(86, 28),
  ],
  puffer: () => [
    ...Array.from({ length: 12 }, (_, i) => svg('path', { d: 'M60 6l3 10h-6z', fill: '#c99a00', transform: `rotate(${i * 30} 60 30)` })),
    svg('circle', { cx: 60, cy: 30, r: 22, fill: '#ffd54a', stroke: '#c99a00', 'stroke-width': 2 }),
    svg('path', { d: 'M38 30L22 18V42Z', fill: '#ffb300' }),
    svg('path', { d: 'M78 36q4 3 8 0', stroke: '#7a4a00', 'stroke-width': 2, fill: 'none' }),
    ...eye(72, 24),
  ],
  turtle: () => [
    svg('ellipse', { cx: 40, cy: 48, rx: 10, ry: 5, fill: '#7cc576', transform: 'rotate(30 40 48)' }),
    svg('ellipse', { cx: 78, cy: 48, rx: 10, ry: 5, fill: '#7cc576', transform: 'rotate(-30 78 48)' }),
    svg('ellipse', { cx: 100, cy: 30, rx: 12, ry: 9, fill: '#8bd17f' }),
    svg('ellipse', { cx: 60, cy: 30, rx: 34, ry: 20, fill: '#2e7d32', stroke: '#a5d6a7', 'stroke-width': 2 }),
    svg('path', { d: 'M48 18l12-6 12 6v14l-12 6-12-6z', fill: 'none', stroke: '#a5d6a7', 'stroke-width': 2 }),
    ...eye(104, 27),
  ],
  shark: () => [
    svg('path', { d: 'M6 18L24 30L6 46L14 30Z', fill: '#607d8b' }),
    svg('path', { d: 'M14 30C30 14 80 10 116 30C92 44 40 46 14 30Z', fill: '#90a4ae', stroke: '#455a64', 'stroke-width': 2 }),
    svg('path', { d: 'M54 16L66 0L72 16Z', fill: '#78909c' }),
    svg('path', { d: 'M28 34C60 42 92 40 110 32', stroke: '#eceff1', 'stroke-width': 3, fill: 'none' }),
    svg('path', { d: 'M96 32l3 4 3-4 3 4', stroke: '#fff', 'stroke-width': 1.5, fill: 'none' }),
    ...eye(98, 24),
  ],
  dragon: () => [
    svg('path', { d: 'M4 14L22 30L4 48L12 30Z', fill: '#ff7043' }),
    svg('path', { d: 'M12 30C30 8 84 8 112 28C84 50 32 50 12 30Z', fill: '#ffb300', stroke: '#d84315', 'stroke-width': 2 }),
    ...[30, 46, 62, 78].map((x) => svg('path', { d: `M${x} 20q6 10 0 20`, stroke: '#d84315', 'stroke-width': 1.5, fill: 'none' })),
    svg('path', { d: 'M40 12L56 0L70 12', fill: '#ff7043' }),
    svg('path', { d: 'M108 30C116 40 118 50 112 58M108 28C118 24 120 14 116 6', stroke: '#d84315', 'stroke-width': 1.5, fill: 'none' }),
    ...eye(96, 24),
  ],
};
const fishArt = (kind: Kind) => picture('0 0 120 60', `fish-art ${kind}`, ...ART[kind]());

export function mount(frame: Frame): void {
  const targets = (frame.state.board as { targets: Record<string, number> }).targets;
  const kinds = KINDS.filter((k) => k in targets);
  const name = (kind: string) => t(`fish_${kind as Kind}`);
  const swimmers = new Map(kinds.map((kind, i) => [kind, h('div', { class: `swimmer lane-${i}`, 'data-fish': kind }, fishArt(kind))]));
  const cannon = h(
    'div',
    { class: 'cannon' },
    picture(
      '0 0 60 60',
      'cannon-art',
      svg('rect', { x: 24, y: 4, width: 12, height: 34, rx: 4, fill: '#f5b942', stroke: '#8a5a00', 'stroke-width': 2 }),
      svg('circle', { cx: 30, cy: 44, r: 14, fill: '#ffcc4d', stroke: '#8a5a00', 'stroke-width': 2 }),
    ),
  );
  const sea = h(
    'div',
    { class: 'sea', 'data-testid': 'sea', role: 'img', 'aria-label': t('sea') },
    ...Array.from({ length: 6 }, (_, i) => h('span', { class: `bubble b${i}` })),
    ...swimmers.values(),
    cannon,
  );

  /** where a fish is now, in the sea's box (0..1 across and down) */
  const spot = (el: HTMLElement) => {
    const s = sea.getBoundingClientRect();
    const f = el.getBoundingClientRect();
    return { x: (f.left + f.width / 2 - s.left) / s.width, y: (f.top + f.height / 2 - s.top) / s.height };
  };
  const show = async (round: RoundAnswer) => {
    const shot = fishShot(round.view);
    const fish = swimmers.get(shot.target as Kind);
    if (!fish) return;
    const at = spot(fish);
    sea.dataset.lastShot = `${shot.target}:${shot.hit ? 'hit' : 'miss'}`;
    // the cannon turns to the fish (its foot is at the middle of the sea's bottom edge)
    const box = sea.getBoundingClientRect();
    const angle = Math.atan2((at.x - 0.5) * box.width, (1 - at.y) * box.height) * (180 / Math.PI);
    cannon.style.transform = `translateX(-50%) rotate(${Number.isFinite(angle) ? Math.round(angle) : 0}deg)`;
    const bullet = h('span', { class: 'bullet' });
    sea.append(bullet);
    if (!reducedMotion()) {
      cue('shot');
      await animate(
        bullet,
        [
          { left: '50%', top: '88%' },
          { left: `${at.x * 100}%`, top: `${at.y * 100}%` },
        ],
        { duration: 260, easing: 'ease-in' },
      );
    }
    bullet.remove();
    const mark = h(
      'span',
      { class: shot.hit ? 'catch' : 'splash', 'data-testid': 'shot-mark', 'data-hit': String(shot.hit) },
      shot.hit ? `+${frame.money(round.win)}` : '',
    );
    mark.style.left = `${at.x * 100}%`;
    mark.style.top = `${at.y * 100}%`;
    sea.append(mark);
    cue(shot.hit ? 'hit' : 'miss');
    if (shot.hit) fish.classList.add('caught');
    await pause(shot.hit ? 650 : 300);
    if (!reducedMotion()) {
      setTimeout(() => {
        mark.remove();
        if (!fish.classList.contains('caught')) return;
        // a caught fish swims in again from the edge of the sea
        fish.classList.remove('caught');
        fish.style.animation = 'none';
        void fish.offsetWidth;
        fish.style.animation = '';
      }, 900);
    } else {
      for (const old of sea.querySelectorAll('.catch,.splash')) if (old !== mark) old.remove();
    }
  };
  const shoot = async (kind: string, button: HTMLButtonElement) => {
    for (const old of sea.querySelectorAll('.catch,.splash')) old.remove();
    for (const f of swimmers.values()) f.classList.remove('caught');
    await playRound(frame, { target: kind }, button, {
      show,
      text: (r) => (r.view.hit ? `${t('hit')} ${name(kind)} ${frame.money(r.win)}` : `${t('miss')} ${name(kind)}`),
    });
  };
  const buttons = kinds.map((kind) =>
    h(
      'button',
      {
        type: 'button',
        class: 'target',
        'aria-label': `${t('shoot')} ${name(kind).toLowerCase()} ×${targets[kind]}`,
        onclick: (e) => shoot(kind, e.currentTarget as HTMLButtonElement),
      },
      fishArt(kind),
      h('span', {}, `×${targets[kind]}`),
    ),
  );
  frame.body.append(
    sea,
    h('section', {}, h('div', { class: 'muted' }, t('target')), h('div', { class: 'row targets' }, ...buttons)),
    frame.stakeChips(),
  );
}
