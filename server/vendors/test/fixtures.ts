/**
 * Built fixtures for vendor tests: a funded player with an operator seamless session and a vendor
 * session on top (what a redeemed launch produces), and VendorDeps with a movable clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { insertMember } from '../../accounts/members';
import { injectTransport, installationSecretOf } from '../../wallet/seamless/index';
import { vendorSecret } from '../../wallet/seamless/secrets';
import { openSeamlessSession } from '../../wallet/seamless/sessions';
import { fund } from '../../wallet/test/fixtures';
import type { VendorDeps } from '../context';
import { engineIdOf } from '../engines/catalog';
import { SeamlessClient, type Transport } from '../seamless-client';
import { ensureSeed } from '../seeds';

export type Clock = { now: Date };

export async function vendorDeps(app: FastifyInstance, clock: Clock, wrap: (t: Transport) => Transport = (t) => t): Promise<VendorDeps> {
  const installation = await installationSecretOf(app)();
  const transport = wrap(injectTransport(app));
  return {
    db: app.db,
    now: () => clock.now,
    clientFor: (code) => new SeamlessClient(code, vendorSecret(installation, code), transport, 3, 1),
  };
}

export type GameFixture = { memberId: number; token: string; playerId: string };

export async function playerInGame(
  app: FastifyInstance,
  game: { gameType: string; gameCode: string; classify?: string[]; freePlay?: boolean; balance?: number },
  now = new Date(),
): Promise<GameFixture> {
  const tenantId = 'royal';
  const member = await insertMember(app.db, {
    tenantId,
    merchantCode: 'ROYAL01',
    username: `p${randomBytes(4).toString('hex')}`,
    passwordHash: null,
    now,
  });
  if (game.balance) await fund(app.db, tenantId, member.id, game.balance);
  const freePlay = game.freePlay ?? false;
  const operatorSession = await openSeamlessSession(app.db, {
    tenantId,
    memberId: member.id,
    vendorCode: 'DEMO',
    gameCode: game.gameCode,
    nodeId: null,
    gameType: game.gameType,
    freePlay,
    language: 'en',
    returnUrl: '/m/home',
    now,
  });
  const token = randomBytes(32).toString('base64url');
  const playerId = `${tenantId}:${member.id}`;
  await app.db.query(
    `INSERT INTO vendor_sessions (token_hash, vendor_code, operator_session, player_id, currency, game_code, game_name, game_type, engine,
       free_play, play_balance, language, return_url, created_at, expires_at)
     VALUES ($1, 'DEMO', $2, $3, 'USD', $4, $4, $5, $6, $7, $8, 'en', '/m/home', $9, $10)`,
    [
      createHash('sha256').update(token).digest('hex'),
      operatorSession,
      playerId,
      game.gameCode,
      game.gameType,
      engineIdOf({ vendorCode: 'DEMO', gameType: game.gameType, gameCode: game.gameCode, classify: game.classify ?? [] }),
      freePlay,
      freePlay ? 200_000 : 0,
      now,
      new Date(now.getTime() + 3_600_000),
    ],
  );
  await ensureSeed(app.db, 'DEMO', playerId, now);
  return { memberId: member.id, token, playerId };
}

export async function mainBalance(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db.query<{ balance: string }>(
    "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'",
    [memberId],
  );
  return Number(row?.balance ?? 0);
}
