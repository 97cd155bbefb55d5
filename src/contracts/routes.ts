/**
 * The shape of the route table (spec §2). The host's table (`src/kernel/routing/paths.ts`) is the
 * host's own routes plus each remote's manifest (`src/remotes/<name>/manifest.ts`): data only, so the
 * host knows every path, title, flag and login rule without loading a remote.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { FlagKey } from './flags';

/** The federated remotes, each built into `dist/remotes/<name>/` and registered from the status. */
export const REMOTE_NAMES = ['games', 'wallet', 'promotions', 'agent', 'member'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = 'shell' | RemoteName;

export type RouteInfo = {
  path: string;
  owner: RouteOwner;
  title: MessageDescriptor;
  /** other paths that show the same page (e.g. /m/register.html) */
  aliases?: readonly string[];
  /** the route is off (message + home) when this white-label flag is off */
  flag?: FlagKey;
  /** guests are sent to `guestTo` (default: login) */
  needsLogin?: boolean;
  guestTo?: string;
  /** the bottom navigation shows on this route */
  bottomNav?: boolean;
  /** the back button goes here instead of one step back */
  backTo?: string;
};

/** One entry of a route table: `r('member/home', 'member', msg`Profile`, { needsLogin: true })` is /m/member/home. */
export const r = (path: string, owner: RouteOwner, title: MessageDescriptor, more: Partial<RouteInfo> = {}): RouteInfo => ({
  path: `/m/${path}`,
  owner,
  title,
  ...more,
});

export const HOME_PATH = '/m/home';
/** A route only members open (guests go to log in). */
export const member = { needsLogin: true } as const;
/** A game page: the bottom navigation shows on it. */
export const game = { bottomNav: true } as const;
