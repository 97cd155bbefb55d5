/**
 * The member remote's one entry: the member centre (profile, settings, inbox, feedback), VIP benefits
 * and missions, the live chat, the responsible-gaming page, and the reality-check widget the host mounts while a
 * member is logged in.
 */
import { defineRemote, defineRoute, loadHostParts, registerCatalog } from '@kernel';
import { lazy } from 'react';
import { catalogLoaders } from './locales/loaders';

// This remote's strings (its own catalog per language, src/remotes/member/locales) are merged into the
// shared i18n, and the parts it borrows from the host (language picker, sign-out, ...) are in, before
// the registration is handed over: none of its pages or widgets renders before them. The kernel
// reloads the strings on a language switch.
await Promise.all([registerCatalog('member', catalogLoaders), loadHostParts()]);

export default defineRemote({
  name: 'member',
  routes: [
    defineRoute('memberHome', () => import('./pages/MemberHomePage')),
    defineRoute('set', () => import('./pages/SettingsPage')),
    defineRoute('feedback', () => import('./pages/FeedbackPage')),
    defineRoute('memberInbox', () => import('./pages/InboxPage')),
    defineRoute('responsibleGaming', () => import('./pages/ResponsibleGamingPage')),
    defineRoute('chat', () => import('./pages/ChatPage')),
    defineRoute('leaderBoard', () => import('./pages/MissionsPage')),
    defineRoute('memberBenefits', () => import('./pages/BenefitsPage')),
  ],
  widgets: { realityCheck: lazy(() => import('./components/RealityCheckHost')) },
});
