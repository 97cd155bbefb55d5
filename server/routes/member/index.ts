/**
 * The member-centre route group: VIP overview, missions, inbox, feedback, personal
 * settings and profile picture. Paths and payloads: src/contracts/member/. The rank-progress call
 * itself stays in the account group (server/routes/account/member-routes.ts) and reads
 * server/member/vip.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { CallDef } from '../../../src/contracts/call';
import { ok } from '../../../src/contracts/envelope';
import { MEMBER_CALLS as C } from '../../../src/contracts/member/calls';
import { FeedbackRequestSchema } from '../../../src/contracts/member/feedback';
import { InboxQuerySchema, InboxReadRequestSchema, UnreadQuerySchema } from '../../../src/contracts/member/inbox';
import { ClaimMissionRequestSchema } from '../../../src/contracts/member/missions';
import { SetEmailSchema, SetIconSchema, SetNicknameSchema, setPayeeSchema } from '../../../src/contracts/member/profile';
import { PICTURE_BASE64_MAX } from '../../../src/contracts/member/uploads';
import { loadBrand, requireFlags } from '../../accounts/brand';
import { platformHeaders } from '../../http/platform-headers';
import { parseInput } from '../../http/validate';
import { clock } from '../../clock';
import { languageOf } from '../../games/context';
import { type MemberContext, memberContext, requireModule, requireRealAccount } from '../../member/context';
import { payVipBenefits, VIP_PAY_RUN_EVERY_MS } from '../../member/benefits';
import { every } from '../../plugins/app/every';
import { myFeedback, submitFeedback } from '../../member/feedback';
import { inboxPage, markRead, unreadCount } from '../../member/inbox';
import { claimMission, listMissions } from '../../member/missions';
import { getIcon, setIcon, setMemberField } from '../../member/profile';
import { vipOverview } from '../../member/vip';

const body = <S extends v.GenericSchema>(s: S, r: FastifyRequest): v.InferOutput<S> => parseInput(s, r.body ?? {}, 'body');
const query = <S extends v.GenericSchema>(s: S, r: FastifyRequest): v.InferOutput<S> => parseInput(s, r.query ?? {}, 'query');

export default async function memberCentreRoutes(app: FastifyInstance): Promise<void> {
  const route = (
    def: CallDef,
    handler: (ctx: MemberContext, request: FastifyRequest) => Promise<unknown>,
    opts: { bodyLimit?: number } = {},
  ) => {
    app.route({
      method: def.method,
      url: def.path,
      ...opts,
      handler: async (request) => ok(await handler(await memberContext(app, request), request)),
    });
  };

  // the ladder is public (the VIP item shows to guests too); with a session, the player's standing
  app.get(C.vip.path, async (request) => {
    if (!platformHeaders(request).token) {
      const brand = await loadBrand(app.db, request);
      requireFlags(brand, 'VIP benefits', 'VIPBEN3');
      return ok(await vipOverview(app.db, brand.tenant, null, clock.now()));
    }
    const ctx = await memberContext(app, request);
    requireModule(ctx, 'VIP benefits', 'VIPBEN3');
    return ok(await vipOverview(ctx.db, ctx.brand.tenant, ctx.member, ctx.now));
  });

  route(C.missions, async (ctx) => {
    requireModule(ctx, 'Missions', 'MISSION3');
    return listMissions(ctx);
  });
  route(C.claimMission, async (ctx, r) => {
    requireModule(ctx, 'Missions', 'MISSION3');
    const { missionId } = body(ClaimMissionRequestSchema, r);
    requireRealAccount(ctx);
    return claimMission(ctx, missionId);
  });

  route(C.inbox, async (ctx, r) => {
    requireModule(ctx, 'Inbox', 'INBOX3');
    const { pageNo } = query(InboxQuerySchema, r);
    return inboxPage(ctx.db, ctx.brand.tenant, ctx.member, ctx.now, pageNo, languageOf(r, ctx.brand.tenant));
  });
  route(C.inboxUnread, async (ctx, r) => {
    requireModule(ctx, 'Inbox', 'INBOX3');
    query(UnreadQuerySchema, r);
    return { unReadCount: await unreadCount(ctx.db, ctx.brand.tenant, ctx.member, ctx.now) };
  });
  route(C.inboxRead, async (ctx, r) => {
    requireModule(ctx, 'Inbox', 'INBOX3');
    const { id } = body(InboxReadRequestSchema, r);
    return markRead(ctx.db, ctx.brand.tenant, ctx.member, ctx.now, id);
  });

  // up to 3 pictures of 5 MB travel as base64 in one body; a fourth one still gets its own message
  route(
    C.feedback,
    async (ctx, r) => {
      requireModule(ctx, 'Feedback', 'FEEDBACK3');
      const input = body(FeedbackRequestSchema, r);
      requireRealAccount(ctx);
      return submitFeedback(ctx, { content: input.content, pictures: input.pictures });
    },
    { bodyLimit: 4 * PICTURE_BASE64_MAX + 100_000 },
  );
  route(C.myFeedback, async (ctx) => {
    requireModule(ctx, 'Feedback', 'FEEDBACK3');
    return { list: await myFeedback(ctx) };
  });

  route(C.setNickname, async (ctx, r) => {
    const { nickname } = body(SetNicknameSchema, r);
    requireRealAccount(ctx);
    return setMemberField(ctx, 'nickname', nickname);
  });
  route(C.setEmail, async (ctx, r) => {
    const { email } = body(SetEmailSchema, r);
    requireRealAccount(ctx);
    return setMemberField(ctx, 'email', email);
  });
  route(C.setPayee, async (ctx, r) => {
    const { payeeName } = body(setPayeeSchema(ctx.brand.tenant.register.payeeName), r);
    requireRealAccount(ctx);
    return setMemberField(ctx, 'payee_name', payeeName);
  });
  route(
    C.setIcon,
    async (ctx, r) => {
      requireModule(ctx, 'Profile picture', 'PROFPIC3');
      const { picture } = body(SetIconSchema, r);
      requireRealAccount(ctx);
      return setIcon(ctx, picture);
    },
    { bodyLimit: PICTURE_BASE64_MAX + 100_000 },
  );
  route(C.icon, async (ctx) => {
    requireModule(ctx, 'Profile picture', 'PROFPIC3');
    return getIcon(ctx);
  });

  // the VIP benefit pay run (server/member/benefits.ts), on the server clock
  if (!app.config.payRuns) return; // PAY_RUNS=false: operators run it (ops, operator API)
  every(app, 'VIP benefit pay run', VIP_PAY_RUN_EVERY_MS, async () => {
    const r = await payVipBenefits(app.db, app.tenants.all, clock.now());
    if (r.failed > 0) app.log.warn(r, 'VIP benefit pay run: some payments failed');
    else if (r.paid + r.withheld > 0) app.log.info(r, 'VIP benefit pay run');
  });
}
