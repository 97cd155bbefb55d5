/**
 * Vendor sessions: a launch token is redeemed once at the operator (seamless authenticate); the
 * vendor then gives the page its own session token (stored hashed, 12 h). Free play sessions get
 * the vendor's play money.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type VendorDeps, VendorError } from './context';
import { engineIdOf } from './engines/catalog';
import { PLAY_MONEY, type PlayerWallet, playMoneyWallet, seamlessWallet } from './player-wallet';
import { ensureSeed } from './seeds';

const SESSION_MS = 12 * 60 * 60 * 1000;

export type VendorSession = {
  tokenHash: string;
  vendorCode: string;
  operatorSession: string;
  playerId: string;
  currency: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  /** the engine that plays this game (engines/catalog.ts) */
  engine: string;
  freePlay: boolean;
  language: string;
  returnUrl: string | null;
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSession(deps: VendorDeps, vendorCode: string, launchToken: string) {
  const auth = await deps.clientFor(vendorCode).authenticate({ launchToken });
  if (auth.status !== 'OK' || !auth.sessionToken || !auth.playerId || !auth.gameCode) {
    throw new VendorError(auth.status === 'OK' ? 'INVALID_TOKEN' : auth.status, 'linkUsed', 401);
  }
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const session: VendorSession = {
    tokenHash: hash(token),
    vendorCode,
    operatorSession: auth.sessionToken,
    playerId: auth.playerId,
    currency: auth.currency ?? 'USD',
    gameCode: auth.gameCode,
    gameName: auth.gameName ?? auth.gameCode.replaceAll('_', ' '),
    gameType: auth.gameType ?? 'RNG',
    engine: engineIdOf({ vendorCode, gameType: auth.gameType ?? 'RNG', gameCode: auth.gameCode, classify: auth.classify ?? [] }),
    freePlay: auth.freePlay === true,
    language: auth.language ?? 'en',
    returnUrl: auth.returnUrl ?? null,
  };
  await deps.db.query(
    `INSERT INTO vendor_sessions (token_hash, vendor_code, operator_session, player_id, currency, game_code, game_name,
       game_type, engine, free_play, play_balance, language, return_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      session.tokenHash,
      vendorCode,
      session.operatorSession,
      session.playerId,
      session.currency,
      session.gameCode,
      session.gameName,
      session.gameType,
      session.engine,
      session.freePlay,
      session.freePlay ? PLAY_MONEY : 0,
      session.language,
      session.returnUrl,
      now,
      new Date(now.getTime() + SESSION_MS),
    ],
  );
  await ensureSeed(deps.db, vendorCode, session.playerId, now);
  return { token, session };
}

export type SessionRow = {
  token_hash: string;
  vendor_code: string;
  operator_session: string;
  player_id: string;
  currency: string;
  game_code: string;
  game_name: string;
  game_type: string;
  engine: string;
  free_play: boolean;
  language: string;
  return_url: string | null;
  expires_at: Date;
};

export async function sessionOf(deps: VendorDeps, token: string | undefined): Promise<VendorSession> {
  const [row] = token ? await deps.db.query<SessionRow>('SELECT * FROM vendor_sessions WHERE token_hash = $1', [hash(token)]) : [];
  if (!row || new Date(row.expires_at) <= deps.now()) {
    throw new VendorError('INVALID_TOKEN', 'sessionEnded', 401);
  }
  return sessionFromRow(row);
}

/** A stored session as the vendor uses it (also for work done after it expired: abandoned hands). */
export function sessionFromRow(row: SessionRow): VendorSession {
  return {
    tokenHash: row.token_hash,
    vendorCode: row.vendor_code,
    operatorSession: row.operator_session,
    playerId: row.player_id,
    currency: row.currency,
    gameCode: row.game_code,
    gameName: row.game_name,
    gameType: row.game_type,
    engine: row.engine,
    freePlay: row.free_play,
    language: row.language,
    returnUrl: row.return_url,
  };
}

export function walletOf(deps: VendorDeps, session: VendorSession): PlayerWallet {
  return session.freePlay ? playMoneyWallet(deps.db, session) : seamlessWallet(deps.clientFor(session.vendorCode), session);
}
