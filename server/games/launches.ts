/**
 * Launch tokens (INTERFACES.md §2): a launch creates a one-time token (32 random bytes,
 * base64url, stored as sha256, 2 minutes) and the vendor's play URL; the seamless operator side
 * redeems it once with `redeemLaunch`.
 */
import { newToken, sha256 } from '../accounts/secrets';
import type { Queryable } from '../db/types';

export const LAUNCH_TTL_MS = 2 * 60 * 1000;

export type LaunchGrant = {
  tenantId: string;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  nodeId: number;
  gameType: string;
  freePlay: boolean;
  language: string;
  returnUrl: string;
};

export function playUrl(vendorCode: string, token: string, language: string): string {
  return `/vendors/${encodeURIComponent(vendorCode)}/play?launch=${encodeURIComponent(token)}&lang=${encodeURIComponent(language)}`;
}

/** Stores a launch and returns its token (shown once) and expiry. */
export async function createLaunch(db: Queryable, grant: LaunchGrant, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
  await db.query(
    `INSERT INTO game_launches (token_hash, tenant_id, member_id, vendor_code, game_code, node_id, game_type, free_play,
       language, return_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      sha256(token),
      grant.tenantId,
      grant.memberId,
      grant.vendorCode,
      grant.gameCode,
      grant.nodeId,
      grant.gameType,
      grant.freePlay,
      grant.language,
      grant.returnUrl,
      now,
      expiresAt,
    ],
  );
  return { token, expiresAt };
}

type LaunchRow = {
  tenant_id: string;
  member_id: number;
  vendor_code: string;
  game_code: string;
  node_id: number;
  game_type: string;
  free_play: boolean;
  language: string;
  return_url: string;
};

/**
 * Redeems a launch token once: the grant, or null when the token is unknown, already used or
 * expired. Call it inside the caller's transaction (`tx`); the single UPDATE makes it single use
 * even under concurrent redeems.
 */
export async function redeemLaunch(tx: Queryable, token: string, now: Date): Promise<LaunchGrant | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 128) return null;
  const rows = await tx.query<LaunchRow>(
    `UPDATE game_launches SET redeemed_at = $2
     WHERE token_hash = $1 AND redeemed_at IS NULL AND expires_at > $2
     RETURNING tenant_id, member_id, vendor_code, game_code, node_id, game_type, free_play, language, return_url`,
    [sha256(token), now],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    tenantId: r.tenant_id,
    memberId: r.member_id,
    vendorCode: r.vendor_code,
    gameCode: r.game_code,
    nodeId: r.node_id,
    gameType: r.game_type,
    freePlay: r.free_play,
    language: r.language,
    returnUrl: r.return_url,
  };
}
