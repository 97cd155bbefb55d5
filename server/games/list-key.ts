/**
 * The cache key of a `GCSGAME_gameList` answer: what the answer depends on, normalised to the
 * values the brand's catalogue view knows, so that a query cannot make a new entry by adding junk.
 * Vendor codes are upper-cased, deduplicated and sorted, and those the view does not have are
 * dropped (they match no game); a minimum bet or line no game has, or a vendor list of unknown codes
 * only, matches nothing, and every query that matches nothing by those has the same answer (an empty
 * page: only the page number shows) and so one key per page number. `gameClassify=new` and
 * `isNew=1` are one filter (which then ignores the classification). Free text (the name searched)
 * stays as sent, lower-cased: the cache's byte budget bounds it.
 */
import type { GameListQuery } from '../../src/contracts/games/calls';
import type { LanguageCode } from '../../src/contracts/languages';
import type { BrandCatalogue } from './brand-catalogue';

type Known = { vendors: ReadonlySet<string>; bets: ReadonlySet<number>; lines: ReadonlySet<number> };
const knownOf = new WeakMap<BrandCatalogue, Known>();

function known(view: BrandCatalogue): Known {
  let k = knownOf.get(view);
  if (!k) {
    k = {
      vendors: new Set(view.vendors.map((v) => v.code)),
      bets: new Set(view.games.map((g) => g.minBet)),
      lines: new Set(view.games.map((g) => g.minLine)),
    };
    knownOf.set(view, k);
  }
  return k;
}

const SEP = '\u0001';

export function gameListKey(view: BrandCatalogue, q: GameListQuery, language: LanguageCode): string {
  const k = known(view);
  const asked = q.vassalage.split(',').filter(Boolean);
  const vendors = [...new Set(asked.map((s) => s.toUpperCase()))].filter((code) => k.vendors.has(code)).sort();
  const matchesNothing =
    (asked.length > 0 && vendors.length === 0) ||
    (q.minBet !== '' && !k.bets.has(q.minBet)) ||
    (q.minLine !== '' && !k.lines.has(q.minLine));
  if (matchesNothing) return ['none', q.pageNo].join(SEP);
  const isNew = q.gameClassify === 'new' || q.isNew === '1';
  const classify = isNew ? '' : q.gameClassify;
  return [
    language,
    q.gameType,
    vendors.join(','),
    isNew ? 'new' : '',
    classify,
    q.minBet,
    q.minLine,
    q.gameName.toLowerCase(),
    q.pageNo,
    q.pageSize,
  ].join(SEP);
}
