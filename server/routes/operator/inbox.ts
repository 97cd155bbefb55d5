/**
 * Operator HTTP API for inbox messages (the console's rules and code, `server/console/support`; the
 * same as `npm run ops -- inbox`), audited as `operator:api`:
 *   POST /ops/api/tenants/:tenant/inbox                 { to, texts: { <language>: { title, body } }, sendAt? }
 *                                                       (or { to, title, body, sendAt? } in the brand's default language);
 *                                                       to: {kind:'member',username}|{kind:'rank',labelId}|{kind:'all'}
 *   GET  /ops/api/tenants/:tenant/inbox?page=&pageSize=  the brand's messages, newest first, scheduled and cancelled ones marked
 *   GET  /ops/api/tenants/:tenant/inbox/:id             one message: every language's text, its time and state
 *   PUT  /ops/api/tenants/:tenant/inbox/:id             { texts?, sendAt? }: a scheduled message's new texts and/or time
 *   POST /ops/api/tenants/:tenant/inbox/:id/cancel      a scheduled message is never shown (one already shown is refused)
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { ConsoleInboxBody, ConsoleInboxChange, prepareChange, prepareSend, sentMessages } from '../../console/support/inbox';
import { type InboxActor, supportMemberCentre } from '../../console/support/member-centre';
import { parseInput } from '../../http/validate';
import { TenantParams } from './schemas';

const API: InboxActor = { staffId: null, name: 'operator:api', sender: 'operator:api' };
const MessageParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), id: IdParam });
const Digits = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );
const PageQuery = v.strictObject({ page: Digits(1, 100_000, 1), pageSize: Digits(1, 100, 20) });

export function inboxOperatorRoutes(api: FastifyInstance, tenantOf: (id: string) => Tenant): void {
  const centre = supportMemberCentre(api.db, tenantOf, /^No message /);
  const brand = (params: unknown) => tenantOf(parseInput(TenantParams, params, 'path').tenant);

  api.post('/tenants/:tenant/inbox', async (request) => {
    const tenant = brand(request.params);
    const prepared = prepareSend(tenant, parseInput(ConsoleInboxBody, request.body, 'message'), clock.now());
    return ok(await centre.send(tenant, API, prepared));
  });

  api.get('/tenants/:tenant/inbox', async (request) => {
    const page = parseInput(PageQuery, request.query, 'query');
    return ok(await sentMessages(api.db, brand(request.params), clock.now(), page));
  });

  api.get('/tenants/:tenant/inbox/:id', async (request) => {
    const { id } = parseInput(MessageParams, request.params, 'path');
    return ok(await centre.message(brand(request.params), id));
  });

  api.put('/tenants/:tenant/inbox/:id', async (request) => {
    const tenant = brand(request.params);
    const { id } = parseInput(MessageParams, request.params, 'path');
    const change = prepareChange(tenant, parseInput(ConsoleInboxChange, request.body, 'message'), clock.now());
    return ok(await centre.change(tenant, API, id, change));
  });

  api.post('/tenants/:tenant/inbox/:id/cancel', async (request) => {
    const tenant = brand(request.params);
    const { id } = parseInput(MessageParams, request.params, 'path');
    return ok(await centre.cancel(tenant, API, id));
  });
}
