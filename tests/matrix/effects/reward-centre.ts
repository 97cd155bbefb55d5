/** Spec §4: "Rewards centre needs REWCEN3 else message contact_service for 2 s." */
import { SEL } from './selectors';
import { type Check, type Effect, guest, member, type Scene } from './types';

const ROUTE = '/m/rewardCenter';

function contactService(scene: Scene, on: boolean): Check {
  return on
    ? { scene, expect: { kind: 'never', selector: SEL.contactServiceMessage, forMs: 1500, what: 'no contact-service message' } }
    : {
        scene,
        expect: {
          kind: 'transient',
          selector: SEL.contactServiceMessage,
          withinMs: 4000,
          minMs: 1400,
          maxMs: 3500,
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
    status: 'pending',
    reason: 'toasts carry no stable marker yet: asked the client for data-message-id="contact_service" on the toast (Toaster.tsx); the text alone depends on the language',
    checks: (v) => [contactService(guest(ROUTE), v === true), contactService(member(ROUTE), v === true)],
  },
];
