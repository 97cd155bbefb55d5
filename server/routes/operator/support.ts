/**
 * Operator HTTP API for the support chat (same service as `npm run ops -- chat`):
 *   GET  /ops/api/tenants/:tenant/chats                     conversations, most recent first (unread = player messages not read)
 *   GET  /ops/api/tenants/:tenant/chats/:username           one conversation (the player's messages become read)
 *   POST /ops/api/tenants/:tenant/chats/:username           { text, operator? }: an answer
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import { createChatOps } from '../../support/operator';
import { TenantParams } from './schemas';

const ChatParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), username: v.pipe(v.string(), v.maxLength(40)) });
const ReplyBody = v.strictObject({
  text: v.pipe(v.string(), v.maxLength(4000)),
  operator: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,40}$/, 'letters, digits, _ . -, 1-40 long')), 'api'),
});

async function asApi<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof OpsError)
      throw new ApiError(/^No player/.test(error.message) ? 'request.not.found' : 'request.invalid', { message: error.message });
    throw error;
  }
}

export function supportOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const ops = createChatOps(api.db, tenantOf);

  api.get('/tenants/:tenant/chats', async (request) => {
    const { tenant } = parseInput(TenantParams, request.params, 'path');
    return ok(await ops.threads(tenantOf(tenant).id));
  });

  api.get('/tenants/:tenant/chats/:username', async (request) => {
    const { tenant, username } = parseInput(ChatParams, request.params, 'path');
    return ok(await asApi(() => ops.show(tenant, username, clock.now())));
  });

  api.post('/tenants/:tenant/chats/:username', async (request) => {
    const { tenant, username } = parseInput(ChatParams, request.params, 'path');
    const body = parseInput(ReplyBody, request.body, 'body');
    return ok(await asApi(() => ops.reply(tenant, username, body.text, body.operator, clock.now())));
  });
}
