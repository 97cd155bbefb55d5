/**
 * The responsible-gambling route group (`/wps/rg/*`): status, limits, session rules,
 * time-out and self-exclusion, history of play, reality check. Paths and payloads: src/contracts/rg/.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { RG_CALLS as C } from '../../../src/contracts/rg/calls';
import {
  ExcludeRequestSchema,
  HistoryQuerySchema,
  SetLimitRequestSchema,
  SetSessionRulesRequestSchema,
} from '../../../src/contracts/rg/rg';
import { parseInput } from '../../http/validate';
import { depositAllowance } from '../../rg/checks';
import { rgContext } from '../../rg/context';
import { historyOf } from '../../rg/history';
import { exclude, rgStatus, setLimit, setSessionRules } from '../../rg/player';
import { answerRealityCheck, realityCheck } from '../../rg/reality';

export default async function rgRoutes(app: FastifyInstance): Promise<void> {
  app.get(C.status.path, async (request) => ok(await rgStatus(await rgContext(app, request))));

  app.post(C.setLimit.path, async (request) => {
    const ctx = await rgContext(app, request);
    return ok(await setLimit(ctx, parseInput(SetLimitRequestSchema, request.body, 'body')));
  });

  app.post(C.setSessionRules.path, async (request) => {
    const ctx = await rgContext(app, request);
    return ok(await setSessionRules(ctx, parseInput(SetSessionRulesRequestSchema, request.body, 'body')));
  });

  app.post(C.exclude.path, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    const ctx = await rgContext(app, request);
    return ok(await exclude(ctx, parseInput(ExcludeRequestSchema, request.body, 'body')));
  });

  app.get(C.history.path, async (request) => {
    const ctx = await rgContext(app, request);
    const { period } = parseInput(HistoryQuerySchema, request.query, 'query');
    return ok(await historyOf(ctx.db, ctx.tenantId, ctx.member.id, period, ctx.now));
  });

  app.get(C.realityCheck.path, async (request) => ok(await realityCheck(await rgContext(app, request))));
  app.post(C.answerRealityCheck.path, async (request) => {
    await answerRealityCheck(await rgContext(app, request));
    return ok(null);
  });

  app.get(C.depositAllowance.path, async (request) => {
    const ctx = await rgContext(app, request);
    return ok(await depositAllowance(ctx.db, ctx.tenantId, ctx.member.id, ctx.now));
  });
}
