/** One rule for every declarative table (routes, side menu, nav items): flag, session, role. */
import type { FlagKey } from '@contracts/flags';
import type { Gate } from './registry';

export type GateContext = {
  flags: Partial<Record<FlagKey, boolean>>;
  loggedIn: boolean;
  memberType: number | null;
  /** inside the native app or an installed web app (items marked hideStandalone go) */
  standalone?: boolean;
};

export function passesGate(item: Gate, ctx: GateContext): boolean {
  if (item.flag && ctx.flags[item.flag] !== true) return false;
  if (item.needsLogin && !ctx.loggedIn) return false;
  if (item.roles && (ctx.memberType === null || !item.roles.includes(ctx.memberType))) return false;
  if (item.agent && !isAgentType(ctx.memberType)) return false;
  return true;
}

export function filterByGate<T extends Gate>(items: readonly T[], ctx: GateContext): T[] {
  return items.filter((item) => passesGate(item, ctx));
}

/** Member types that are players only; every other type also has agent rights (DECISIONS.md). */
export const PLAYER_ONLY_TYPES: readonly number[] = [0, 4, 40];
export const isAgentType = (type: number | null): boolean => type !== null && !PLAYER_ONLY_TYPES.includes(type);
