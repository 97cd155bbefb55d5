/**
 * The ONE question every marketing path asks before it shows or sends anything to a player:
 * inbox messages, popups, promotions (lists, offers, accepting one), bonus campaigns. A player in a
 * time-out or self-exclusion receives no marketing across the brand. Read only.
 */
import type { Queryable } from '../db/types';
import { isExcluded } from './checks';
import { clock } from '../clock';

/**
 * True while `member` may not be marketed to on `tenant`: a time-out or self-exclusion is in force
 * at `now` (default: the rg clock, which tests move). Logged-out visitors are not members: callers
 * show them the public content as before.
 */
export async function isMarketingBlocked(
  db: Queryable,
  tenant: { id: string },
  member: { id: number },
  now: Date = clock.now(),
): Promise<boolean> {
  return isExcluded(db, tenant.id, member.id, now);
}
