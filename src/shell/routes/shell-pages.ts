/** The shell's own pages (the routes the route table gives to `shell`). Home is eager: it is the landing page. */
import type { PageProps, RouteKey } from '@kernel';
import { type ComponentType, lazy } from 'react';
import { HomePage } from '../pages/HomePage';

export const SHELL_PAGES: Partial<Record<RouteKey, ComponentType<PageProps>>> = {
  home: HomePage,
  login: lazy(() => import('../account/pages/AccountPage').then((m) => ({ default: m.LoginPage }))),
  agentLogin: lazy(() => import('../account/pages/AccountPage').then((m) => ({ default: m.AgentLoginPage }))),
  register: lazy(() => import('../account/pages/AccountPage').then((m) => ({ default: m.RegisterPage }))),
  forget: lazy(() => import('../account/pages/AccountPage').then((m) => ({ default: m.ForgetPage }))),
  changePsw: lazy(() => import('../account/pages/ChangePasswordPage')),
  help: lazy(() => import('../content/pages/HelpPage')),
  helpDetail: lazy(() => import('../content/pages/HelpDetailPage')),
  notice: lazy(() => import('../content/pages/NoticePage')),
  noticeDetail: lazy(() => import('../content/pages/NoticeDetailPage')),
  download: lazy(() => import('../pwa/DownloadPage')),
  maintenance: lazy(() => import('../pages/MaintenancePage').then((m) => ({ default: m.MaintenancePage }))),
  restricted: lazy(() => import('../pages/RestrictedPage').then((m) => ({ default: m.RestrictedPage }))),
};
