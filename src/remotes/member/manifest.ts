/**
 * The member area's routes, as the host knows them before loading the remote: data only, in the
 * host's first load and catalog (`src/kernel/routing/paths.ts` merges them). The pages are given by
 * `register.tsx`; the side-menu entries are in `side-menu.ts`.
 */
import { member, r } from '@contracts/routes';
import { msg } from '@lingui/core/macro';

export const routes = {
  memberHome: r('member/home', 'member', msg`Profile`, { bottomNav: true }),
  set: r('set', 'member', msg`Personal settings`, member),
  feedback: r('feedback', 'member', msg`Feedback`, { ...member, flag: 'FEEDBACK3' }),
  memberInbox: r('member/inbox', 'member', msg`Inbox`, { ...member, flag: 'INBOX3' }),
  responsibleGaming: r('member/responsible-gaming', 'member', msg`Responsible gaming`, member),
  /** the live chat (CBS3): the LIVECHAT customer-service entry of a brand points here (docs/support.md) */
  chat: r('chat', 'member', msg`Live chat`, { ...member, flag: 'CBS3' }),
  leaderBoard: r('leaderBoard', 'member', msg`Missions`, { flag: 'MISSION3' }),
  memberBenefits: r('member/benefits', 'member', msg`VIP benefits`, { flag: 'VIPBEN3' }),
};
