/**
 * Catalogue calls: GCSGAME_gameList, vassal game types.
 *
 * A list answer depends only on the brand's catalogue view (an immutable snapshot: a new object
 * after a reseed or a change of the brand's hiding, server/games/brand-catalogue.ts), the query
 * normalised to what the view knows (server/games/list-key.ts) and the language; so the answer's
 * bytes, ETag and compressed copies (server/http/cached-answer.ts) are kept per view and key, and a
 * repeat costs a map lookup. The answers of every brand and view share one least-recently-used cache
 * bounded by bytes (`GAME_LIST_CACHE_MB`), so no stream of distinct queries can grow the memory; a
 * new view starts with no answers of its own (a reseed shows at once), the old view's go as they
 * age. A browser holding the same answer gets a 304.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { GAME_PATHS, type GameListQuery, GameListQuerySchema } from '../../../src/contracts/games/calls';
import type { BrandCatalogue } from '../../games/brand-catalogue';
import type { CatalogueStore } from '../../games/catalogue';
import { brandView, languageOf } from '../../games/context';
import { gameList } from '../../games/list';
import { gameListKey } from '../../games/list-key';
import { vassalTypes } from '../../games/vassal';
import { ByteBoundedLru } from '../../http/byte-lru';
import { type CachedBody, COMPRESSES_ITSELF, cachedBody, sendCached } from '../../http/cached-answer';
import { parseInput } from '../../http/validate';
import { rawQueryOf, StringMemo } from './string-memo';

/** Characters of raw query strings the parse and key memos may hold, each (about 1 MB of memory at most). */
const QUERY_MEMO_CHARS = 256 * 1024;

export type GameListCache = ByteBoundedLru<CachedBody>;
/** per app, by its database handle (the one object every plugin scope of the app shares) */
const caches = new WeakMap<object, GameListCache>();

/** The app's game-list answers (its size and bytes, for tests and diagnostics). */
export function gameListCacheOf(app: FastifyInstance): GameListCache | undefined {
  return caches.get(app.db);
}

const weigh = (b: CachedBody) => b.raw.length + (b.br?.length ?? 0) + (b.gzip?.length ?? 0);

/** A number per catalogue view, for the keys (the view itself is never held by the cache). */
function viewIds(): (view: BrandCatalogue) => number {
  const ids = new WeakMap<BrandCatalogue, number>();
  let next = 0;
  return (view) => {
    let id = ids.get(view);
    if (id === undefined) {
      id = ++next;
      ids.set(view, id);
    }
    return id;
  };
}

export function catalogueRoutes(app: FastifyInstance, store: CatalogueStore): void {
  const answers: GameListCache = new ByteBoundedLru<CachedBody>(app.config.gameListCacheBytes, weigh);
  caches.set(app.db, answers);
  const viewId = viewIds();

  // the parse of a query and its answer's key are pure functions of the raw query string (and of the
  // view and language): kept, so a repeated query skips the schema and the key's normalisation
  const parsed = new StringMemo<GameListQuery>(QUERY_MEMO_CHARS);
  const keys = new StringMemo<string>(QUERY_MEMO_CHARS);

  // a repeat is answered before Fastify runs while the catalogue snapshot needs no re-check (server/http/front-cache.ts)
  const front = app.frontCache;
  front.route(GAME_PATHS.gameList, { perAddress: false });
  app.get(GAME_PATHS.gameList, { ...COMPRESSES_ITSELF, onSend: front.record }, async (request, reply) => {
    const raw = rawQueryOf(request.url);
    let q = parsed.get(raw);
    if (!q) {
      q = Object.freeze(parseInput(GameListQuerySchema, request.query, 'query'));
      parsed.set(raw, q);
    }
    const { tenant, view, catalogue } = await brandView(store, request);
    const language = languageOf(request, tenant, q.language);
    const memoKey = `${viewId(view)}\u0002${language}\u0002${raw}`;
    let key = keys.get(memoKey);
    if (key === undefined) {
      key = `${viewId(view)}\u0002${gameListKey(view, q, language)}`;
      keys.set(memoKey, key);
    }
    const answer = answers.get(key) ?? cachedBody(JSON.stringify(ok(gameList(view, q, language))));
    // the same bytes while the same snapshot serves without a re-check (the view and key follow from it and the request)
    front.keep(request, tenant, () => store.fresh() === catalogue);
    sendCached(request, reply, answer);
    // (again) after sending: the weight counts the compressed copy this request may have made
    answers.set(key, answer);
    return reply;
  });

  app.get(GAME_PATHS.vassalTypes, async (request) => {
    const { view } = await brandView(store, request);
    return ok(vassalTypes(view));
  });
}
