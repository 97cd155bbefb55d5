/**
 * Operator HTTP API for money (same service as `npm run ops -- ledger|balance`):
 *   GET  /ops/api/tenants/:tenant/ledger/verify                 the verification (ok, totals, mismatches)
 *   GET  /ops/api/tenants/:tenant/members/:username/wallet      the player's balances (minor units)
 *   POST /ops/api/tenants/:tenant/members/:username/adjust      { amount: signed minor units, reason, idempotencyKey? }
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Tenant } from '../../../tenants/schema';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import { createWalletOps } from '../../wallet/operator';
import { TenantParams } from './schemas';

const MemberParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), username: v.pipe(v.string(), v.maxLength(40)) });
export const AdjustBody = v.strictObject({
  amount: v.pipe(v.number(), v.safeInteger(), v.check((n) => n !== 0, 'must not be zero')),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(200)),
  idempotencyKey: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
});

async function asApi<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof OpsError) throw new ApiError('request.invalid', error.message);
    throw error;
  }
}

export function walletOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createWalletOps(api.db, tenantOf);

  api.get('/tenants/:tenant/ledger/verify', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    return ok(await ops.verify(tenantOf(tenant).id));
  });

  api.get('/tenants/:tenant/members/:username/wallet', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const r = await asApi(() => ops.balances(tenant, username));
    return ok({ username: r.username, currency: r.tenant.currency, sumBalance: r.sumBalance, ...r.balances });
  });

  api.post('/tenants/:tenant/members/:username/adjust', async (request) => {
    const { tenant, username } = parseInput(MemberParams, request.params, 'path');
    const body = parseInput(AdjustBody, request.body, 'body');
    const r = await asApi(() => ops.adjust({ tenantId: tenant, username, amount: body.amount, reason: body.reason, operator: 'api', ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}) }));
    return ok({ username: r.username, transactionId: r.transactionId, replayed: r.replayed, main: r.main });
  });
}
