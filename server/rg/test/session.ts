/** A logged-in player with a password for rg route tests, and rg calls by contract. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RG_CALLS, type RgCallName } from '../../../src/contracts/rg/calls';
import { insertMember, type MemberRow } from '../../accounts/members';
import { hashPassword } from '../../accounts/secrets';
import { startSession } from '../../accounts/sessions';
import { siteCall } from '../../test/site-call';

export type RgPlayer = { member: MemberRow; token: string; brand: string };
export const PASSWORD = 'secret123';

export async function rgPlayer(app: FastifyInstance, now: Date, brand = 'royal'): Promise<RgPlayer> {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  const member = await insertMember(app.db, {
    tenantId: tenant.id,
    merchantCode: tenant.merchantCode,
    username: `rg${randomBytes(4).toString('hex')}`,
    passwordHash: await hashPassword(PASSWORD),
    now,
  });
  return { member, token: await startSession(app.db, member, now), brand };
}

export function rgCall(
  app: FastifyInstance,
  who: RgPlayer,
  name: RgCallName,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return siteCall(app, who, RG_CALLS[name], o);
}
