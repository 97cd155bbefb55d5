// @vitest-environment jsdom
/**
 * A Khmer or Chinese game page of each demo vendor category shows no English word of the tables:
 * each screen is mounted in the language (a round played through the page API where the screen
 * plays one), with its engine's board, events, results and tickets of every status, and every
 * visible text and label is searched for the English words of the page strings, the event titles
 * and the game names (fish, bet options, ticket statuses, teams, symbols).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineById } from './engines/catalog';
import { CITIES, NICKNAMES, ROOSTERS } from './engines/titles';
import type { InstantEngine, ScheduledEngine } from './engines/types';
import { money } from './engines/types';
import { FairRng } from './fair/rng';
import { Frame, type GameState } from './pages/frame';
import { EN, setLanguage } from './pages/i18n';

/** every English word (3 letters or more) a table could leak */
const ENGLISH = new Set(
  [...Object.values(EN), ...CITIES.en, ...NICKNAMES.en, ...ROOSTERS.en]
    .flatMap((text) => text.replace(/\{\w+\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? [])
    .map((w) => w.toLowerCase()),
);

const rng = (nonce: number) => new FairRng({ serverSeed: 'no-english', clientSeed: 'dom', nonce });
const NOW = Date.parse('2026-11-26T12:00:00Z');

function state(family: string, language: 'km' | 'zh' | 'en', board: Record<string, unknown>, extra: Partial<GameState> = {}): GameState {
  return {
    game: {
      vendorCode: 'JDB',
      gameCode: 'JDB_1',
      gameName: { km: 'នាគមាស', zh: '黄金龙', en: 'Golden Dragon' }[language],
      gameType: 'RNG',
      engine: family,
      family,
      freePlay: false,
      currency: 'USD',
      language,
      returnUrl: null,
      rtp: 0.96,
      stakes: { decimals: 2, min: 10, max: 1_000_000, chips: [100, 200] },
    },
    balance: 100_000,
    board,
    now: new Date(NOW).toISOString(),
    ...extra,
  };
}

/**
 * every text a player reads or hears, node by node: the texts, and labels, titles and placeholders
 * (not the letters drawn inside a picture: the BAR printed on a slot symbol is its art)
 */
function visibleText(root: HTMLElement): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('svg text')) texts.push(node.textContent ?? '');
  }
  const attributes = [...root.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [...texts, ...attributes, document.title].join('\n');
}

const leaks = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).map((w) => w.toLowerCase()).filter((w) => ENGLISH.has(w));

function answerOf<O>(engine: InstantEngine<O>, options: O) {
  const { multiplier, view } = engine.play(rng(1), options);
  const stake = engine.cost(100, options);
  const win = money(100, multiplier);
  return {
    roundId: 'r1',
    stake,
    win,
    balance: 100_000 - stake + win,
    view,
    fairness: { serverSeedHash: 'h', clientSeed: 'dom', nonce: 1 },
  };
}

async function mounted(screen: string, s: GameState, answer: unknown): Promise<HTMLElement> {
  document.body.innerHTML = '<main id="app"></main>';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, code: '', message: '', value: answer }))),
  );
  await setLanguage(s.game.language);
  const frame = new Frame(s);
  const mod = (await import(`./pages/${screen}.ts`)) as { mount(f: Frame): void };
  mod.mount(frame);
  return document.getElementById('app') as HTMLElement;
}

/** an instant screen: mount, play one round with its first bet button, wait for the result */
async function playedInstant(screen: string, engineId: string, language: 'km' | 'zh' | 'en', options: unknown, button: string) {
  const engine = engineById(engineId) as InstantEngine<unknown>;
  const app = await mounted(screen, state(screen, language, engine.describe()), answerOf(engine, options));
  (app.querySelector(button) as HTMLElement).click();
  const result = app.querySelector('[data-testid="round-result"]') as HTMLElement;
  await vi.waitFor(() => expect(result.textContent).not.toBe(''));
  return app;
}

