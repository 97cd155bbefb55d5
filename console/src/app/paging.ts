/** The arithmetic and state of a paged list: pages by number, or pages reached by a cursor. */
import { useState } from 'react';

/** How many pages `total` rows fill, `pageSize` a page (at least one: an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a whole number of 1 or more, not ${pageSize}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PageTrail<Cursor> = {
  /** the cursor of the page shown; undefined on the first page */
  cursor: Cursor | undefined;
  /** how many pages lie before the one shown */
  depth: number;
  /** back one page; null on the first page */
  back: (() => void) | null;
  /** on to the page that starts after `next`; null without one (the last page) */
  forwardTo: (next: Cursor | null | undefined) => (() => void) | null;
  /** back to the first page (another filter, another queue) */
  reset: () => void;
};

/** Pages reached by a cursor: the cursors of the pages before this one, so Previous walks back. */
export function usePageTrail<Cursor>(): PageTrail<Cursor> {
  const [trail, setTrail] = useState<Cursor[]>([]);
  return {
    cursor: trail.at(-1),
    depth: trail.length,
    back: trail.length > 0 ? () => setTrail(trail.slice(0, -1)) : null,
    forwardTo: (next) => (next === null || next === undefined ? null : () => setTrail([...trail, next])),
    reset: () => setTrail([]),
  };
}
