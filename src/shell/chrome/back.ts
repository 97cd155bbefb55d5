/**
 * Back-button rules (spec "Header and titles"): from /m/login, /m/register, /m/activity, /m/forget
 * and /m/download back goes to /m/home; elsewhere one step back (home when there is no step back).
 */
import { HOME_PATH, paths, type RouteInfo, routeKeyOf } from '@kernel';

export type BackAction = { kind: 'path'; to: string } | { kind: 'history' };

export function backAction(pathname: string, canGoBack: boolean): BackAction {
  const key = routeKeyOf(pathname);
  const info: RouteInfo | null = key ? paths[key] : null;
  if (info?.backTo) return { kind: 'path', to: info.backTo };
  return canGoBack ? { kind: 'history' } : { kind: 'path', to: HOME_PATH };
}

/** React Router keeps the history index in `history.state.idx`; 0 means this is the first page. */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
