/**
 * Preview passes onto a brand's draft help centre: the same pass and cookie as an announcement's
 * preview (`preview.ts`, `content_previews` with subject `help`, migration 221), so a content
 * editor's browser reads the draft on the player's help page while players read the live entries.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { PREVIEW_TTL_MS } from './preview';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createHelpPreviewPass(
  db: Queryable,
  tenantId: string,
  by: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await db.query('DELETE FROM content_previews WHERE expires_at <= $1', [now]);
  await db.query(
    `INSERT INTO content_previews (token_sha256, tenant_id, subject, created_by, expires_at) VALUES ($1, $2, 'help', $3, $4)`,
    [sha256(token), tenantId, by, expiresAt],
  );
  return { token, expiresAt };
}

/** Whether `token` is a live help preview pass of this brand. */
export async function isHelpPreviewPass(db: Queryable, tenantId: string, token: string | null, now: Date): Promise<boolean> {
  if (!token || !TOKEN.test(token)) return false;
  const rows = await db.query(
    `SELECT 1 FROM content_previews WHERE token_sha256 = $1 AND tenant_id = $2 AND subject = 'help' AND expires_at > $3`,
    [sha256(token), tenantId, now],
  );
  return rows.length > 0;
}