/** a scheduled screen with its open events, drawn results and a ticket of every status */
async function scheduled(family: 'live' | 'sports' | 'lottery', engineId: string, language: 'km' | 'zh' | 'en') {
  const engine = engineById(engineId) as ScheduledEngine;
  const events = [100, 101, 102].map((index) => ({
    eventId: `e${index}`,
    index,
    closesAt: new Date(NOW + 30_000).toISOString(),
    serverSeedHash: 'h',
    ...engine.markets(index, language),
  }));
  const results = [97, 98, 99].map((index) => ({ eventId: `e${index}`, index, result: engine.draw(rng(index), index), serverSeed: 's' }));
  const tickets = ['open', 'settling', 'won', 'lost', 'push', 'cancelling', 'cancelled'].map((status, i) => {
    const e = events[i % events.length] ?? events[0];
    const s = e?.selections[0];
    return {
      ticketId: `t${i}`,
      legs: [{ title: e?.title ?? '', market: s?.market ?? '', pick: s?.pick === '*' ? '12' : (s?.pick ?? ''), odds: s?.odds ?? 1 }],
      stake: 100,
      win: status === 'won' ? 190 : 0,
      status,
    };
  });
  const s = state(family, language, { accumulators: engine.accumulators }, { events, results, tickets });
  return mounted('events', s, s);
}

/** the lottery page on both of its tabs (Tradition: digits; Entertainment: big, small, odd, even) */
async function lotteryText(language: 'km' | 'zh' | 'en'): Promise<string> {
  const app = await scheduled('lottery', 'lottery-LOTT', language);
  const tradition = visibleText(app);
  const tabs = [...app.querySelectorAll<HTMLButtonElement>('[role="group"] button')];
  tabs[1]?.click();
  await vi.waitFor(() => expect(tabs[1]?.getAttribute('aria-pressed')).toBe('true'));
  await vi.waitFor(() => expect(app.querySelectorAll('.pick-big').length).toBeGreaterThan(0));
  return `${tradition}\n${visibleText(app)}`;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.useFakeTimers({ toFake: ['setInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each(['km', 'zh'] as const)('a %s game page shows no English word of the tables', (language) => {
  it('slots', async () =>
    expect(leaks(visibleText(await playedInstant('slots', 'slots-buy', language, { buy: false }, 'button.primary')))).toEqual([]));
  it('fishing', async () =>
    expect(leaks(visibleText(await playedInstant('fishing', 'fishing', language, { target: 'shark' }, 'button.target')))).toEqual([]));
  it('dragon tiger', async () =>
    expect(leaks(visibleText(await playedInstant('cards', 'dragon-tiger', language, { side: 'tiger' }, 'button.side')))).toEqual([]));
  it('bingo', async () => expect(leaks(visibleText(await playedInstant('bingo', 'bingo', language, {}, 'button.primary')))).toEqual([]));
  it('blackjack', async () => {
    const app = await mounted('blackjack', state('blackjack', language, {}), null);
    expect(leaks(visibleText(app))).toEqual([]);
  });
  it('live baccarat', async () => expect(leaks(visibleText(await scheduled('live', 'baccarat', language)))).toEqual([]));
  it('sports and cockfight', async () => {
    expect(leaks(visibleText(await scheduled('sports', 'sports', language)))).toEqual([]);
    expect(leaks(visibleText(await scheduled('sports', 'cockfight', language)))).toEqual([]);
  });
  it('lottery, both tabs', async () => expect(leaks(await lotteryText(language))).toEqual([]));
});

describe('the search itself', () => {
  it('finds the English words on an English page (fish, bet options, statuses, teams)', async () => {
    expect(leaks(visibleText(await playedInstant('fishing', 'fishing', 'en', { target: 'shark' }, 'button.target')))).toEqual(
      expect.arrayContaining(['shark', 'shrimp']),
    );
    const lottery = leaks(await lotteryText('en'));
    expect(lottery).toEqual(expect.arrayContaining(['won', 'lost', 'cancelled', 'small']));
    expect(leaks(visibleText(await scheduled('sports', 'cockfight', 'en')))).toEqual(expect.arrayContaining(['rooster', 'meron', 'wala']));
  });
});
