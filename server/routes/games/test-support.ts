/** Test support for the game routes: calls by brand, members with a session. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertMember } from '../../accounts/members';
import { startSession } from '../../accounts/sessions';

export type Env<T = Record<string, unknown>> = { success: boolean; code: string; message: string; value: T | null };

export function call(
  app: FastifyInstance,
  brand: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  o: { query?: Record<string, string>; body?: unknown; token?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: `${brand}.localhost` };
  if (o.token) headers.authorization = o.token;
  if (o.language) headers.language = o.language;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, query: o.query, payload: o.body === undefined ? undefined : JSON.stringify(o.body) });
}

let seq = 0;
/** A player of `brand` with a live session; returns the member id and token. */
export async function player(app: FastifyInstance, brand: string, o: { type?: number; trial?: boolean } = {}) {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  const now = new Date();
  const member = await insertMember(app.db, {
    tenantId: tenant.id,
    merchantCode: o.trial ? tenant.trialMerchantCode : tenant.merchantCode,
    username: `p${++seq}x${Date.now() % 100000}`,
    passwordHash: null,
    memberType: o.type ?? 0,
    trial: o.trial ?? false,
    now,
  });
  const token = await startSession(app.db, member, now);
  return { id: member.id, token };
}
