/**
 * Member centre. Spec §2: /m/member/benefits (VIP benefits), /m/leaderBoard (mission),
 * /m/feedback, /m/set and /m/member/home; §3 module ids INBOX3, FEEDBACK3, PROFPIC3; DECISIONS:
 * VIPBEN3 and MISSION3 are the VIP-benefit and mission flags. A route whose flag is off sends the
 * visitor home (with the contact-service message, as §4 says of the reward centre). Where the spec
 * names no screen for the inbox, ours is /m/member/inbox behind INBOX3, reached from the profile.
 */
import { SEL } from './selectors';
import { type Check, type Effect, guest, member, type Scene, shownWhen } from './types';

const on = (v: unknown): boolean => v === true;
const PROFILE = '/m/member/home';

/** the page is drawn when on; when off the visitor ends up home */
function pageOrHome(scene: Scene, page: string, value: unknown, what: string): Check {
  return on(value)
    ? { scene, expect: { kind: 'present', selector: page, what: `${what} shown` } }
    : { scene, expect: { kind: 'path', equals: '/m/home', what: `${what} closed: sent home` } };
}

export const memberCentreEffects: Effect[] = [
  {
    switch: 'VIPBEN3',
    id: 'VIPBEN3.route',
    spec: '§2 /m/member/benefits; DECISIONS (VIPBEN3)',
    says: 'the VIP benefits page opens for guests and members when on (a member also sees his paid benefits and rebate period); off, it sends the visitor home',
    status: 'active',
    checks: (v) => [
      pageOrHome(guest('/m/member/benefits'), SEL.member.benefitsPage, v, 'VIP benefits page'),
      pageOrHome(
        member('/m/member/benefits'),
        on(v) ? SEL.member.benefitsPaid : SEL.member.benefitsPage,
        v,
        on(v) ? 'paid VIP benefits' : 'VIP benefits page',
      ),
    ],
  },
  {
    switch: 'VIPBEN3',
    id: 'VIPBEN3.profile',
    spec: '§2 /m/member/home (VIP level and progress); DECISIONS (VIPBEN3)',
    says: 'the profile links to the VIP benefits only when on',
    status: 'active',
    checks: (v) => [{ scene: member(PROFILE), expect: shownWhen(on(v), SEL.member.vipLink, 'VIP benefits link', SEL.member.profile) }],
  },
  {
    switch: 'MISSION3',
    id: 'MISSION3.route',
    spec: '§2 /m/leaderBoard; DECISIONS (MISSION3)',
    says: 'the mission page opens when on; off, it sends the visitor home',
    status: 'active',
    checks: (v) => [
      pageOrHome(guest('/m/leaderBoard'), SEL.member.missionsPage, v, 'missions page'),
      pageOrHome(member('/m/leaderBoard'), SEL.member.missionsPage, v, 'missions page'),
    ],
  },
  {
    switch: 'INBOX3',
    id: 'INBOX3.profile',
    spec: '§3 module id INBOX3; §6 (inbox unread count); docs/member-centre.md (inbox screen)',
    says: 'the profile shows the inbox shortcut only when on; the inbox page opens when on, else home',
    status: 'active',
    checks: (v) => [
      { scene: member(PROFILE), expect: shownWhen(on(v), SEL.member.shortcut('inbox'), 'inbox shortcut', SEL.member.shortcuts) },
      pageOrHome(member('/m/member/inbox'), SEL.member.inboxPage, v, 'inbox page'),
    ],
  },
  {
    switch: 'FEEDBACK3',
    id: 'FEEDBACK3.route',
    spec: '§2 Side menu (feedback), /m/feedback; §3 module id FEEDBACK3; §7 feedback PUT moduleId FEEDBACK3',
    says: 'the feedback item and page exist only when on; off, /m/feedback sends the member home',
    status: 'active',
    checks: (v) => [
      { scene: member('/m/home', true), expect: shownWhen(on(v), SEL.menu.feedback, 'feedback item') },
      pageOrHome(member('/m/feedback'), SEL.member.feedbackPage, v, 'feedback page'),
    ],
  },
  {
    switch: 'PROFPIC3',
    id: 'PROFPIC3.settings',
    spec: '§3 module id PROFPIC3; §7 head icon POST/GET moduleId PROFPIC3',
    says: 'personal settings offer the profile picture upload only when on',
    status: 'active',
    checks: (v) => [
      { scene: member('/m/set'), expect: shownWhen(on(v), SEL.member.pictureUpload, 'profile picture upload', SEL.member.nicknameForm) },
    ],
  },
];
