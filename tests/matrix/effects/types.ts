/**
 * How the matrix declares what a switch does, in terms a user can observe: on which route, for a
 * guest or a logged-in member, what appears, disappears or changes. Effects are written from the
 * product spec (the sections named in `spec`), never from the app's own menu or
 * route tables, and are checked through stable selectors (data-testid, roles, document attributes).
 */
import type { Row, Value } from '../../../scripts/qa/constraints';

export type { Row, Value };
export type Audience = 'guest' | 'member';

/**
 * A page a check looks at: who, which route, whether the side menu is opened first, and an
 * element tapped before the checks (e.g. a method tab).
 */
export type Scene = { audience: Audience; route: string; sideMenu?: boolean; tap?: string };

export type Expectation =
  /**
   * an element matching `selector` is visible (within `withinMs`, default 8 s: longer for parts a
   * page mounts after first paint, e.g. home's game sections from the games remote)
   */
  | { kind: 'present'; selector: string; what: string; withinMs?: number }
  /** no visible element matches `selector` (once `after`, its container or a sibling, is visible) */
  | { kind: 'absent'; selector: string; what: string; after?: string }
  /** an attribute of <html> equals a value */
  | { kind: 'html-attribute'; name: string; equals: string; what: string }
  /** the text of the first visible match contains a string */
  | { kind: 'text'; selector: string; contains: string; what: string }
  /** appears within `withinMs` of arrival and disappears again after `minMs`..`maxMs` */
  | { kind: 'transient'; selector: string; withinMs: number; minMs: number; maxMs: number; what: string }
  /** the text of the first visible match (trimmed) matches a regular expression (source and flags) */
  | { kind: 'matches'; selector: string; pattern: string; flags?: string; what: string; withinMs?: number }
  /** the page ends up at this path (e.g. a closed route sends the visitor home) */
  | { kind: 'path'; equals: string; what: string }
  /** does not appear during `forMs` after arrival */
  | { kind: 'never'; selector: string; forMs: number; what: string };

export type Check = { scene: Scene; expect: Expectation };

export type Effect = {
  /** the switch (flag key or brand setting) */
  switch: string;
  /** unique id, `<switch>.<what>` */
  id: string;
  /** where the spec (or DECISIONS.md) says it */
  spec: string;
  /** the rule, in words, for the report */
  says: string;
} & (
  | { status: 'active'; checks: (value: Value, row: Row) => Check[] }
  /**
   * Declared but not checked yet: the feature is not built, or the spec names nothing visible.
   * `checks` may already be written; they run once the status turns active.
   */
  | { status: 'pending'; reason: string; checks?: (value: Value, row: Row) => Check[] }
);

export const guest = (route: string, sideMenu = false): Scene => ({ audience: 'guest', route, sideMenu });
export const member = (route: string, sideMenu = false): Scene => ({ audience: 'member', route, sideMenu });

/**
 * present when `on`, absent otherwise; `after` (a container or sibling that is always shown) must
 * be visible before absence counts, so a page that has not drawn yet cannot pass as "hidden".
 */
export function shownWhen(on: boolean, selector: string, what: string, after?: string): Expectation {
  return on
    ? { kind: 'present', selector, what: `${what} shown` }
    : { kind: 'absent', selector, what: `${what} hidden`, ...(after ? { after } : {}) };
}
