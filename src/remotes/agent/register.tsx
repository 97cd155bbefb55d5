/**
 * The agent remote's one entry: agent home, downlines, referral and the contract screens (member
 * types with agent rights only), and the home contract prompt the shell mounts when a request is pending.
 */
import { defineRemote, defineRoute } from '@kernel';
import { lazy } from 'react';

const agent = { agent: true } as const;
const contract = () => import('./pages/Contract');

export default defineRemote({
  name: 'agent',
  routes: [
    defineRoute('agentHome', () => import('./pages/AgentHome'), agent),
    defineRoute('agentDownlines', () => import('./pages/Downlines'), agent),
    defineRoute('agentReferral', () => import('./pages/Referral'), agent),
    defineRoute('salaryContract', contract, agent),
    defineRoute('dividendContract', contract, agent),
    defineRoute('hourContract', contract, agent),
  ],
  nav: [],
  widgets: { contractPrompt: lazy(() => import('./components/ContractPrompt')) },
});
