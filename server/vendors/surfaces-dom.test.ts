// @vitest-environment jsdom
/**
 * The game screens drawn in a DOM: a round's answer (a real engine round) goes in through the
 * page API, and the surface shows that round: the reels' symbols, the cards, the balls, the shot,
 * the win counted to the server's win and the server's balance. With reduced motion (as here) all
 * of it is on screen as soon as the answer is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealBaccarat } from './engines/baccarat';
import { bingoEngine } from './engines/bingo';
import { dragonTigerEngine } from './engines/dragon-tiger';
import { fishingEngine } from './engines/fishing';
import { SYMBOLS, slotsEngine } from './engines/slots';
import type { InstantEngine } from './engines/types';
import { money } from './engines/types';
import { FairRng } from './fair/rng';
import { baccaratBoard, lotteryBoard } from './pages/event-boards';
import { Frame, type GameState } from './pages/frame';

const STAKE = 100;
const BALANCE = 100_000;
const rng = (nonce: number) => new FairRng({ serverSeed: 'surfaces-dom-seed', clientSeed: 'dom', nonce });

function state(family: string, board: Record<string, unknown>): GameState {
  return {
    game: {
      vendorCode: 'JDB',
      gameCode: 'JDB_S1',
      gameName: 'Test game',
      gameType: 'RNG',
      engine: family,
      family,
      freePlay: false,
      currency: 'USD',
      language: 'en',
      returnUrl: null,
      rtp: 0.96,
      stakes: { decimals: 2, min: 10, max: 1_000_000, chips: [STAKE, 200] },
    },
    balance: BALANCE,
    board,
  };
}

/** the round the server would answer for this engine, options and nonce */
function answer<O>(engine: InstantEngine<O>, options: O, nonce: number) {
  const { multiplier, view } = engine.play(rng(nonce), options);
  const stake = engine.cost(STAKE, options);
  const win = money(STAKE, multiplier);
  return {
    roundId: `r${nonce}`,
    stake,
    win,
    balance: BALANCE - stake + win,
    view,
    fairness: { serverSeedHash: 'h', clientSeed: 'dom', nonce },
  };
}

/** mounts a screen, plays one round answered with `round`, waits for the result line */
async function playOne(screen: string, s: GameState, round: ReturnType<typeof answer>, button: (root: HTMLElement) => HTMLElement) {
  document.body.innerHTML = '<main id="app"></main>';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, code: '', message: '', value: round }))),
  );
  const frame = new Frame(s);
  const mod = (await import(`./pages/${screen}.ts`)) as { mount(f: Frame): void };
  mod.mount(frame);
  const app = document.getElementById('app') as HTMLElement;
  button(app).click();
  const result = app.querySelector('[data-testid="round-result"]') as HTMLElement;
  await vi.waitFor(() => expect(result.textContent).not.toBe(''));
  return app;
}

