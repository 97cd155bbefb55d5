/** A member's own time-out or self-exclusion, started as the site starts it, for the tests that need one. */
import type { Db } from '../../db/types';
import { startExclusion } from '../exclusions';

type Start = Parameters<typeof startExclusion>[1];

/** The member starts `kind` for `duration` at `now` on `tenantId` (default royal), in a transaction of its own. */
export function memberExcludes(db: Db, memberId: number, o: Pick<Start, 'kind' | 'duration' | 'now'> & { tenantId?: string }) {
  return db.transaction((tx) =>
    startExclusion(tx, { tenantId: o.tenantId ?? 'royal', memberId, kind: o.kind, duration: o.duration, actor: 'member', now: o.now }),
  );
}
