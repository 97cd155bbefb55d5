/** A logged-in player for wallet route tests, and calls by contract. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { WALLET_CALLS, type WalletCallName } from '../../../src/contracts/wallet/calls';
import type { MemberRow } from '../../accounts/members';
import { startSession } from '../../accounts/sessions';
import { siteCall } from '../../test/site-call';
import { makePlayer } from './fixtures';

export type Player = { member: MemberRow; token: string; brand: string };

export async function loggedInPlayer(app: FastifyInstance, brand = 'royal'): Promise<Player> {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  const member = await makePlayer(app.db, tenant.id, tenant.merchantCode);
  return { member, token: await startSession(app.db, member, new Date()), brand };
}

export function walletCall(
  app: FastifyInstance,
  who: Player | { brand: string; token?: string },
  name: WalletCallName,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return siteCall(app, who, WALLET_CALLS[name], o);
}
