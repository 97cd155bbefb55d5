/**
 * The audit area (`audit.read`): the log, newest first, filtered by staff member, brand, action
 * (exact, or an area prefix like `staff.`) and date range, paged by `before` (the last id seen).
 *
 *   GET /audit?staff=&tenant=&action=&from=&to=&before=&limit=
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { readAudit } from '../audit';
import { staffGuard, staffOf } from '../auth/guard';
import { staffByUsername } from '../auth/staff-repo';
import { inScope } from '../permissions';

const IsoDate = v.pipe(v.string(), v.isoDate('a date like 2026-11-27'));
const AuditQuery = v.strictObject({
  staff: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  tenant: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,30}$/, 'a brand id'))),
  action: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,60}$/, 'an action like staff.create or a prefix like staff.'))),
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'an audit row id'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a number'), v.transform(Number), v.minValue(1), v.maxValue(200))),
});

const DAY_MS = 86_400_000;

export async function auditRoutes(api: FastifyInstance): Promise<void> {
  api.get('/audit', { preHandler: staffGuard('audit.read') }, async (request) => {
    const q = parseInput(AuditQuery, request.query, 'audit filter');
    const reader = staffOf(request);
    if (q.tenant && !inScope(reader.brands, q.tenant))
      throw new ApiError('permission.denied', { message: `Not allowed on the brand ${q.tenant}` });
    let staffId: string | undefined;
    if (q.staff) {
      const found = await staffByUsername(api.db, q.staff);
      if (!found) return ok({ rows: [], next: null });
      staffId = found.id;
    }
    const limit = q.limit ?? 50;
    const rows = await readAudit(
      api.db,
      {
        staffId,
        tenant: q.tenant,
        action: q.action,
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
        // the `to` day is included: rows before the start of the next day
        to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        before: q.before,
        limit,
      },
      reader.brands,
    );
    return ok({
      rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
      next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
    });
  });
}
