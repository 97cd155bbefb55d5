/**
 * The reports area (`reports.read`):
 *
 *   GET /tenants/:tenant/reports/daily?from=YYYY-MM-DD&to=YYYY-MM-DD       days, totals, vendor × game type
 *   GET /tenants/:tenant/reports/daily.csv?from=&to=&table=days|breakdown  the same as a CSV download
 *
 * Without dates: the last 7 days to today (UTC, the clock's day). At most 92 days.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { staffGuard } from '../auth/guard';
import { breakdownCsv, daysCsv } from './csv';
import { brandReport, MAX_REPORT_DAYS } from './figures';

const TenantParams = v.object({ tenant: v.string() });
const Day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'a calendar day'),
);
const RangeQuery = v.strictObject({
  from: v.optional(Day),
  to: v.optional(Day),
  table: v.optional(v.picklist(['days', 'breakdown']), 'days'),
});

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The asked range, or the last 7 days; refused when reversed or longer than MAX_REPORT_DAYS. */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 6 * DAY_MS));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new ApiError('request.invalid', { message: `The range ends (${to}) before it starts (${from})` });
  if (days > MAX_REPORT_DAYS)
    throw new ApiError('request.invalid', { message: `A report covers at most ${MAX_REPORT_DAYS} days (asked: ${days})` });
  return { from, to };
}

export async function reportRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('reports.read') };
  const brand = (params: unknown) => {
    const tenant = api.tenants.get(parseInput(TenantParams, params, 'path').tenant);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };

  api.get('/tenants/:tenant/reports/daily', read, async (request) => {
    const { from, to } = rangeOf(parseInput(RangeQuery, request.query, 'query'), clock.now());
    return ok(await brandReport(api.db, brand(request.params), from, to));
  });

  api.get('/tenants/:tenant/reports/daily.csv', read, async (request, reply) => {
    const query = parseInput(RangeQuery, request.query, 'query');
    const { from, to } = rangeOf(query, clock.now());
    const tenant = brand(request.params);
    const report = await brandReport(api.db, tenant, from, to);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${tenant.id}-${query.table}-${from}-${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(query.table === 'days' ? daysCsv(report) : breakdownCsv(report));
  });
}
