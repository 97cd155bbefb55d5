/**
 * Catalogue calls: GCSGAME_gameList, vassal game types.
 *
 * A list answer depends only on the brand's catalogue view (an immutable snapshot: a new object
 * after a reseed or a change of the brand's hiding, server/games/brand-catalogue.ts), the
 * normalised query and the language; so the answer's bytes, ETag and compressed copies
 * (server/http/cached-answer.ts) are kept per view and key (at most 2,000 per view, cleared past that) and a repeat costs a map lookup. A new view
 * starts empty, so a reseed shows as soon as the store sees the new catalogue version. A browser
 * holding the same answer gets a 304.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { GAME_PATHS, type GameListQuery, GameListQuerySchema } from '../../../src/contracts/games/calls';
import type { LanguageCode } from '../../../src/contracts/languages';
import type { BrandCatalogue } from '../../games/brand-catalogue';
import type { CatalogueStore } from '../../games/catalogue';
import { brandView, languageOf } from '../../games/context';
import { gameList } from '../../games/list';
import { vassalTypes } from '../../games/vassal';
import { type CachedBody, cachedBody, sendCached } from '../../http/cached-answer';
import { parseInput } from '../../http/validate';

const MAX_ANSWERS_PER_VIEW = 2000;

/** What the answer depends on, in one string (the fields gameList reads, normalised). */
function listKey(q: GameListQuery, language: LanguageCode): string {
  const vendors = q.vassalage
    .split(',')
    .filter(Boolean)
    .map((s) => s.toUpperCase())
    .sort()
    .join(',');
  return [language, q.gameType, vendors, q.gameClassify, q.isNew, q.minBet, q.minLine, q.gameName.toLowerCase(), q.pageNo, q.pageSize].join('\u0001');
}

export function catalogueRoutes(app: FastifyInstance, store: CatalogueStore): void {
  const answers = new WeakMap<BrandCatalogue, Map<string, CachedBody>>();

  app.get(GAME_PATHS.gameList, async (request, reply) => {
    const q = parseInput(GameListQuerySchema, request.query, 'query');
    const { tenant, view } = await brandView(store, request);
    const language = languageOf(request, tenant, q.language);
    let perView = answers.get(view);
    if (!perView) {
      perView = new Map();
      answers.set(view, perView);
    }
    const key = listKey(q, language);
    let answer = perView.get(key);
    if (!answer) {
      answer = cachedBody(JSON.stringify(ok(gameList(view, q, language))));
      if (perView.size >= MAX_ANSWERS_PER_VIEW) perView.clear();
      perView.set(key, answer);
    }
    return sendCached(request, reply, answer);
  });

  app.get(GAME_PATHS.vassalTypes, async (request) => {
    const { view } = await brandView(store, request);
    return ok(vassalTypes(view));
  });
}
