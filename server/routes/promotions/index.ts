/**
 * The promotion route group (paths and payloads: src/contracts/promotions/): sign-up join
 * (REWCEN3), reward requests with pictures, the player's participation states and the reward
 * centre (REWCEN3). Every call needs the player's session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { PROMOTION_CALLS as C } from '../../../src/contracts/promotions/calls';
import { contentLanguageFor } from '../../../src/contracts/languages';
import { LanguageQuerySchema, REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX } from '../../../src/contracts/promotions/rewards';
import { languageOf } from '../../games/context';
import { requireFlags } from '../../accounts/brand';
import { type PromotionContext, promotionContext } from '../../promotions/context';
import { join, participations, requestReward, rewards } from '../../promotions/player';
import { parseWallet } from '../../wallet/input';

type Handler = (ctx: PromotionContext, request: FastifyRequest) => Promise<unknown>;

/**
 * Base64 pictures in JSON: room for one more than the limit, each a little over the size limit, so
 * "too many" and "too large" answer with the spec's messages instead of a bare 413.
 */
export const REWARD_BODY_LIMIT = (REWARD_IMAGES_MAX + 1) * Math.ceil(((REWARD_IMAGE_MAX_BYTES + 1024) * 4) / 3) + 64_000;

export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const route = (def: (typeof C)[keyof typeof C], handler: Handler, opts: { bodyLimit?: number } = {}) =>
    app.route({
      method: def.method,
      url: def.path,
      ...opts,
      handler: async (request) => ok(await handler(await promotionContext(app, request), request)),
    });

  route(C.participations, (ctx) => participations(ctx));
  route(C.join, (ctx, r) => {
    requireFlags(ctx.brand, 'Reward centre', 'REWCEN3');
    return join(ctx, r.body);
  });
  route(C.requestReward, (ctx, r) => requestReward(ctx, r.body), { bodyLimit: REWARD_BODY_LIMIT });
  route(C.rewards, async (ctx, r) => {
    requireFlags(ctx.brand, 'Reward centre', 'REWCEN3');
    return rewards(ctx, contentLanguageFor(languageOf(r, ctx.brand.tenant, parseWallet(LanguageQuerySchema, r.query).language)));
  });
}
