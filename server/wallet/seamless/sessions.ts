/**
 * Seamless game sessions (operator side): opened when a vendor redeems a launch token; 4 hours.
 * Balance and bet need a live session; win and rollback are accepted after it expired (the round
 * began while it was valid).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';

export const SEAMLESS_SESSION_MS = 4 * 60 * 60 * 1000;

export type SeamlessSession = {
  tenantId: string;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  nodeId: string | null;
  gameType: string;
  freePlay: boolean;
  language: string;
  returnUrl: string | null;
  expiresAt: Date;
  disabled: boolean;
};

export type OpenSessionInput = Omit<SeamlessSession, 'expiresAt' | 'disabled'> & { now: Date };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSeamlessSession(tx: Queryable, input: OpenSessionInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO seamless_sessions (token_hash, tenant_id, member_id, vendor_code, game_code, node_id, game_type, free_play,
       language, return_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      hash(token),
      input.tenantId,
      input.memberId,
      input.vendorCode.toUpperCase(),
      input.gameCode,
      input.nodeId,
      input.gameType,
      input.freePlay,
      input.language,
      input.returnUrl,
      input.now,
      new Date(input.now.getTime() + SEAMLESS_SESSION_MS),
    ],
  );
  return token;
}

type Row = {
  tenant_id: string;
  member_id: number;
  vendor_code: string;
  game_code: string;
  node_id: string | null;
  game_type: string;
  free_play: boolean;
  language: string;
  return_url: string | null;
  expires_at: Date;
  disabled: boolean;
};

export async function findSeamlessSession(db: Queryable, token: string): Promise<SeamlessSession | null> {
  const [r] = await db.query<Row>(
    `SELECT s.*, m.disabled FROM seamless_sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = $1`,
    [hash(token)],
  );
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
    expiresAt: new Date(r.expires_at),
    disabled: r.disabled,
  };
}
