/**
 * The lottery calls of spec §7: game lists and menus, VN menus, opened draws (read from the lottery
 * vendor's results, lottery-results.ts), popular games.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { CatalogueStore } from '../../games/catalogue';
import { brandView, languageOf, memberOf } from '../../games/context';
import { toItem } from '../../games/items';
import { lotteryGames, lotteryMenus } from '../../games/lottery';
import { openedDraws, vendorGetOf } from '../../games/lottery-results';
import { recentNodeIds } from '../../games/recent';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';

const LangQuery = v.object({ language: v.optional(v.pipe(v.string(), v.maxLength(8)), '') });
const GameQuery = v.object({
  gameCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,64}$/, 'must be a game code')),
  count: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(50)), '10'),
});
const VN = 'TCG_LOTTO_VN';

export function lotteryRoutes(app: FastifyInstance, store: CatalogueStore, clock: () => Date): void {
  const vendor = vendorGetOf(app, app.config.vendorUrl);
  async function ctx(request: FastifyRequest) {
    const q = parseInput(LangQuery, { language: (request.query as { language?: string }).language }, 'query');
    const { tenant, view } = await brandView(store, request);
    return { tenant, view, language: languageOf(request, tenant, q.language) };
  }
  async function game(request: FastifyRequest) {
    const q = parseInput(GameQuery, request.query, 'query');
    const { view } = await ctx(request);
    const g = lotteryGames(view).find((x) => x.gameCode === q.gameCode);
    if (!g) throw new ApiError('game.not.found');
    return { g, count: q.count };
  }

  app.get('/lgw/games/mobile', async (request) => {
    const c = await ctx(request);
    return ok({ list: lotteryGames(c.view).map((g) => toItem(g, c.language)) });
  });
  app.get('/lgw/games/mobile_game_menus', async (request) => {
    const c = await ctx(request);
    return ok(lotteryMenus(c.view, c.language));
  });
  app.get('/lgw/games/popular', async (request) => {
    const c = await ctx(request);
    const hot = lotteryGames(c.view).filter((g) => g.lottoMode?.includes('Entertainment') || g.gameType === 'LOTT');
    return ok({ list: hot.slice(0, 6).map((g) => toItem(g, c.language)) });
  });
  app.get('/lgw/vn/games/game_menu', async (request) => {
    const c = await ctx(request);
    return ok(lotteryMenus(c.view, c.language).filter((m) => m.vendor === VN));
  });
  app.get('/lgw/vn/games/game_menu/recent', async (request) => {
    const c = await ctx(request);
    const { member } = await memberOf(app, request, c.tenant, clock());
    const ids = await recentNodeIds(app.db, c.tenant.id, member.id);
    const list = ids.flatMap((id) => {
      const g = c.view.byNode.get(id);
      return g && g.vendorCode === VN ? [toItem(g, c.language)] : [];
    });
    return ok({ list });
  });
  app.get('/lotto/lgw/games/opened/numero', async (request) => {
    const { g } = await game(request);
    return ok((await openedDraws(vendor, g, 1))[0] ?? null);
  });
  app.get('/lgw/vn/numeros/opened/game', async (request) => {
    const { g, count } = await game(request);
    return ok({ list: await openedDraws(vendor, g, count) });
  });
}
