/**
 * The agent centre's routes, as the host knows them before loading the remote: data only, in the
 * host's first load and catalog (`src/kernel/routing/paths.ts` merges them). The pages are given by
 * `register.tsx`; the side-menu entry is in `side-menu.ts`.
 */
import { member, r } from '@contracts/routes';
import { msg } from '@lingui/core/macro';

export const routes = {
  agentHome: r('agent/home', 'agent', msg`Agent centre`, member),
  salaryContract: r('member/agent/getSalaryContract', 'agent', msg`Daily salary contract`, member),
  dividendContract: r('member/agent/getDevidendContract', 'agent', msg`Dividend contract`, member),
  hourContract: r('member/agent/getHourContract', 'agent', msg`Hourly salary contract`, member),
  agentDownlines: r('agent/downlines', 'agent', msg`Downline management`, { ...member, flag: 'AGEDOWNMAN3' }),
  agentReferral: r('agent/referral', 'agent', msg`Referral link`, { ...member, flag: 'AFFMAN3' }),
};
