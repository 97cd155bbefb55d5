/**
 * The players area (`players.read` to look, `players.lock` to lock or unlock, `players.adjust` for
 * a balance adjustment):
 *
 *   GET  /tenants/:tenant/players?q=&field=any|username|phone|email&page=&pageSize=   (answers carry the brand's currency)
 *   GET  /tenants/:tenant/players/:memberId                     the member's file
 *   GET  /tenants/:tenant/players/:memberId/ledger?before=&limit=   ledger movements, newest first
 *   GET  /tenants/:tenant/players/:memberId/bets?page=&pageSize=    betting records
 *   POST /tenants/:tenant/players/:memberId/lock | unlock       { reason }
 *   POST /tenants/:tenant/players/:memberId/adjust              { amount (signed minor units), reason, idempotencyKey }
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { Int4IdParam, IdParam } from '../../../src/contracts/id';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { staffGuard, staffOf } from '../auth/guard';
import { currencyOf } from '../cashier/currency';
import { adjustPlayer, setLocked } from './actions';
import { playerProfile } from './profile';
import { betPage, ledgerPage } from './records';
import { SEARCH_FIELDS, searchPlayers } from './search';

const TenantParams = v.object({ tenant: v.string() });
const MemberParams = v.object({ tenant: v.string(), memberId: Int4IdParam });
const Digits = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );
const SearchQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(80)), ''),
  field: v.optional(v.picklist(SEARCH_FIELDS), 'any'),
  page: Digits(1, 100_000, 1),
  pageSize: Digits(1, 100, 20),
});
const LedgerQuery = v.strictObject({ before: v.optional(IdParam), limit: Digits(1, 200, 50) });
const BetsQuery = v.strictObject({ page: Digits(1, 100_000, 1), pageSize: Digits(1, 100, 20) });
const LockBody = v.strictObject({ reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(200)) });
const AdjustBody = v.strictObject({
  amount: v.pipe(
    v.number(),
    v.safeInteger(),
    v.check((n) => n !== 0, 'must not be zero'),
  ),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(200)),
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,80}$/, '8-80 letters, digits or dashes')),
});

export async function playerRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('players.read') };
  const brand = (params: unknown) => {
    const tenant = api.tenants.get(parseInput(TenantParams, params, 'path').tenant);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };
  const member = (params: unknown) => parseInput(MemberParams, params, 'path').memberId;

  api.get('/tenants/:tenant/players', read, async (request) => {
    const query = parseInput(SearchQuery, request.query, 'query');
    const tenant = brand(request.params);
    return ok({ currency: currencyOf(tenant), ...(await searchPlayers(api.db, tenant, query)) });
  });

  api.get('/tenants/:tenant/players/:memberId', read, async (request) => {
    const tenant = brand(request.params);
    return ok({ currency: currencyOf(tenant), ...(await playerProfile(api.db, tenant, member(request.params), clock.now())) });
  });

  api.get('/tenants/:tenant/players/:memberId/ledger', read, async (request) => {
    const { before, limit } = parseInput(LedgerQuery, request.query, 'query');
    return ok(await ledgerPage(api.db, brand(request.params), member(request.params), limit, before));
  });

  api.get('/tenants/:tenant/players/:memberId/bets', read, async (request) => {
    const { page, pageSize } = parseInput(BetsQuery, request.query, 'query');
    return ok(await betPage(api.db, brand(request.params), member(request.params), page, pageSize));
  });

  for (const action of ['lock', 'unlock'] as const) {
    api.post(`/tenants/:tenant/players/:memberId/${action}`, { preHandler: staffGuard('players.lock') }, async (request) => {
      const { reason } = parseInput(LockBody, request.body, 'body');
      return ok(
        await setLocked(api.db, brand(request.params), staffOf(request), member(request.params), action === 'lock', reason, clock.now()),
      );
    });
  }

  api.post('/tenants/:tenant/players/:memberId/adjust', { preHandler: staffGuard('players.adjust') }, async (request) => {
    const body = parseInput(AdjustBody, request.body, 'body');
    return ok(await adjustPlayer(api.db, brand(request.params), staffOf(request), member(request.params), body, clock.now()));
  });
}
