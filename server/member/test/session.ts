/** Member-centre test helpers: a logged-in player, calls by contract, pictures, ledger play. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MEMBER_CALLS, type MemberCallName } from '../../../src/contracts/member/calls';
import { insertMember, type MemberRow } from '../../accounts/members';
import { hashPassword } from '../../accounts/secrets';
import { startSession } from '../../accounts/sessions';
import { siteCall } from '../../test/site-call';

export type Player = { member: MemberRow; token: string; brand: string };

export async function player(app: FastifyInstance, now: Date, brand = 'royal', o: { trial?: boolean } = {}): Promise<Player> {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  const member = await insertMember(app.db, {
    tenantId: tenant.id,
    merchantCode: o.trial ? tenant.trialMerchantCode : tenant.merchantCode,
    username: `mc${randomBytes(4).toString('hex')}`,
    passwordHash: await hashPassword('secret123'),
    now,
    ...(o.trial ? { trial: true } : {}),
  });
  return { member, token: await startSession(app.db, member, now), brand };
}

export function memberCall(
  app: FastifyInstance,
  who: Player,
  name: MemberCallName,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return siteCall(app, who, MEMBER_CALLS[name], o);
}

/** A PNG / JPEG header followed by `size - header` bytes: enough for the content check. */
export const png = (size = 64): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, size - 8), 1)]);
export const jpeg = (size = 64): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4), 2)]);
/** text pretending to be a picture (a .png name proves nothing) */
export const disguised = (): Buffer => Buffer.from('GIF89a not really a png');
export const b64 = (b: Buffer): string => b.toString('base64');

/** One round: a BET posting (house:games) with its betting record, as the seamless wallet writes it. */
export async function playRound(app: FastifyInstance, brand: string, memberId: number, stake: number, now: Date): Promise<void> {
  const { post } = await import('../../rg/test/play');
  const { recordBet } = await import('../../wallet/bet-orders');
  await app.db.transaction(async (tx) => {
    const r = await post(tx, brand, memberId, 'BET', -stake, now);
    await recordBet(tx, {
      tenantId: brand,
      memberId,
      vendorCode: 'DEMOSLOT',
      gameCode: 'test',
      gameType: 'RNG',
      roundId: `r${randomBytes(6).toString('hex')}`,
      stake,
      betTxId: r.transactionId,
      now,
    });
  });
}
