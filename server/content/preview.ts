/**
 * Preview passes: a content editor's browser may see one announcement on the player site before
 * players do (unpublished, or scheduled for later). The console creates a pass (a random token, kept
 * as its sha-256, valid `PREVIEW_TTL_MS`); the pass's page sets it as the `content_preview` cookie on
 * the brand's site, and the announcements call adds that announcement to what it answers.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { cookieOf } from '../http/cookies';
import type { AnnouncementRow } from './repository';

export const PREVIEW_COOKIE = 'content_preview';
export const PREVIEW_TTL_MS = 10 * 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A pass as it is stored (its sha-256), or null when `token` cannot be a pass. */
export function storedPassKey(token: string | null): string | null {
  return token && TOKEN.test(token) ? sha256(token) : null;
}

/**
 * Stores a new pass naming one announcement, or (null) the brand's draft help centre, after dropping
 * the expired ones; answers its token (shown once) and when it expires.
 */
export async function createPreviewPass(
  db: Queryable,
  tenantId: string,
  announcementId: number | null,
  by: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await db.query('DELETE FROM content_previews WHERE expires_at <= $1', [now]);
  await db.query(
    'INSERT INTO content_previews (token_sha256, tenant_id, subject, announcement_id, created_by, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sha256(token), tenantId, announcementId === null ? 'help' : 'announcement', announcementId, by, expiresAt],
  );
  return { token, expiresAt };
}

/** The announcement a live pass names, on this brand and not deleted; null for anything else. */
export async function previewedRow(db: Queryable, tenantId: string, token: string | null, now: Date): Promise<AnnouncementRow | null> {
  const key = storedPassKey(token);
  if (!key) return null;
  const rows = await db.query<AnnouncementRow>(
    `SELECT a.* FROM content_previews p JOIN announcements a ON a.id = p.announcement_id AND a.tenant_id = p.tenant_id
      WHERE p.token_sha256 = $1 AND p.tenant_id = $2 AND p.expires_at > $3 AND a.status <> 'deleted'`,
    [key, tenantId, now],
  );
  return rows[0] ?? null;
}

/** The previewed announcement of the request's preview cookie, if any. */
export function previewedRowOf(db: Queryable, request: FastifyRequest, tenantId: string, now: Date): Promise<AnnouncementRow | null> {
  return previewedRow(db, tenantId, cookieOf(request, PREVIEW_COOKIE), now);
}

/** Rows shown plus the previewed one (first, once) when its type is among those asked for. */
export function withPreview(
  rows: readonly AnnouncementRow[],
  previewed: AnnouncementRow | null,
  types: ReadonlySet<string>,
): AnnouncementRow[] {
  if (!previewed || !types.has(previewed.type)) return [...rows];
  return [previewed, ...rows.filter((r) => r.id !== previewed.id)];
}
