/**
 * Spec §2 "Side menu": items tied to a key show only if the white-label flag is on
 * (TRANSBETREPMEM3 betting record, TRANSREC3 account record, VIP benefit flag, mission promotion
 * flag); VIP and mission items are shown to logged-out users too; share only if the referral
 * feature is on. Spec §2 "Home": the footer carries invite friends (referral popup).
 */
import { SEL } from './selectors';
import { type Effect, guest, member, shownWhen } from './types';

const HOME = '/m/home';
const on = (v: unknown): boolean => v === true;

export const sideMenuEffects: Effect[] = [
  {
    switch: 'TRANSBETREPMEM3',
    id: 'TRANSBETREPMEM3.side-menu',
    spec: '§2 Side menu',
    says: 'betting-record item in the side menu only when TRANSBETREPMEM3 is on (logged in)',
    status: 'active',
    checks: (v) => [{ scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.bettingRecord, 'betting-record item') }],
  },
  {
    switch: 'TRANSREC3',
    id: 'TRANSREC3.side-menu',
    spec: '§2 Side menu',
    says: 'account-record item in the side menu only when TRANSREC3 is on (logged in)',
    status: 'active',
    checks: (v) => [{ scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.accountRecord, 'account-record item') }],
  },
  {
    switch: 'PERSPNL3',
    id: 'PERSPNL3.side-menu',
    spec: '§3 module ids (PERSPNL3); docs/decisions.md',
    says: 'profit-and-loss item in the side menu only when PERSPNL3 is on (logged in)',
    status: 'active',
    checks: (v) => [{ scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.profitLoss, 'profit-and-loss item') }],
  },
  {
    switch: 'VIPBEN3',
    id: 'VIPBEN3.side-menu',
    spec: '§2 Side menu',
    says: 'VIP item only when the VIP benefit flag is on, for guests and members alike',
    status: 'active',
    checks: (v) => [
      { scene: guest(HOME, true), expect: shownWhen(on(v), SEL.menu.vip, 'VIP item') },
      { scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.vip, 'VIP item') },
    ],
  },
  {
    switch: 'MISSION3',
    id: 'MISSION3.side-menu',
    spec: '§2 Side menu',
    says: 'mission item only when the mission promotion flag is on, for guests and members alike',
    status: 'active',
    checks: (v) => [
      { scene: guest(HOME, true), expect: shownWhen(on(v), SEL.menu.mission, 'mission item') },
      { scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.mission, 'mission item') },
    ],
  },
  {
    switch: 'REFERRAL3',
    id: 'REFERRAL3.side-menu',
    spec: '§2 Side menu',
    says: 'share item in the side menu only when the referral feature is on',
    status: 'active',
    checks: (v) => [{ scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.share, 'share item') }],
  },
  {
    switch: 'REFERRAL3',
    id: 'REFERRAL3.bottom-nav',
    spec: '§2 Home (footer: invite friends, referral popup); DECISIONS (REFERRAL3)',
    says: 'invite-friends item in the bottom navigation only when the referral feature is on',
    status: 'active',
    checks: (v) => [{ scene: guest(HOME), expect: shownWhen(on(v), SEL.bottomNavInvite, 'invite-friends item') }],
  },
  {
    switch: 'REWCEN3',
    id: 'REWCEN3.side-menu',
    spec: '§2 Side menu; §6 (REWCEN3 rewards centre)',
    says: 'reward-centre item in the side menu only when REWCEN3 is on (logged in)',
    status: 'active',
    checks: (v) => [{ scene: member(HOME, true), expect: shownWhen(on(v), SEL.menu.rewardCenter, 'reward-centre item') }],
  },
];
