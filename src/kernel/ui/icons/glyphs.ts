/**
 * The chrome's icon set: name → path data on a 24×24 grid, drawn as 1.8-wide round strokes in
 * `currentColor` (so icons follow the brand theme and need no emoji font). A circle is written as
 * two arcs (`M x-r y a r r 0 1 0 2r 0 a r r 0 1 0 -2r 0`); a dot is a zero-length round-capped line.
 */
import { circle, ring } from './glyph-shapes';
import type { MoreIconName } from './glyphs-more';

/**
 * The icons the first screens draw (header, bottom nav, home's game menu, footer): in the first
 * load. The others (side menu, member centre, records, agent…) are in `glyphs-more.ts`, loaded
 * with the screens that draw them (`Icon` fetches them itself when one is asked for first).
 */
export const GLYPHS = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  close: ['M6 6l12 12M18 6 6 18'],
  back: ['M15 4.5 7.5 12l7.5 7.5'],
  search: [circle(11, 11, 7), 'M16.2 16.2 21 21'],
  refresh: ['M20 11A8 8 0 0 0 5.4 6.6L4 8', 'M4 3.5V8h4.5', 'M4 13a8 8 0 0 0 14.6 4.4L20 16', 'M20 20.5V16h-4.5'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', circle(12, 12, 3)],
  eyeOff: [
    'M3 3l18 18',
    'M10.6 5.1Q11.3 5 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1',
    'M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.5-.6 4.9-1.4',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  appDownload: ['M7 2.5h10a1 1 0 0 1 1 1v17a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-17a1 1 0 0 1 1-1z', 'M12 6.5v7', 'M9 10.5l3 3 3-3', 'M11 18h2'],
  user: [circle(12, 7.5, 4), 'M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1'],
  userPlus: [circle(9, 7.5, 4), 'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1', 'M19 8v6M16 11h6'],
  gift: [
    'M3.5 8h17v4h-17z',
    'M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8',
    'M12 8v13',
    'M12 8C10.5 4.5 6.5 3.5 6.5 6S10 8 12 8zm0 0c1.5-3.5 5.5-4.5 5.5-2S14 8 12 8z',
  ],
  wallet: [
    'M19 7V5a1 1 0 0 0-1-1H5.5a2.5 2.5 0 0 0 0 5',
    'M3 6.5V18a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1V10a1 1 0 0 0-1-1H5.5',
    'M16.5 14.5h.01',
  ],
  crown: ['M3 7.5l4.5 4.5L12 5l4.5 7L21 7.5 19 18H5z', 'M5 21h14'],
  headset: ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 14h3v6H5a1 1 0 0 1-1-1z', 'M20 14h-3v6h2a1 1 0 0 0 1-1z'],
  shield: ['M12 2.5l8 3v6c0 5-3.4 8.4-8 10-4.6-1.6-8-5-8-10v-6z', 'M8.5 12l2.5 2.5 4.5-5'],
  alert: ['M10.3 4 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4a2 2 0 0 0-3.4 0z', 'M12 9.5v4', 'M12 17h.01'],
  flame: [
    'M12 21.5a6.5 6.5 0 0 0 6.5-6.5c0-5-4.5-7-5.5-12.5-3 2-4.5 5-4 8.5-1.2-.5-2-1.6-2.3-3C5.5 9.8 5.5 12.5 5.5 15a6.5 6.5 0 0 0 6.5 6.5z',
    'M12 21.5a2.8 2.8 0 0 1-2.8-2.8c0-2 1.6-2.8 2.3-4.7 1.6 1.3 3.3 2.7 3.3 4.7a2.8 2.8 0 0 1-2.8 2.8z',
  ],
  sparkle: ['M12 3l2.1 5.9L20 11l-5.9 2.1L12 19l-2.1-5.9L4 11l5.9-2.1z', 'M19 3v3.5M17.25 4.75h3.5'],
  clock: [ring, 'M12 7v5l3.5 2'],
  heart: ['M12 20.5S3.5 15.5 3.5 9.3A4.8 4.8 0 0 1 12 6.4a4.8 4.8 0 0 1 8.5 2.9c0 6.2-8.5 11.2-8.5 11.2z'],
  fish: ['M2.5 12C5 7.5 11 5.5 16 9.5l4.5-3.5v12L16 14.5C11 18.5 5 16.5 2.5 12z', 'M7.5 11h.01'],
  cherry: [
    circle(7, 17, 3.5),
    circle(17, 17.5, 3),
    'M7 13.5C8 9 11 5.5 15 3.5',
    'M17 14.5c-.3-4-1-7.5-2-11',
    'M15 3.5c2-.8 4.8 0 6 2-2.2.9-4.7.4-6-2z',
  ],
  chip: [ring, circle(12, 12, 4.5), 'M12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21'],
  cards: [
    'M9 6V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-2',
    'M5 6h10a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z',
    'M10 10.5l2.3 3-2.3 3-2.3-3z',
  ],
  ball: [ring, 'M12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4z', 'M12 8V3M15.8 10.8l4.7-1.6M14.3 15.2l2.9 4M9.7 15.2l-2.9 4M8.2 10.8 3.5 9.2'],
  controller: [
    'M7 7h10a5 5 0 0 1 4.9 6l-.6 3.3a2.5 2.5 0 0 1-4.2 1.4L15 15.8H9l-2.1 1.9a2.5 2.5 0 0 1-4.2-1.4L2.1 13A5 5 0 0 1 7 7z',
    'M7.5 9.8v4M5.5 11.8h4',
    'M15.5 11h.01M17.5 13h.01',
  ],
  rooster: [
    circle(7.5, 6.5, 2.5),
    'M5 7v5a7 7 0 0 0 7 7h1a6.5 6.5 0 0 0 6.5-6.5V4.5',
    'M19.5 4.5c-2.2.2-3.6 1.8-4 4.2M19.5 4.5c1.6 1.6 2.2 4 1.6 6.5',
    'M5.2 5.8 2.8 7l2.4.9',
    'M6 4.4c-.5-1.3.7-2.3 1.6-1.4.5-1 1.9-.8 2 .5',
    'M9.5 12.5c1.6 2 4.2 2.4 6.2 1',
    'M11 19v2.5M14 19v2.5',
  ],
  ticket: [
    'M3 7.5a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1V10a2 2 0 0 0 0 4v2.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V14a2 2 0 0 0 0-4z',
    'M15 6.5v2M15 11v2M15 15.5v2',
  ],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof GLYPHS | MoreIconName;
