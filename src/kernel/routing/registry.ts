/**
 * The registry remotes fill through their `./register` entry: lazy routes, home game-menu items and
 * widgets, each with a stable id. What the host needs before a remote loads (its routes and side-menu
 * entries) is the remote's manifest instead (`src/remotes/<name>/manifest.ts`, read by `paths.ts`).
 */
import type { FlagKey } from '@contracts/flags';
import type { RemoteName } from '@contracts/routes';
import type { MessageDescriptor } from '@lingui/core';
import { type ComponentType, lazy } from 'react';
import type { IconName } from '../ui/icons/glyphs';
import { paths, type RouteKey } from './paths';

export type Gate = {
  /** shown only when this white-label flag is on */
  flag?: FlagKey;
  /** shown only with a session */
  needsLogin?: boolean;
  /** shown only to these member types (agents, ...) */
  roles?: readonly number[];
  /** shown only to member types with agent rights (not 0, 4, 40: DECISIONS.md) */
  agent?: boolean;
};

export type RouteDef = Gate & {
  /** stable id `<owner>.<routeKey>` */
  id: string;
  key: RouteKey;
  path: string;
  title: MessageDescriptor;
  /** the page; it receives the key of the route it is drawn for */
  element: ComponentType<PageProps>;
};

export type PageProps = { routeKey: RouteKey };

export type NavItem = Gate & {
  /** stable id, e.g. `games.menu.slots` (used for test ids) */
  id: string;
  route: RouteKey;
  /** query string added to the route's path, e.g. `?gameClassify=FeatureBuy` */
  search?: string;
  title: MessageDescriptor;
  /** where the shell draws it */
  area: 'game-menu';
  icon?: IconName;
};

/** A side-menu entry a remote's manifest contributes: drawn with the host's own, sorted by `order`. */
export type MenuEntry = Gate & {
  /** drawn as `data-testid="side-menu-item-<key>"` */
  key: string;
  /** place in the menu (the host's entries and every remote's share one scale, spec "Side menu") */
  order: number;
  title: MessageDescriptor;
  icon: IconName;
  route: RouteKey;
};

export type RemoteRegistration = {
  name: RemoteName;
  routes: RouteDef[];
  /** items of the home game menu */
  nav?: NavItem[];
  /** lazy parts the shell mounts (`home`: the game lists of the home page; `realityCheck`: the member's reality check, on every page while logged in) */
  widgets?: Partial<Record<'home' | 'contractPrompt' | 'realityCheck', ComponentType>>;
};

type PageModule = { default: ComponentType<PageProps> };

/** A lazy route for one key of the route table: path, title, flag and login rule come from it. */
export function defineRoute(key: RouteKey, load: () => Promise<PageModule>, gate: Gate = {}): RouteDef {
  const info = paths[key];
  return {
    id: `${info.owner}.${key}`,
    key,
    path: info.path,
    title: info.title,
    ...(info.flag ? { flag: info.flag } : {}),
    ...(info.needsLogin ? { needsLogin: true } : {}),
    ...gate,
    element: lazy(load),
  };
}

export function defineRemote(registration: RemoteRegistration): RemoteRegistration {
  for (const route of registration.routes) {
    if (paths[route.key].owner !== registration.name) {
      throw new Error(`${registration.name} registers ${route.key}, which the route table gives to ${paths[route.key].owner}`);
    }
  }
  return registration;
}
