/**
 * The support area (`support.read` to look, `support.answer` to answer, close, reopen and send):
 *
 *   GET  /tenants/:tenant/support/chats                              conversations, waiting first; `cursor` = the brand's latest message id
 *   GET  /tenants/:tenant/support/chats/:memberId?after=             one conversation after a message id (polling); the player's messages become read
 *   POST /tenants/:tenant/support/chats/:memberId/answer             { text }: into the player's chat
 *   POST /tenants/:tenant/support/chats/:memberId/close | reopen
 *   GET  /tenants/:tenant/support/feedback?status=open|all           unanswered first
 *   GET  /tenants/:tenant/support/feedback/:id/pictures/:seq         one picture
 *   POST /tenants/:tenant/support/feedback/:id/answer                { body }: into the player's inbox, once
 *   GET  /tenants/:tenant/support/ranks                              the brand's VIP ranks and languages (for the inbox form)
 *   POST /tenants/:tenant/support/inbox                              { to, texts: { <language>: { title, body } }, sendAt? }
 *                                                                    (or { to, title, body, sendAt? } in the default language):
 *                                                                    a member, a VIP rank or everyone, now or from `sendAt`
 *   GET  /tenants/:tenant/support/inbox?page=&pageSize=              the brand's messages, newest first, scheduled and cancelled ones marked
 *   GET  /tenants/:tenant/support/inbox/:id                          one message: every language's text, its time and state
 *   PUT  /tenants/:tenant/support/inbox/:id                          { texts?, sendAt? }: a scheduled message's new texts and/or time
 *   POST /tenants/:tenant/support/inbox/:id/cancel                   a scheduled message is never shown (one already shown is refused)
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { IdParam, Int4IdParam } from '../../../src/contracts/id';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { vipSettings } from '../../member/settings';
import { staffGuard, staffOf } from '../auth/guard';
import { answerChat, consoleConversation, consoleThreads, setClosed } from './chats';
import { ConsoleInboxBody, ConsoleInboxChange, prepareChange, prepareSend, sentMessages } from './inbox';
import { staffActor, supportMemberCentre } from './member-centre';

const TenantParams = v.object({ tenant: v.string() });
const MemberParams = v.object({ tenant: v.string(), memberId: Int4IdParam });
/** a feedback's or an inbox message's id */
const FeedbackParams = v.object({ tenant: v.string(), id: IdParam });
const PictureParams = v.object({
  tenant: v.string(),
  id: IdParam,
  seq: v.pipe(v.string(), v.regex(/^[1-3]$/, '1, 2 or 3'), v.transform(Number)),
});
const AfterQuery = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'a message id'), v.transform(Number)), '0'),
});
const StatusQuery = v.strictObject({ status: v.optional(v.picklist(['open', 'all']), 'all') });
const TextBody = v.strictObject({ text: v.pipe(v.string(), v.maxLength(4000)) });
const AnswerBody = v.strictObject({ body: v.pipe(v.string(), v.maxLength(4000)) });
const Digits = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    String(fallback),
  );
const PageQuery = v.strictObject({ page: Digits(1, 100_000, 1), pageSize: Digits(1, 100, 20) });

export async function supportRoutes(api: FastifyInstance): Promise<void> {
  const read = { preHandler: staffGuard('support.read') };
  const answer = { preHandler: staffGuard('support.answer') };
  const tenantOf = (id: string): Tenant => {
    const tenant = api.tenants.get(id);
    if (!tenant) throw new ApiError('merchant.unknown');
    return tenant;
  };
  const brand = (params: unknown) => tenantOf(parseInput(TenantParams, params, 'path').tenant);
  const member = (params: unknown) => parseInput(MemberParams, params, 'path').memberId;
  const centre = supportMemberCentre(api.db, tenantOf);

  api.get('/tenants/:tenant/support/chats', read, async (request) => ok(await consoleThreads(api.db, brand(request.params))));

  api.get('/tenants/:tenant/support/chats/:memberId', read, async (request) => {
    const { after } = parseInput(AfterQuery, request.query, 'query');
    return ok(await consoleConversation(api.db, brand(request.params), member(request.params), after, clock.now()));
  });

  api.post('/tenants/:tenant/support/chats/:memberId/answer', answer, async (request) => {
    const { text } = parseInput(TextBody, request.body, 'body');
    return ok(await answerChat(api.db, brand(request.params), staffOf(request), member(request.params), text, clock.now()));
  });

  for (const action of ['close', 'reopen'] as const) {
    api.post(`/tenants/:tenant/support/chats/:memberId/${action}`, answer, async (request) =>
      ok(await setClosed(api.db, brand(request.params), staffOf(request), member(request.params), action === 'close', clock.now())),
    );
  }

  api.get('/tenants/:tenant/support/feedback', read, async (request) => {
    const { status } = parseInput(StatusQuery, request.query, 'query');
    return ok({ list: await centre.feedback(brand(request.params), status) });
  });

  api.get('/tenants/:tenant/support/feedback/:id/pictures/:seq', read, async (request, reply) => {
    const { id, seq } = parseInput(PictureParams, request.params, 'path');
    const p = await centre.picture(brand(request.params), id, seq);
    return reply.type(p.mime).header('content-disposition', 'inline').header('x-content-type-options', 'nosniff').send(p.bytes);
  });

  api.post('/tenants/:tenant/support/feedback/:id/answer', answer, async (request) => {
    const { id } = parseInput(FeedbackParams, request.params, 'path');
    const { body } = parseInput(AnswerBody, request.body, 'body');
    return ok(await centre.answer(brand(request.params), staffOf(request), id, body));
  });

  api.get('/tenants/:tenant/support/ranks', read, async (request) => {
    const tenant = brand(request.params);
    return ok({
      ranks: vipSettings(tenant).ranks.map((r) => r.labelId),
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
    });
  });

  api.post('/tenants/:tenant/support/inbox', answer, async (request) => {
    const tenant = brand(request.params);
    const prepared = prepareSend(tenant, parseInput(ConsoleInboxBody, request.body, 'message'), clock.now());
    return ok(await centre.send(tenant, staffActor(staffOf(request)), prepared));
  });

  api.get('/tenants/:tenant/support/inbox/:id', read, async (request) => {
    const { id } = parseInput(FeedbackParams, request.params, 'path');
    return ok(await centre.message(brand(request.params), id));
  });

  api.put('/tenants/:tenant/support/inbox/:id', answer, async (request) => {
    const tenant = brand(request.params);
    const { id } = parseInput(FeedbackParams, request.params, 'path');
    const change = prepareChange(tenant, parseInput(ConsoleInboxChange, request.body, 'message'), clock.now());
    return ok(await centre.change(tenant, staffActor(staffOf(request)), id, change));
  });

  api.post('/tenants/:tenant/support/inbox/:id/cancel', answer, async (request) => {
    const tenant = brand(request.params);
    const { id } = parseInput(FeedbackParams, request.params, 'path');
    return ok(await centre.cancel(tenant, staffActor(staffOf(request)), id));
  });

  api.get('/tenants/:tenant/support/inbox', read, async (request) => {
    const page = parseInput(PageQuery, request.query, 'query');
    return ok(await sentMessages(api.db, brand(request.params), clock.now(), page));
  });
}
