/** The wallet remote's one entry: its routes (deposit, withdraw, records, security centre). */
import { defineRemote, defineRoute, registerCatalog } from '@kernel';
import { catalogLoaders } from './locales/loaders';

// This remote's strings (its own catalog per language, src/remotes/wallet/locales) are merged into the
// shared i18n before the registration is handed over: none of its pages, widgets or menu items
// renders before them. The kernel reloads them on a language switch.
await registerCatalog('wallet', catalogLoaders);

export default defineRemote({
  name: 'wallet',
  routes: [
    defineRoute('voucherCenter', () => import('./pages/Deposit')),
    defineRoute('withdraw', () => import('./pages/Withdraw')),
    defineRoute('gameRecord', () => import('./pages/GameRecord')),
    defineRoute('transactionRecord', () => import('./pages/TransactionRecord')),
    defineRoute('profitLoss', () => import('./pages/ProfitLoss')),
    defineRoute('securityCenter', () => import('./pages/SecurityCenter')),
  ],
});
