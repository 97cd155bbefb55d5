/**
 * `POST /ops/api/tenants/:tenant/members` { username, password }: an operator creates a player
 * account (QA and support test accounts; the flag matrix logs in with one), created at the server's
 * clock. Refuses a taken name.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { insertMember, memberByUsername } from '../../accounts/members';
import { hashPassword } from '../../accounts/secrets';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { TenantParams } from './schemas';

export const NewMemberBody = v.strictObject({
  username: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{3,9}$/, '4-10 letters and digits, starting with a letter')),
  password: v.pipe(v.string(), v.minLength(6), v.maxLength(20)),
});

export function memberRoutes(api: FastifyInstance, tenantOf: (id: string) => { id: string; merchantCode: string }): void {
  api.post('/tenants/:tenant/members', async (request) => {
    const tenant = tenantOf(parseInput(TenantParams, request.params, 'path').tenant);
    const body = parseInput(NewMemberBody, request.body, 'body');
    if (await memberByUsername(api.db, tenant.merchantCode, body.username)) {
      throw new ApiError('request.invalid', { message: `Username ${body.username} is taken on ${tenant.id}.` });
    }
    const member = await insertMember(api.db, {
      tenantId: tenant.id,
      merchantCode: tenant.merchantCode,
      username: body.username,
      passwordHash: await hashPassword(body.password),
      accountKind: 'player',
      memberType: 0,
      registerMethod: 'OPS',
      now: clock.now(),
    });
    return ok({ id: member.id, username: body.username, merchantCode: tenant.merchantCode });
  });
}
