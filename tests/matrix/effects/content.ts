/**
 * Content. COMM3 carries the help centre call (spec §7: "help centre GET with
 * device=MOBILE and lang, moduleId COMM3"): on, /m/help shows the entries; off, the call is
 * refused and the page says the help centre is unavailable. Notices and banners are not tied to a
 * flag (INBOX3 is the inbox's, issue of the member centre).
 */
import type { Check, Effect } from './types';
import { guest, member } from './types';

const HELP = '/m/help';
const VIEW = '[data-testid="help-view"]';
const OFF = '[data-testid="help-unavailable"]';

export const contentEffects: Effect[] = [
  {
    switch: 'COMM3',
    id: 'COMM3.help-centre',
    spec: '§7 Account (help centre, moduleId COMM3); §2 /m/help',
    says: '/m/help shows the help entries when COMM3 is on; the help-centre-unavailable message when off',
    status: 'active',
    checks: (v) =>
      [guest(HELP), member(HELP)].map(
        (scene): Check =>
          v === true
            ? { scene, expect: { kind: 'present', selector: VIEW, what: 'help entries' } }
            : { scene, expect: { kind: 'present', selector: OFF, what: 'help centre unavailable message' } },
      ),
  },
];
