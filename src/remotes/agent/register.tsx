/** The agent remote's one entry: agent home and the contract screens (agent member types only). */
import { defineRemote, defineRoute, type RouteKey } from '@kernel';

const soon = (key: RouteKey) => defineRoute(key, () => import('./pages/Soon'));

export default defineRemote({
  name: 'agent',
  routes: [soon('agentHome'), soon('salaryContract'), soon('dividendContract'), soon('hourContract')],
  nav: [],
});
