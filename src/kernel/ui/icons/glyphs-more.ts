/** The icons no first screen draws (see `glyphs.ts`): loaded with the screens that use them. */
import { circle, ring } from './glyph-shapes';

export const MORE_GLYPHS = {
  chevronRight: ['M9 4.5l7.5 7.5L9 19.5'],
  chevronUp: ['M5 15l7-7 7 7'],
  copy: [
    'M9 8h10a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    'M16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h1',
  ],
  download: ['M12 3v12', 'M7 10l5 5 5-5', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'],
  share: [circle(18, 5, 2.5), circle(6, 12, 2.5), circle(18, 19, 2.5), 'M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5'],
  signOut: ['M9 21H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3', 'M16 17l5-5-5-5', 'M21 12H9'],
  withdraw: ['M3 9h18v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z', 'M3 13h18', 'M12 2.5V9', 'M9 5.5l3-3 3 3'],
  bettingRecord: ['M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z', 'M9 8h6M9 12h6M9 16h3'],
  accountRecord: ['M5 19.5V5a2 2 0 0 1 2-2h12v14H7a2 2 0 0 0-2 2.5z', 'M5 19a2 2 0 0 0 2 2h12v-4', 'M9 7.5h6M9 11h4'],
  trophy: [
    'M8 3.5h8V9a4 4 0 0 1-8 0z',
    'M8 5.5H4.5V7A3.5 3.5 0 0 0 8 10.5',
    'M16 5.5h3.5V7a3.5 3.5 0 0 1-3.5 3.5',
    'M12 13v4',
    'M8 21h8l-1-4H9z',
  ],
  flag: ['M5 21V3.5', 'M5 4h12.5l-2.5 4.5 2.5 4.5H5'],
  feedback: ['M4 4.5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-15a1 1 0 0 1 1-1z', 'M8 9h8M8 12.5h5'],
  telegram: ['M21.5 3.5 2.5 11l6 2.3L10.5 20l3.3-3.8 4.9 3.6z', 'M8.5 13.3 18.5 6.5l-7.8 8.2'],
  chat: [
    'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z',
    'M8.5 10h.01M12 10h.01M15.5 10h.01',
  ],
  send: ['M21 3 10 14', 'M21 3l-6.5 18-4.5-7-7-4.5z'],
  messenger: ['M12 3a9 8.5 0 0 0-5 15.6V21l2.8-1.5A9 8.5 0 1 0 12 3z', 'M7 13.5l3.5-3.5 3 2.5 3.5-3.5'],
  facebook: ['M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z', 'M16 7.5h-1.5A2.5 2.5 0 0 0 12 10v11', 'M9 13h6'],
  help: [ring, 'M9.5 9.3a2.6 2.6 0 1 1 3.7 2.4c-.7.3-1.2 1-1.2 1.8v.5', 'M12 17.2h.01'],
  globe: [ring, 'M3 12h18', 'M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3z'],
  tools: ['M14.5 3.5a5 5 0 0 0-4.6 6.9L3.8 16.5a2.4 2.4 0 0 0 3.4 3.4l6.1-6.1a5 5 0 0 0 6.9-4.6l-3 1.3-2.7-2.7z'],
  ban: [ring, 'M5.6 5.6l12.8 12.8'],
  hourglass: ['M6 3h12M6 21h12', 'M7.5 3c0 4.5 4.5 6 4.5 9s-4.5 4.5-4.5 9', 'M16.5 3c0 4.5-4.5 6-4.5 9s4.5 4.5 4.5 9'],
  mail: ['M3.5 6h17a.5.5 0 0 1 .5.5v11a.5.5 0 0 1-.5.5h-17a.5.5 0 0 1-.5-.5v-11a.5.5 0 0 1 .5-.5z', 'M3 6.5l9 7 9-7'],
  sliders: ['M4 6h9M17 6h3M15 4v4', 'M4 12h3M11 12h9M9 10v4', 'M4 18h11M19 18h1M17 16v4'],
} as const satisfies Record<string, readonly string[]>;

export type MoreIconName = keyof typeof MORE_GLYPHS;
