/**
 * The staff area (administrators: `staff.admin`):
 *
 *   GET  /staff                            every staff member
 *   POST /staff                            { username, displayName, role, brands, password }
 *   PATCH /staff/:id                       { displayName?, role?, brands? } (their sessions end on a role/brand change)
 *   POST /staff/:id/reset-second-factor    they enrol again at the next sign-in
 *   POST /staff/:id/disable | /enable      disabled members cannot sign in; their sessions end
 *   POST /staff/:id/unlock                 clears a lockout
 *   GET  /tokens                           scoped API tokens
 *   POST /tokens                           { name, role, brands } → the token, shown once
 *   POST /tokens/:id/revoke
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { recordAudit } from '../audit';
import { apiTokenById, createApiToken, listApiTokens, revokeApiToken, tokenView } from '../auth/api-tokens';
import { staffGuard, staffOf } from '../auth/guard';
import { listStaff, viewOf } from '../auth/staff-repo';
import { BrandsSchema, NewStaffBody, RoleSchema, StaffChangeBody } from './schemas';
import { changeStaff, createStaff, resetSecondFactor, setDisabled, unlockStaff } from './service';

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('a staff or token id')) });
const NewTokenBody = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  role: RoleSchema,
  brands: BrandsSchema,
});

export async function staffRoutes(api: FastifyInstance): Promise<void> {
  const admin = { preHandler: staffGuard('staff.admin') };
  const known = () => api.tenants.all.map((t) => t.id);
  const actor = (request: Parameters<typeof staffOf>[0]) => ({ staffId: staffOf(request).id });
  const idOf = (params: unknown) => parseInput(IdParams, params, 'id').id;

  api.get('/staff', admin, async () => {
    const now = clock.now();
    return ok((await listStaff(api.db)).map((row) => viewOf(row, now)));
  });

  api.post('/staff', admin, async (request) => {
    const body = parseInput(NewStaffBody, request.body, 'staff member');
    return ok(await createStaff(api.db, actor(request), body, known(), clock.now()));
  });

  api.patch('/staff/:id', admin, async (request) => {
    const body = parseInput(StaffChangeBody, request.body, 'change');
    return ok(await changeStaff(api.db, actor(request), idOf(request.params), body, known(), clock.now()));
  });

  api.post('/staff/:id/reset-second-factor', admin, async (request) =>
    ok(await resetSecondFactor(api.db, actor(request), idOf(request.params), clock.now())),
  );
  api.post('/staff/:id/disable', admin, async (request) =>
    ok(await setDisabled(api.db, actor(request), idOf(request.params), true, clock.now())),
  );
  api.post('/staff/:id/enable', admin, async (request) =>
    ok(await setDisabled(api.db, actor(request), idOf(request.params), false, clock.now())),
  );
  api.post('/staff/:id/unlock', admin, async (request) => ok(await unlockStaff(api.db, actor(request), idOf(request.params), clock.now())));

  api.get('/tokens', admin, async () => ok(await listApiTokens(api.db)));

  api.post('/tokens', admin, async (request) => {
    const body = parseInput(NewTokenBody, request.body, 'token');
    if (body.brands !== 'all') {
      const unknown = body.brands.filter((b) => !known().includes(b));
      if (unknown.length)
        throw new ApiError('request.invalid', { message: `Unknown brands: ${unknown.join(', ')}`, value: { field: 'brands' } });
    }
    const by = staffOf(request);
    if (by.id.startsWith('token:'))
      throw new ApiError('permission.denied', { message: 'An API token cannot create tokens: sign in as an administrator' });
    const now = clock.now();
    const created = await api.db.transaction(async (tx) => {
      const made = await createApiToken(tx, { ...body, createdBy: by.id }, now);
      const view = tokenView(made.row);
      await recordAudit(tx, {
        staffId: by.id,
        tenant: null,
        action: 'tokens.create',
        target: view.name,
        after: { id: view.id, name: view.name, role: view.role, brands: view.brands },
      });
      return { token: made.token, view };
    });
    return ok({ ...created.view, token: created.token });
  });

  api.post('/tokens/:id/revoke', admin, async (request) => {
    const id = idOf(request.params);
    const now = clock.now();
    const by = staffOf(request);
    const view = await api.db.transaction(async (tx) => {
      const row = await apiTokenById(tx, id);
      if (!row) throw new ApiError('request.not.found', { message: 'No such token' });
      if (!(await revokeApiToken(tx, id, now))) throw new ApiError('request.invalid', { message: 'The token is already revoked' });
      await recordAudit(tx, {
        staffId: by.id,
        tenant: null,
        action: 'tokens.revoke',
        target: row.name,
        before: { revoked: false },
        after: { revoked: true },
      });
      return tokenView({ ...row, revoked_at: now });
    });
    return ok(view);
  });
}