const byTestId = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement;
const buttonNamed = (root: HTMLElement, name: string | RegExp) =>
  [...root.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent === name : name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  ) as HTMLElement;

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('game surfaces in the DOM', () => {
  it('slots: the reels rest on the server grid, the win and the balance are the server numbers', async () => {
    const engine = slotsEngine({ rtp: 0.96 });
    // a paying spin without free spins, and a spin that lost
    const nonces = [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
      36, 37, 38, 39, 40,
    ];
    const rounds = nonces.map((n) => answer(engine, { buy: false }, n)).filter((r) => (r.view.freeSpins as unknown[]).length === 0);
    const won = rounds.find((r) => r.win > 0);
    const lost = rounds.find((r) => r.win === 0);
    for (const round of [won, lost]) {
      if (!round) throw new Error('no such round in the seeded range');
      const app = await playOne('slots', state('slots', engine.describe()), round, (root) => buttonNamed(root, 'Spin'));
      const cells = [...byTestId(app, 'slot-grid').querySelectorAll<HTMLElement>('.cell')].sort(
        (a, b) => Number(a.dataset.cell) - Number(b.dataset.cell),
      );
      expect(cells.map((c) => c.querySelector('svg')?.dataset.symbol)).toEqual((round.view.grid as number[]).map((s) => SYMBOLS[s]));
      expect(byTestId(app, 'game-balance').textContent).toBe(`${(round.balance / 100).toFixed(2)} USD`);
      const win = byTestId(app, 'win-amount');
      expect(win.hidden).toBe(round.win === 0);
      if (round.win > 0) {
        expect(win.textContent).toBe(`${(round.win / 100).toFixed(2)} USD`);
        expect(byTestId(app, 'slot-grid').querySelectorAll('.payline').length).toBeGreaterThan(0);
      } else {
        expect(byTestId(app, 'slot-grid').querySelectorAll('.payline, .lit').length).toBe(0);
      }
      expect(byTestId(app, 'round-result').textContent).toBe(round.win > 0 ? `You win ${(round.win / 100).toFixed(2)} USD` : 'No win');
    }
  });

  it('slots with free spins: they are played out in turn, the reels end on the last one', async () => {
    const engine = slotsEngine({ rtp: 0.96, featureBuy: true });
    const round = answer(engine, { buy: true }, 3);
    const app = await playOne('slots', state('slots', engine.describe()), round, (root) => buttonNamed(root, /^Buy bonus/));
    const free = round.view.freeSpins as number[][];
    expect(byTestId(app, 'free-spins').children.length).toBe(free.length);
    expect(byTestId(app, 'slot-grid').dataset.grid).toBe((free.at(-1) as number[]).map((s) => SYMBOLS[s]).join(','));
    expect(byTestId(app, 'game-balance').textContent).toBe(`${(round.balance / 100).toFixed(2)} USD`);
  });

  it('dragon tiger: the two server cards lie face up, the winner is the server outcome', async () => {
    const engine = dragonTigerEngine();
    const round = answer(engine, { side: 'tiger' }, 7);
    const app = await playOne('cards', state('cards', engine.describe()), round, (root) => buttonNamed(root, /Tiger/));
    const card = (c: unknown) => `${(c as { rank: number }).rank}:${(c as { suit: number }).suit}`;
    expect((byTestId(app, 'dragon-card').querySelector('.card3d.up') as HTMLElement).dataset.card).toBe(card(round.view.dragon));
    expect((byTestId(app, 'tiger-card').querySelector('.card3d.up') as HTMLElement).dataset.card).toBe(card(round.view.tiger));
    expect(byTestId(app, 'table').dataset.outcome).toBe(round.view.outcome);
  });

  it('bingo: the balls in the server order, the matches daubed', async () => {
    const engine = bingoEngine(0.95);
    const round = answer(engine, {}, 11);
    const app = await playOne('bingo', state('bingo', engine.describe()), round, (root) => buttonNamed(root, 'Draw'));
    expect([...byTestId(app, 'ball-tray').querySelectorAll<HTMLElement>('.ball')].map((b) => Number(b.dataset.ball))).toEqual(
      round.view.balls,
    );
    expect(byTestId(app, 'bingo-card').querySelectorAll('.daubed').length).toBe(round.view.matches);
  });

  it('fishing: the shot lands as the server decided, a catch shows the server win', async () => {
    const engine = fishingEngine(0.96);
    let nonce = 0;
    while (!engine.play(rng(nonce), { target: 'shrimp' }).view.hit) nonce += 1;
    for (const n of [nonce, nonce + 1]) {
      const round = answer(engine, { target: 'shrimp' }, n);
      const app = await playOne('fishing', state('fishing', engine.describe()), round, (root) => buttonNamed(root, /^Shoot shrimp/));
      const mark = byTestId(app, 'shot-mark');
      expect(mark.dataset.hit).toBe(String(round.view.hit));
      expect(byTestId(app, 'round-result').textContent).toBe(
        round.view.hit ? `Hit! Shrimp ${(round.win / 100).toFixed(2)} USD` : 'Missed Shrimp',
      );
      if (round.view.hit) expect(mark.textContent).toBe(`+${(round.win / 100).toFixed(2)} USD`);
    }
  });

  it('sound is off until the player turns it on', async () => {
    document.body.innerHTML = '<main id="app"></main>';
    sessionStorage.clear();
    new Frame(state('slots', slotsEngine({ rtp: 0.96 }).describe()));
    const toggle = document.querySelector('[data-testid="sound-toggle"]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Sound');
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('baccarat table: the newest round is laid card by card with its points, the winner lit, the bead road in order', async () => {
    const results = [0, 1, 2].map((n) => ({
      eventId: `e${n}`,
      index: 100 - n,
      result: dealBaccarat(rng(n)) as unknown as Record<string, unknown>,
      serverSeed: 's',
    }));
    const board = baccaratBoard();
    await board.update(results);
    const latest = dealBaccarat(rng(0));
    const shown = (side: string) =>
      [...board.el.querySelectorAll<HTMLElement>(`[data-testid="${side}-cards"] .card3d`)].map((c) => c.dataset.card);
    expect(shown('player')).toEqual(latest.player.map((c) => `${c.rank}:${c.suit}`));
    expect(shown('banker')).toEqual(latest.banker.map((c) => `${c.rank}:${c.suit}`));
    expect((board.el.querySelector('[data-testid="table"]') as HTMLElement).dataset.outcome).toBe(latest.winner);
    expect(board.el.querySelectorAll('.box.won').length).toBe(latest.winner === 'tie' ? 0 : 1);
    expect([...board.el.querySelectorAll('.bead')].map((b) => b.className.replace('bead ', ''))).toEqual(
      results.map((r) => r.result.winner).reverse(),
    );
  });

  it('lottery board: empty places before the first draw, then the five digits in draw order', async () => {
    const board = lotteryBoard();
    const balls = () => [...board.el.querySelectorAll<HTMLElement>('[data-testid="draw-balls"] .ball')];
    expect(balls().map((b) => b.textContent)).toEqual(['?', '?', '?', '?', '?']);
    await board.update([{ eventId: 'd1', index: 7, result: { digits: [3, 0, 9, 9, 1] }, serverSeed: 's' }]);
    expect(balls().map((b) => Number(b.dataset.ball))).toEqual([3, 0, 9, 9, 1]);
    expect(board.el.textContent).toContain('Σ 22');
  });
});
