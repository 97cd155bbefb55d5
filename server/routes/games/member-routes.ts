/** Favourites, recent, hot and the winner board. Favourites and recent need a session of the brand. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import {
  FavouriteBodySchema,
  GAME_PATHS,
  PAGE_SIZES,
  PagingQuerySchema,
  RecentBodySchema,
  WinnersQuerySchema,
} from '../../../src/contracts/games/calls';
import type { CatalogueStore } from '../../games/catalogue';
import { brandView, languageOf, memberOf } from '../../games/context';
import { addFavourite, favouriteNodeIds, removeFavourite } from '../../games/favourites';
import { hotList, memberList } from '../../games/member-lists';
import { addRecent, recentNodeIds } from '../../games/recent';
import { winnerBoard } from '../../games/winners';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';

const HotQuerySchema = v.object({
  language: v.optional(v.string(), ''),
  isPlatform: v.optional(v.string()),
  platform: v.optional(v.string()),
  refresh: v.optional(v.string()),
});
const IdsQuerySchema = v.object({
  pageSize: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(500)),
    String(PAGE_SIZES.favouriteIds),
  ),
});

export function memberRoutes(app: FastifyInstance, store: CatalogueStore, clock: () => Date): void {
  async function who(request: FastifyRequest) {
    const now = clock();
    const { tenant, view } = await brandView(store, request);
    const { member } = await memberOf(app, request, tenant, now);
    return { tenant, view, member, now };
  }
  async function visibleNode(request: FastifyRequest, input: unknown) {
    const body = parseInput(FavouriteBodySchema, input ?? {}, 'body');
    const ctx = await who(request);
    if (!ctx.view.byNode.has(body.nodeId)) throw new ApiError('game.not.found');
    return { ...ctx, nodeId: body.nodeId };
  }

  app.post(GAME_PATHS.favourite, async (request) => {
    const c = await visibleNode(request, request.body);
    await addFavourite(app.db, c.tenant.id, c.member.id, c.nodeId, c.now);
    return ok({ nodeId: String(c.nodeId), favourite: true });
  });
  app.delete(GAME_PATHS.favourite, async (request) => {
    const input = request.body && typeof request.body === 'object' ? request.body : request.query;
    const body = parseInput(FavouriteBodySchema, input ?? {}, 'body');
    const c = await who(request);
    await removeFavourite(app.db, c.tenant.id, c.member.id, body.nodeId);
    return ok({ nodeId: String(body.nodeId), favourite: false });
  });
  app.get(GAME_PATHS.favourite, async (request) => {
    const q = parseInput(PagingQuerySchema, request.query, 'query');
    const c = await who(request);
    const ids = await favouriteNodeIds(app.db, c.tenant.id, c.member.id);
    const r = memberList(c.view, ids, { ...q, pageNo: q.page ?? q.pageNo }, languageOf(request, c.tenant, q.language));
    return ok({ content: r.items, totalPages: r.totalPages, pageNum: r.pageNum, totalCount: r.totalCount });
  });
  app.get(GAME_PATHS.favouriteIds, async (request) => {
    const q = parseInput(IdsQuerySchema, request.query, 'query');
    const c = await who(request);
    const ids = await favouriteNodeIds(app.db, c.tenant.id, c.member.id);
    return ok(
      ids
        .filter((id) => c.view.byNode.has(id))
        .slice(0, q.pageSize)
        .map(String),
    );
  });

  app.post(GAME_PATHS.addRecent, async (request) => {
    const body = parseInput(RecentBodySchema, request.body ?? {}, 'body');
    const c = await who(request);
    if (!c.view.byNode.has(body.nodeId)) throw new ApiError('game.not.found');
    await addRecent(app.db, c.tenant.id, c.member.id, body.nodeId, c.now);
    return ok({ nodeId: String(body.nodeId) });
  });
  app.get(GAME_PATHS.recent, async (request) => {
    const q = parseInput(PagingQuerySchema, request.query, 'query');
    const c = await who(request);
    const ids = await recentNodeIds(app.db, c.tenant.id, c.member.id);
    const r = memberList(c.view, ids, { ...q, pageNo: q.page ?? q.pageNo }, languageOf(request, c.tenant, q.language));
    return ok({ list: r.items, totalPages: r.totalPages, pageNum: r.pageNum });
  });

  app.get(GAME_PATHS.hot, async (request) => {
    const q = parseInput(HotQuerySchema, request.query, 'query');
    const { tenant, view } = await brandView(store, request);
    return ok({ list: hotList(view, languageOf(request, tenant, q.language)) });
  });
  app.get(GAME_PATHS.winners, async (request) => {
    const q = parseInput(WinnersQuerySchema, request.query, 'query');
    const { tenant, view } = await brandView(store, request);
    return ok(await winnerBoard(app.db, view, tenant.id, q.gameCategory, q.limitNum, languageOf(request, tenant, q.language)));
  });
}
