/** The wallet remote's one entry: its routes (deposit, withdraw, records, security centre). */
import { defineRemote, defineRoute, registerCatalog } from '@kernel';

// This remote's strings (its own catalog per language, src/remotes/wallet/locales) are merged into the
// shared i18n before the registration is handed over: none of its pages, widgets or menu items
// renders before them. The kernel reloads them on a language switch.
await registerCatalog('wallet', {
  km: () => import(/* webpackChunkName: "lang-km" */ './locales/km/messages'),
  zh: () => import(/* webpackChunkName: "lang-zh" */ './locales/zh/messages'),
  en: () => import(/* webpackChunkName: "lang-en" */ './locales/en/messages'),
});

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
