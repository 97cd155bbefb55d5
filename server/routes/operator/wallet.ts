/**
 * Operator HTTP API for money (same service as `npm run ops -- ledger|balance`):
 *   GET  /ops/api/tenants/:tenant/ledger/verify                 the verification (ok, totals, mismatches)
 *   GET  /ops/api/tenants/:tenant/members/:username/wallet      the player's balances (minor units)
 *   POST /ops/api/tenants/:tenant/members/:username/adjust      { amount: signed minor units, reason, idempotencyKey? }
 *   GET  /ops/api/tenants/:tenant/deposits?status=pending|credited|rejected|cancelled|expired|all
 *   POST /ops/api/tenants/:tenant/deposits/:id/approve|reject   { note? }   (approve credits once)
 *   GET  /ops/api/tenants/:tenant/late-payments?status=open|handled|all   gateway payments confirmed after their deposit ended
 *   POST /ops/api/tenants/:tenant/late-payments/:id/handle      { note } (required: what was done, e.g. credited by an adjustment)
 *   GET  /ops/api/tenants/:tenant/withdrawals?status=pending|paid|rejected|all
 *   POST /ops/api/tenants/:tenant/withdrawals/:id/approve|reject { note? } (approve = paid; reject unlocks)
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { IdParam } from '../../../src/contracts/id';
import { HandleLatePaymentSchema } from '../../../src/contracts/wallet/late-payment';
import type { Tenant } from '../../../tenants/schema';
import { parseInput } from '../../http/validate';
import { depositView } from '../../wallet/deposits';
import { createWalletOps } from '../../wallet/operator';
import { withdrawalView } from '../../wallet/withdrawals';
import { TenantParams } from './schemas';
import { asApi } from './as-api';

const MemberParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), username: v.pipe(v.string(), v.maxLength(40)) });
export const AdjustBody = v.strictObject({
  amount: v.pipe(
    v.number(),
    v.safeInteger(),
    v.check((n) => n !== 0, 'must not be zero'),
  ),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(200)),
  idempotencyKey: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
});

const DecisionParams = v.object({
  tenant: v.pipe(v.string(), v.maxLength(40)),
  id: IdParam,
  decision: v.picklist(['approve', 'reject']),
});
const DecisionBody = v.optional(v.strictObject({ note: v.optional(v.pipe(v.string(), v.maxLength(200)), '') }), {});
const LateParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: IdParam });
const StatusQuery = v.object({ status: v.optional(v.pipe(v.string(), v.maxLength(20))) });

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
    const r = await asApi(() =>
      ops.adjust({
        tenantId: tenant,
        username,
        amount: body.amount,
        reason: body.reason,
        operator: 'api',
        ...(body.idempotencyKey ? { idempotencyKey: body.idempotencyKey } : {}),
      }),
    );
    return ok({ username: r.username, transactionId: r.transactionId, replayed: r.replayed, main: r.main });
  });

  api.get('/tenants/:tenant/deposits', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const { status } = parseInput(StatusQuery, request.query, 'query');
    const r = await asApi(() => ops.deposits(tenant, status));
    return ok(r.rows.map((d) => ({ ...depositView(d), username: d.username, payerName: d.payer_name, bankCode: d.bank_code })));
  });

  api.post('/tenants/:tenant/deposits/:id/:decision', async (request) => {
    const { tenant, id, decision } = parseInput(DecisionParams, request.params, 'path');
    const { note } = parseInput(DecisionBody, request.body ?? undefined, 'body');
    const r = await asApi(() => ops.decideDeposit(tenant, id, decision, 'api', note));
    return ok({ deposit: r.deposit, changed: r.changed });
  });

  api.get('/tenants/:tenant/late-payments', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const { status } = parseInput(StatusQuery, request.query, 'query');
    return ok((await asApi(() => ops.latePayments(tenant, status))).rows);
  });

  api.post('/tenants/:tenant/late-payments/:id/handle', async (request) => {
    const { tenant, id } = parseInput(LateParams, request.params, 'path');
    const { note } = parseInput(HandleLatePaymentSchema, request.body ?? {}, 'body');
    const r = await asApi(() => ops.handleLatePayment(tenant, id, 'api', note), /^No late payment/);
    return ok({ payment: r.payment, changed: r.changed });
  });

  api.get('/tenants/:tenant/withdrawals', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    const { status } = parseInput(StatusQuery, request.query, 'query');
    const r = await asApi(() => ops.withdrawals(tenant, status));
    return ok(r.rows.map((w) => ({ ...withdrawalView(w), username: w.username })));
  });

  api.post('/tenants/:tenant/withdrawals/:id/:decision', async (request) => {
    const { tenant, id, decision } = parseInput(DecisionParams, request.params, 'path');
    const { note } = parseInput(DecisionBody, request.body ?? undefined, 'body');
    const r = await asApi(() => ops.decideWithdrawal(tenant, id, decision, 'api', note));
    return ok({ withdrawal: r.withdrawal, changed: r.changed });
  });
}
