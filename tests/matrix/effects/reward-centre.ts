/**
 * Spec §4: "Rewards centre needs REWCEN3 else message contact_service for 2 s." The message is the
 * toast marked `data-message-id="contact_service"` (language-independent). "For 2 s" is checked
 * as a window measured inside the page: it appears within 8 s of navigation (a slow boot is not the
 * effect) and is gone after 1.5-3.5 s; when on, it never appears in the 2 s after the app is drawn.
 */
import { SEL } from './selectors';
import { type Check, type Effect, guest, member, type Scene } from './types';

/** the contact-service message of a closed feature: shown about 2 s (spec §4), as a timing window */
export const CONTACT_SERVICE_WINDOW = { withinMs: 8000, minMs: 1500, maxMs: 3500 } as const;

const ROUTE = '/m/rewardCenter';

function contactService(scene: Scene, on: boolean): Check {
  return on
    ? { scene, expect: { kind: 'never', selector: SEL.contactServiceMessage, forMs: 2000, what: 'no contact-service message' } }
    : {
        scene,
        expect: {
          kind: 'transient',
          selector: SEL.contactServiceMessage,
          ...CONTACT_SERVICE_WINDOW,
          what: 'contact-service message shown for about 2 s',
        },
      };
}

export const rewardCentreEffects: Effect[] = [
  {
    switch: 'REWCEN3',
    id: 'REWCEN3.route',
    spec: '§4 (rewards centre needs REWCEN3)',
    says: '/m/rewardCenter shows the contact-service message for 2 s when REWCEN3 is off, never when on',
    status: 'active',
    checks: (v) => [contactService(guest(ROUTE), v === true), contactService(member(ROUTE), v === true)],
  },
  {
    switch: 'REWCEN3',
    id: 'REWCEN3.page',
    spec: '§2 /m/rewardCenter, §4 (rewards centre needs REWCEN3)',
    says: 'a member on /m/rewardCenter sees the reward centre (rewards received) when REWCEN3 is on; off, the visit ends on /m/home',
    status: 'active',
    checks: (v) => [
      v === true
        ? { scene: member(ROUTE), expect: { kind: 'present', selector: SEL.rewardCentreSummary, what: 'reward centre shown' } }
        : { scene: member(ROUTE), expect: { kind: 'path', equals: '/m/home', what: 'sent home' } },
    ],
  },
];
