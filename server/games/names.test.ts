/**
 * Every generated game's name says what plays it: the demo vendors' engine
 * (`engineIdOf`, decided at launch) is the one its name promises, in every catalog language; no
 * name promises a game no engine plays (mahjong, rummy, poker, ...), and no word is doubled.
 */
import { describe, expect, it } from 'vitest';
import { engineIdOf } from '../vendors/engines/catalog';
import { generateCatalogue } from './generate';
import { sportsName } from './names';

/** what an engine's games must say, per language */
const PROMISE: Record<string, { en: RegExp; zh: RegExp; km: RegExp }> = {
  'dragon-tiger': { en: /Dragon Tiger/, zh: /龙虎/, km: /នាគខ្លា/ },
  blackjack: { en: /^Blackjack$/, zh: /二十一点/, km: /ប្លាក់ជែក/ },
  baccarat: { en: /^Baccarat [A-Z]/, zh: /百家乐/, km: /បាការ៉ា/ },
  bingo: { en: / Bingo( \d+)?$/, zh: /宾果/, km: /ប៊ីងហ្គោ/ },
  jackpot: { en: / Jackpot( \d+)?$/, zh: /奖池/, km: /ជែកផត/ },
  fishing: { en: / Fishing( \d+)?$/, zh: /捕鱼/, km: /បាញ់ត្រី/ },
  sports: { en: / Sports$/, zh: /体育$/, km: /^កីឡា /u },
  esports: { en: / Esports$/, zh: /电竞$/, km: /អេឡិចត្រូនិក/ },
  cockfight: { en: / Cockfight$/, zh: /斗鸡$/, km: /ជល់មាន់/ },
  'lottery-LOTT': { en: / Lotto$/, zh: /彩票$/, km: /ឆ្នោត/ },
  'lottery-SEA': { en: / Lotto$/, zh: /彩票$/, km: /ឆ្នោត/ },
  'lottery-ELOTT': { en: /1-minute Lotto$/, zh: /1分彩$/, km: /ឆ្នោត.*១ នាទី/ },
};
/** games no demo engine plays, and table rules the baccarat engine does not have */
const NO_ENGINE = /mahjong|rummy|hold'em|poker|niu niu|fan tan|pk10|fast 3|11x5|roulette|sic bo|squeeze|no commission|3-minute|5-minute/i;
const PLAIN_SLOT = /Bingo|Jackpot|Fishing|Dragon Tiger|Baccarat|Blackjack|Lotto|Sports|Esports|Cockfight/;

describe('generated game names', () => {
  const games = generateCatalogue(3000);

  it("say what each game's engine plays, in every language", () => {
    const wrong: string[] = [];
    for (const g of games) {
      const engine = engineIdOf({ vendorCode: g.vendorCode, gameType: g.gameType, gameCode: g.gameCode, classify: g.classify });
      const promise = PROMISE[engine];
      if (promise) {
        for (const lang of ['en', 'zh', 'km'] as const)
          if (!promise[lang].test(g.names[lang])) wrong.push(`${g.gameCode} (${engine}) ${lang}: ${g.names[lang]}`);
      } else if (PLAIN_SLOT.test(g.names.en)) wrong.push(`${g.gameCode} (${engine}): ${g.names.en}`);
    }
    expect(wrong).toEqual([]);
  });

  it('promise no game the demo engines do not play, and never double a word', () => {
    expect(games.filter((g) => NO_ENGINE.test(g.names.en)).map((g) => g.names.en)).toEqual([]);
    const doubled = games.filter((g) => /\b(\w+) \1\b/i.test(g.names.en) || /(体育|电竞|斗鸡).*\1/.test(g.names.zh));
    expect(doubled.map((g) => g.names.en)).toEqual([]);
  });

  it('names a sports lobby by the vendor brand and its kind once', () => {
    expect(sportsName('SABA Sports', 'SPORTS')).toEqual({ en: 'SABA Sports', zh: 'SABA 体育', km: 'កីឡា SABA' });
    expect(sportsName('TF Gaming Esports', 'ESPORTS').en).toBe('TF Gaming Esports');
    expect(sportsName('SV388 Cockfight', 'COCKFIGHT').zh).toBe('SV388 斗鸡');
    expect(sportsName('Bet Arena', 'SPORTS').en).toBe('Bet Arena Sports');
    const saba = games.find((g) => g.gameCode === 'SABA_LOBBY');
    expect(saba?.names.en).toBe('SABA Sports');
  });

  it('keeps every game of the catalogue where it was (codes, node ids, draws)', () => {
    const again = generateCatalogue(3000);
    expect(again.map((g) => [g.nodeId, g.gameCode, g.sortOrder, g.minBet])).toEqual(
      games.map((g) => [g.nodeId, g.gameCode, g.sortOrder, g.minBet]),
    );
    expect(new Set(games.map((g) => `${g.vendorCode}:${g.names.en}`)).size).toBe(games.length);
  });
});
