/** The wallet remote's one entry: its routes (deposit, withdraw, records, security centre). */
import { defineRemote, defineRoute } from '@kernel';

export default defineRemote({
  name: 'wallet',
  routes: [
    defineRoute('voucherCenter', () => import('./pages/Deposit')),
    defineRoute('withdraw', () => import('./pages/Withdraw')),
    defineRoute('gameRecord', () => import('./pages/GameRecord')),
    defineRoute('transactionRecord', () => import('./pages/TransactionRecord')),
    defineRoute('securityCenter', () => import('./pages/SecurityCenter')),
  ],
  nav: [],
});
