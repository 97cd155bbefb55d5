/** The wallet remote's one entry: its routes (deposit, withdraw, records, security). */
import { defineRemote, defineRoute, type RouteKey } from '@kernel';

const soon = (key: RouteKey) => defineRoute(key, () => import('./pages/Soon'));

export default defineRemote({
  name: 'wallet',
  routes: [soon('voucherCenter'), soon('withdraw'), soon('gameRecord'), soon('transactionRecord'), soon('securityCenter')],
  nav: [],
});
