/**
 * The agent route group (paths and payloads: src/contracts/agent/): home, team KPI,
 * downlines, rebates, quotas, moves (and their targets), affiliate, contracts and the contract-request check. It also
 * starts the contract pay run every few minutes (and `npm run ops -- agents pay` runs it at once).
 */
import type { FastifyInstance } from 'fastify';
import {
  DownlineQuerySchema,
  DownlinesQuerySchema,
  MoveTargetsQuerySchema,
  OfferContractSchema,
  RespondContractSchema,
  TransferDownlineSchema,
  TransferMultipleSchema,
  UpdateRebatesSchema,
} from '../../../src/contracts/agent/agent';
import { AGENT_CALLS as C } from '../../../src/contracts/agent/calls';
import { ok } from '../../../src/contracts/envelope';
import { clock } from '../../clock';
import { every } from '../../plugins/app/every';
import { agentContext, memberContext } from '../../agent/context';
import { moveTargets } from '../../agent/move-targets';
import { contractRequests, contractView, offerContract, payDueContracts, respondContract } from '../../agent/contracts';
import {
  affiliateOf,
  agentHome,
  downlineDetail,
  listDownlines,
  quotasOf,
  rebateSettingsOf,
  teamKpi,
  transferDownlines,
  updateDownlineRebates,
} from '../../agent/team';
import { platformHeaders } from '../../http/platform-headers';
import { parseInput } from '../../http/validate';

/** How often the server runs the contract pay run (each ended period is paid once, whenever). */
export const PAY_RUN_EVERY_MS = 5 * 60 * 1000;

export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  app.get(C.home.path, async (request) => {
    const ctx = await agentContext(app, request);
    return ok(await agentHome(ctx, platformHeaders(request).language ?? ctx.brand.tenant.defaultLanguage));
  });
  app.get(C.teamKpi.path, async (request) => ok(await teamKpi(await agentContext(app, request, 'AGEINFO3'))));

  app.get(C.downlines.path, async (request) => {
    const ctx = await agentContext(app, request, 'AGEDOWNMAN3');
    return ok(await listDownlines(ctx, parseInput(DownlinesQuerySchema, request.query, 'query')));
  });
  app.get(C.downline.path, async (request) => {
    const ctx = await agentContext(app, request, 'AGEDOWNMAN3');
    return ok(await downlineDetail(ctx, parseInput(DownlineQuerySchema, request.query, 'query').username));
  });
  app.post(C.updateDownlineRebates.path, async (request) => {
    const ctx = await agentContext(app, request, 'AGEDOWNMAN3');
    return ok({ list: await updateDownlineRebates(ctx, parseInput(UpdateRebatesSchema, request.body, 'body').list) });
  });
  app.get(C.moveTargets.path, async (request) => {
    const ctx = await agentContext(app, request, 'AGEDOWNMAN3');
    return ok(await moveTargets(ctx, parseInput(MoveTargetsQuerySchema, request.query, 'query')));
  });
  app.post(C.transferDownline.path, async (request) => {
    const ctx = await agentContext(app, request, 'AGEDOWNMAN3');
    const b = parseInput(TransferDownlineSchema, request.body, 'body');
    return ok({ list: await transferDownlines(ctx, [b.username], b.target) });
  });
  app.post(C.transferMultipleDownline.path, async (request) => {
    const ctx = await agentContext(app, request, 'AGEDOWNMAN3');
    const b = parseInput(TransferMultipleSchema, request.body, 'body');
    return ok({ list: await transferDownlines(ctx, b.usernames, b.target) });
  });
  app.get(C.affiliate.path, async (request) => ok(await affiliateOf(await agentContext(app, request, 'AFFMAN3'))));
  app.get(C.rebateSettings.path, async (request) => ok(rebateSettingsOf(await agentContext(app, request))));
  app.get(C.quotas.path, async (request) => ok(await quotasOf(await agentContext(app, request))));

  app.get(C.salaryContract.path, async (request) => ok(await contractView(await agentContext(app, request), 'salary')));
  app.get(C.dividendContract.path, async (request) => ok(await contractView(await agentContext(app, request), 'dividend')));
  app.get(C.hourContract.path, async (request) => ok(await contractView(await agentContext(app, request), 'hourly')));
  app.post(C.offerContract.path, async (request) => {
    const ctx = await agentContext(app, request);
    return ok(await offerContract(ctx, parseInput(OfferContractSchema, request.body, 'body')));
  });
  app.post(C.respondContract.path, async (request) => {
    const ctx = await agentContext(app, request);
    const b = parseInput(RespondContractSchema, request.body, 'body');
    return ok(await respondContract(ctx, b.id, b.accept));
  });
  app.get(C.contractRequests.path, async (request) => ok(await contractRequests(await memberContext(app, request))));

  if (!app.config.payRuns) return; // PAY_RUNS=false: operators run it (ops, operator API)
  every(app, 'agent contract pay run', PAY_RUN_EVERY_MS, async () => {
    const r = await payDueContracts(app.db, clock.now());
    if (r.failed > 0) app.log.warn(r, 'agent contract pay run: some periods failed');
    else if (r.periods > 0) app.log.info(r, 'agent contract pay run');
  });
}
