/** Test support for the content routes: calls by brand, members with a session (any kind and type). */
import type { FastifyInstance } from 'fastify';
import { type AccountKind, insertMember } from '../../accounts/members';
import { startSession } from '../../accounts/sessions';

export { call, type Env } from '../../routes/games/test-support';

let seq = 0;
export async function member(app: FastifyInstance, brand: string, o: { type?: number; kind?: AccountKind } = {}) {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  const now = new Date();
  const m = await insertMember(app.db, {
    tenantId: tenant.id,
    merchantCode: tenant.merchantCode,
    username: `c${++seq}x${Date.now() % 100000}`,
    passwordHash: null,
    memberType: o.type ?? 0,
    accountKind: o.kind ?? 'player',
    now,
  });
  return { id: m.id, token: await startSession(app.db, m, now) };
}
