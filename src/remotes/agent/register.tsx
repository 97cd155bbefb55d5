/**
 * The agent remote's one entry: agent home, downlines, referral and the contract screens (member
 * types with agent rights only), and the home contract prompt the shell mounts when a request is pending.
 */
import { defineRemote, defineRoute, registerCatalog } from '@kernel';
import { lazy } from 'react';
import { catalogLoaders } from './locales/loaders';

// This remote's strings (its own catalog per language, src/remotes/agent/locales) are merged into the
// shared i18n before the registration is handed over: none of its pages, widgets or menu items
// renders before them. The kernel reloads them on a language switch.
await registerCatalog('agent', catalogLoaders);

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
  widgets: { contractPrompt: lazy(() => import('./components/ContractPrompt')) },
});
