/**
 * The cashier area (`cashier.read` to look, `cashier.decide` to approve or reject):
 *
 *   GET  /tenants/:tenant/cashier/counts                          pending deposits, withdrawals, rewards
 *   GET  /tenants/:tenant/cashier/:kind?status=pending|decided&after=&limit=
 *                                    { currency, items, total, nextAfter }: deposits | withdrawals | rewards, each with the member's
 *                                    glance, a page at a time (pending oldest first, decided newest first; `after` = the page's `nextAfter`)
 *   GET  /tenants/:tenant/cashier/members/:memberId               the member's context (balances, turnover, limits, exclusion, recent movements)
 *   GET  /tenants/:tenant/cashier/rewards/:id/pictures/:sequence  a picture the member uploaded with the application
 *   POST /tenants/:tenant/cashier/:kind/:id/approve|reject        { note?, amount? (rewards without a fixed amount) }
 *   GET  /tenants/:tenant/cashier/late-payments?status=open|handled|all
 *                                    { currency, items }: gateway payments confirmed after their deposit ended (refused, nothing
 *                                    credited), open ones oldest first; counts' `latePayments` is how many are open
 *   POST /tenants/:tenant/cashier/late-payments/:id/handle         { note } (required: what was done) → { changed, payment }, audited
 *
 * A decision answers `{ changed, status, request }`: `changed: false` when the request was already
 * decided that way (a second click or a colleague's), refused (409 `wallet.request.decided`) when
 * it was decided the other way.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { IdParam, Int4IdParam } from '../../../src/contracts/id';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import { createRewardOps } from '../../promotions/operator';
import { staffGuard, staffOf } from '../auth/guard';
import { decide, staffOperator } from './decide';
import { memberContext } from './member-context';
import { currencyOf } from './currency';
import { pendingCounts, QUEUE_KINDS, QUEUE_STATUSES, queue } from './queues';
import { HandleLatePaymentSchema } from '../../../src/contracts/wallet/late-payment';
import { handleLatePayment, latePaymentStatus, listLatePayments } from '../../wallet/late-payments';
import { recordAudit } from '../audit';

const TenantParams = v.object({ tenant: v.string() });
const QueueParams = v.object({ tenant: v.string(), kind: v.picklist(QUEUE_KINDS) });
const QueueQuery = v.strictObject({
  status: v.optional(v.picklist(QUEUE_STATUSES), 'pending'),
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'an id'), v.transform(Number))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a whole number'), v.transform(Number), v.minValue(1), v.maxValue(100)), '50'),
});
const MemberParams = v.object({ tenant: v.string(), memberId: Int4IdParam });
const LateQuery = v.strictObject({ status: v.optional(v.pipe(v.string(), v.maxLength(20))) });
const LateParams = v.object({ tenant: v.string(), id: IdParam });
const PictureParams = v.object({
  tenant: v.string(),
  id: IdParam,
  sequence: v.pipe(v.string(), v.regex(/^[1-3]$/, 'a picture number 1-3'), v.transform(Number)),
});
const DecisionParams = v.object({
  tenant: v.string(),
  kind: v.picklist(QUEUE_KINDS),
  id: IdParam,
  decision: v.picklist(['approve', 'reject']),
});
const DecisionBody = v.optional(
  v.strictObject({
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    amount: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  }),
  {},
);

export async function cashierRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('cashier.read') };
  const write = { preHandler: staffGuard('cashier.decide') };
  const brand = (params: unknown) => {
    const tenant = api.tenants.get(parseInput(TenantParams, params, 'path').tenant);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };
  const rewards = createRewardOps(api.db, (id) => {
    const tenant = api.tenants.get(id);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  });

  api.get('/tenants/:tenant/cashier/counts', read, async (request) =>
    ok(await pendingCounts(api.db, brand(request.params).id, clock.now())),
  );

  api.get('/tenants/:tenant/cashier/members/:memberId', read, async (request) => {
    const { memberId } = parseInput(MemberParams, request.params, 'path');
    const tenant = brand(request.params);
    const context = await memberContext(api.db, tenant, memberId, clock.now());
    if (!context) throw new ApiError('request.not.found', { message: `No member #${memberId} on this brand` });
    return ok({ currency: currencyOf(tenant), ...context });
  });

  api.get('/tenants/:tenant/cashier/rewards/:id/pictures/:sequence', read, async (request, reply) => {
    const { id, sequence } = parseInput(PictureParams, request.params, 'path');
    const tenant = brand(request.params);
    try {
      const picture = await rewards.picture(tenant.id, id, sequence);
      return reply
        .type(picture.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(picture.bytes);
    } catch (error) {
      if (error instanceof OpsError) throw new ApiError('request.not.found', { message: error.message });
      throw error;
    }
  });

  api.get('/tenants/:tenant/cashier/late-payments', read, async (request) => {
    const { status } = parseInput(LateQuery, request.query, 'query');
    const tenant = brand(request.params);
    return ok({ currency: currencyOf(tenant), items: await listLatePayments(api.db, tenant.id, latePaymentStatus(status)) });
  });

  api.post('/tenants/:tenant/cashier/late-payments/:id/handle', write, async (request) => {
    const { id } = parseInput(LateParams, request.params, 'path');
    const { note } = parseInput(HandleLatePaymentSchema, request.body ?? {}, 'body');
    const tenant = brand(request.params);
    const staff = staffOf(request);
    // the change and its audit record commit together
    return ok(
      await api.db.transaction(async (tx) => {
        const r = await handleLatePayment(tx, tenant.id, id, staffOperator(staff), note, clock.now());
        if (r.changed)
          await recordAudit(tx, {
            staffId: staff.id,
            actor: staff.username,
            tenant: tenant.id,
            action: 'cashier.late-payment.handle',
            target: `late-payment:${id}`,
            before: { status: 'open' },
            after: { status: 'handled', note: r.payment.note, depositId: r.payment.depositId, amount: r.payment.amount },
          });
        return r;
      }),
    );
  });

  api.get('/tenants/:tenant/cashier/:kind', read, async (request) => {
    const { kind } = parseInput(QueueParams, request.params, 'path');
    const { status, after, limit } = parseInput(QueueQuery, request.query, 'query');
    const tenant = brand(request.params);
    return ok({ currency: currencyOf(tenant), ...(await queue(api.db, tenant, kind, status, clock.now(), { after, limit })) });
  });

  api.post('/tenants/:tenant/cashier/:kind/:id/:decision', write, async (request) => {
    const { kind, id, decision } = parseInput(DecisionParams, request.params, 'path');
    const body = parseInput(DecisionBody, request.body ?? undefined, 'body');
    if (body.amount !== undefined && (kind !== 'rewards' || decision !== 'approve')) {
      throw new ApiError('request.invalid', { message: 'An amount is given only when approving a reward application' });
    }
    const input = { kind, id, decision, note: body.note, ...(body.amount === undefined ? {} : { amount: body.amount }) };
    return ok(await decide(api.db, brand(request.params), staffOf(request), input, clock.now()));
  });
}
