/**
 * The game pages and the vendor API speak the page's language, in all 16: every page table is
 * complete (and not left in English), the event-title word lists have one word per side in every
 * language, and through `inject` a game page, its strings module, a refusal and a sportsbook's
 * events come out in Thai, Arabic and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contracts/languages';
import { placeholdersOf } from '../i18n/strings';
import { CITIES, NICKNAMES, ROOSTERS } from './engines/titles';
import { VENDOR_MESSAGES } from './messages';
import { PAGE_STRINGS } from './page-strings';
import { vendorTestApp } from './test/app';
import { playerInGame } from './test/fixtures';

const t = vendorTestApp();

/** texts a language rightly writes as English does: game words it borrows and units */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  vi: ['Blackjack!', 'Jackpot'],
  es: ['Nonce', '{s} s', 'Jackpot'],
  pt: ['Nonce', 'Blackjack!', 'Odds', '{s} s', 'Jackpot'],
  id: ['Jackpot', 'Odds', 'Blackjack!'],
  ms: ['Jackpot', 'Odds', 'Blackjack!', 'Banker'],
};

describe('game page strings', () => {
  it('every language has every key, not empty, with the English placeholders, not left in English', () => {
    const en = PAGE_STRINGS.en as Record<string, string>;
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const texts = PAGE_STRINGS[language] as Record<string, string>;
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(en).sort());
      for (const [key, source] of Object.entries(en)) {
        const text = texts[key] ?? '';
        if (text.trim() === '') problems.push(`${language}.${key}: empty`);
        if (placeholdersOf(text).join() !== placeholdersOf(source).join()) problems.push(`${language}.${key}: placeholders`);
        if (language !== 'en' && text === source && !SAME_AS_ENGLISH[language]?.includes(source))
          problems.push(`${language}.${key}: left in English (${source})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('event titles have one word per side in every language', () => {
    for (const list of [CITIES, NICKNAMES, ROOSTERS]) {
      for (const language of LANGUAGE_CODES) {
        expect(list[language].length, language).toBe(list.en.length);
        expect(list[language].every((w) => w.trim() !== '')).toBe(true);
      }
    }
  });
});

describe('a game page requested in th, ar and zh', () => {
  const CASES = [
    { lang: 'th', header: 'TH', html: 'th', dir: 'ltr', title: 'เกม', word: 'ยอดเงิน', versus: ' พบ ' },
    { lang: 'ar', header: 'AR', html: 'ar', dir: 'rtl', title: 'اللعبة', word: 'الرصيد', versus: ' ضد ' },
    { lang: 'zh', header: 'CN', html: 'zh', dir: 'ltr', title: '游戏', word: '余额', versus: ' 对 ' },
  ] as const;

  it.each(CASES)('the page shell and its strings are in $lang', async ({ lang, html, dir, title, word }) => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/vendors/JDB/play?lang=${lang}&launch=x`,
      headers: { host: 'royal.localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${html}" dir="${dir}">`);
    expect(page.body).toContain(`<title>${title}</title>`);
    // the strings the page draws with: zh is inside i18n.js, th and ar are their own module, preloaded
    const module = lang === 'zh' ? 'i18n.js' : `i18n-${lang}.js`;
    if (lang !== 'zh') expect(page.body).toContain(`<link rel="modulepreload" href="/vendors/assets/${module}">`);
    const strings = await t.app.inject({ method: 'GET', url: `/vendors/assets/${module}`, headers: { host: 'royal.localhost' } });
    expect(strings.statusCode).toBe(200);
    expect(strings.headers['content-type']).toMatch(/javascript/);
    expect(strings.body).toContain(word);
  });

  it.each(CASES)('a refusal of the vendor API is written in $lang (the page sends its Language header)', async ({ lang, header }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/vendors/api/round',
      payload: {},
      headers: { host: 'royal.localhost', 'x-game-session': 'no-such-session', language: header },
    });
    expect(res.json()).toMatchObject({ success: false, code: 'vendor.invalid_token', message: VENDOR_MESSAGES.texts[lang].sessionEnded });
    const stake = await t.app.inject({
      method: 'GET',
      url: `/vendors/assets/no-such.js?lang=${lang}`,
      headers: { host: 'royal.localhost' },
    });
    expect(stake.json().message).toBe(VENDOR_MESSAGES.texts[lang].noSuchFile);
  });

  it.each(CASES)("a sportsbook's events are titled in the session's language ($lang)", async ({ lang, versus }) => {
    const p = await playerInGame(t.app, { gameType: 'SPORTS', gameCode: 'DEMO_SPORTS', balance: 10_000 });
    await t.app.db.query('UPDATE vendor_sessions SET language = $2 WHERE player_id = $1', [p.playerId, lang]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/vendors/api/state',
      headers: { host: 'royal.localhost', 'x-game-session': p.token },
    });
    const events = res.json().value.events as { title: string }[];
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.title).toContain(versus);
  });

  it('without a language the vendor answers in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/vendors/api/round',
      payload: {},
      headers: { host: 'royal.localhost', 'x-game-session': 'x' },
    });
    expect(res.json().message).toBe(VENDOR_MESSAGES.texts.en.sessionEnded);
  });
});
