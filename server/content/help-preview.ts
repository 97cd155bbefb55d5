/**
 * Preview passes onto a brand's draft help centre: the same pass and cookie as an announcement's
 * preview (`preview.ts`, made by `createPreviewPass` with no announcement: `content_previews` with
 * subject `help`, migration 221), so a content editor's browser reads the draft on the player's help
 * page while players read the live entries.
 */
import type { Queryable } from '../db/types';
import { storedPassKey } from './preview';

/** Whether `token` is a live help preview pass of this brand. */
export async function isHelpPreviewPass(db: Queryable, tenantId: string, token: string | null, now: Date): Promise<boolean> {
  const key = storedPassKey(token);
  if (!key) return false;
  const rows = await db.query(
    `SELECT 1 FROM content_previews WHERE token_sha256 = $1 AND tenant_id = $2 AND subject = 'help' AND expires_at > $3`,
    [key, tenantId, now],
  );
  return rows.length > 0;
}
