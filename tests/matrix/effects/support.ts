/**
 * Support chat and referral. Spec §6: "Features gated by white-label flags: CBS3 chat";
 * §7 Chat; §2 Home: the footer's invite friends opens the referral popup; DECISIONS (REFERRAL3).
 * The live chat is the site's own page /m/chat (docs/support.md).
 */
import { SEL } from './selectors';
import type { Effect } from './types';

const on = (v: unknown): boolean => v === true;

export const supportEffects: Effect[] = [
  {
    switch: 'CBS3',
    id: 'CBS3.live-chat',
    spec: '§6 (CBS3 chat); §7 Chat; docs/support.md',
    says: 'the live chat opens for a member when CBS3 is on; when off its route sends the member home',
    status: 'active',
    checks: (v) => [
      {
        scene: { audience: 'member', route: '/m/chat' },
        expect: on(v)
          ? { kind: 'present', selector: SEL.chatPage, what: 'live chat page shown' }
          : { kind: 'path', equals: '/m/home', what: 'closed chat sends home' },
      },
    ],
  },
  {
    switch: 'REFERRAL3',
    id: 'REFERRAL3.invite-popup',
    spec: '§2 Home (footer: invite friends, referral popup); DECISIONS (REFERRAL3)',
    says: "with referral on, a member's invite-friends item opens the popup with the referral link (off: the item is absent, see REFERRAL3.bottom-nav)",
    status: 'active',
    checks: (v) =>
      on(v)
        ? [
            {
              scene: { audience: 'member', route: '/m/home', tap: SEL.bottomNavInvite },
              expect: { kind: 'present', selector: SEL.inviteLink, what: 'referral link in the invite popup' },
            },
          ]
        : [],
  },
];
