/**
 * Every demo game has a real surface: a member opens one game of each category, plays a round,
 * and the surface is drawn (SVG symbols on the reels, fish in the sea, cards on the felt, balls in
 * the tray, the event board); what it shows is the server's round (the answer of the round call),
 * the win and the balance it shows are the server's, and the betting record and the wallet agree.
 * With `reducedMotion: 'reduce'` nothing spins: the result is on screen as soon as the answer is.
 * A screenshot of each surface is attached to the report.
 */
import type { Locator, Page, Response, TestInfo } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { signedInMember } from '../accounts/support/flows';

type Card = { rank: number; suit: number };
type Round = { roundId: string; stake: number; win: number; balance: number; view: Record<string, unknown> };
type Game = { nodeId: number; gameCode: string; gameClassify: string[] };

const SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'scatter'];
const usd = (minor: number) => `${(minor / 100).toFixed(2)} USD`;
const cardKey = (c: Card) => `${c.rank}:${c.suit}`;

/** opens, as this signed-in member, the first game of a type the filter accepts (top level: the game's own page) */
async function open(page: Page, gameType: string, accept: (g: Game) => boolean, query = ''): Promise<void> {
  const games = await page.evaluate(
    async ({ gameType, query }) =>
      (await fetch(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=100&platform=html5${query}`).then((r) => r.json())).value
        .games as Game[],
    { gameType, query },
  );
  const game = games.find(accept);
  if (!game) throw new Error(`no ${gameType} game`);
  const url = await page.evaluate(async (nodeId) => {
    const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string;
    const res = await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId, freePlay: false, language: 'EN', returnUrl: '/m/home' }),
    }).then((r) => r.json());
    if (!res.value) throw new Error(`launch refused: ${JSON.stringify(res)}`);
    return res.value.url as string;
  }, game.nodeId);
  await page.goto(new URL(url, page.url()).href);
  await expect(page.getByTestId('game-balance')).toHaveText(/USD/);
}

/** the member's latest betting record and wallet, from the site's own APIs */
async function records(page: Page): Promise<{ latest: { roundId: string; stake: number; win: number }; wallet: number }> {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string;
    const orders = await fetch('/lgw/orders?pageSize=1', { headers: { authorization: token } }).then((r) => r.json());
    const wallet = await fetch('/wps/wallets/gcs', { headers: { authorization: token } }).then((r) => r.json());
    return { latest: orders.value.list[0], wallet: wallet.value.sumBalance as number };
  });
}

/** plays: clicks, returns the server's answer once the surface has shown it (the result line is written last) */
async function play(page: Page, button: Locator, path = '/vendors/api/round'): Promise<Round> {
  const answer = page.waitForResponse((r: Response) => r.url().endsWith(path) && r.request().method() === 'POST');
  await button.click();
  const round = ((await (await answer).json()) as { value: Round }).value;
  await expect(page.getByTestId('round-result')).not.toBeEmpty();
  return round;
}

/** the win, balance, record and wallet all say the server's numbers */
async function agrees(page: Page, round: Round): Promise<void> {
  await expect(page.getByTestId('game-balance')).toHaveText(usd(round.balance));
  if (round.win > 0) await expect(page.getByTestId('win-amount')).toHaveText(usd(round.win));
  else await expect(page.getByTestId('win-amount')).toBeHidden();
  const { latest, wallet } = await records(page);
  expect(latest.roundId).toBe(round.roundId);
  expect(latest.win).toBe(round.win);
  expect(latest.stake).toBe(round.stake);
  expect(usd(wallet)).toBe(usd(round.balance));
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`surface-${name}`, { body: await page.screenshot(), contentType: 'image/png' });
  await page.screenshot({ path: testInfo.outputPath(`surface-${name}.png`) });
}

/** the slot grid the reels show at rest, row by row */
const shownGrid = (page: Page) =>
  page
    .getByTestId('slot-grid')
    .locator('.cell')
    .evaluateAll((cells) =>
      cells
        .sort((a, b) => Number((a as HTMLElement).dataset.cell) - Number((b as HTMLElement).dataset.cell))
        .map((c) => (c.querySelector('svg') as SVGElement).dataset.symbol),
    );

test.describe('game surfaces', () => {
  test.describe.configure({ mode: 'serial' });

  test('one game of each category: the surface is drawn and shows the server round, win and balance', async ({
    page,
    accounts,
    accountServer,
  }, testInfo) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // a funded player signed in without the login form (this test is about the game surfaces), on home
    await signedInMember(page, accounts, accountServer, { prefix: 'sf', amount: 100_000 });
    await page.goto(accounts.url('royal', '/m/home?lang=en'));

    await test.step('slots: reels of SVG symbols stop on the server grid, paying lines lit', async () => {
      await open(page, 'RNG', (g) => g.gameClassify.length === 0);
      // sound starts off; turned on, the cues play with the spin (synthesised, nothing downloaded)
      const sound = page.getByRole('button', { name: 'Sound' });
      await expect(sound).toHaveAttribute('aria-pressed', 'false');
      await sound.click();
      await expect(sound).toHaveAttribute('aria-pressed', 'true');
      // the reels spin: each scrolls a strip of passing symbols before it rests on three
      const spinning = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const grid = document.querySelector('[data-testid="slot-grid"]') as HTMLElement;
            const watch = new MutationObserver(() => {
              const cells = grid.querySelectorAll('.cell').length;
              if (cells > 9) {
                watch.disconnect();
                resolve(cells);
              }
            });
            watch.observe(grid, { childList: true, subtree: true });
          }),
      );
      const round = await play(page, page.getByRole('button', { name: 'Spin' }));
      expect(await spinning).toBeGreaterThan(9);
      const free = (round.view.freeSpins as number[][]) ?? [];
      const last = free.length ? (free[free.length - 1] as number[]) : (round.view.grid as number[]);
      expect(await shownGrid(page)).toEqual(last.map((s) => SYMBOLS[s]));
      await expect(page.getByTestId('slot-grid').locator('.strip')).toHaveCount(3);
      await agrees(page, round);
      await shoot(page, testInfo, 'slots');
    });

    await test.step('fishing: fish swim in the sea, the shot lands as the server decided', async () => {
      await open(page, 'FISH', () => true);
      await expect(page.getByTestId('sea').locator('.swimmer svg')).toHaveCount(5);
      const round = await play(page, page.getByRole('button', { name: /Shoot shrimp/ }));
      await expect(page.getByTestId('sea')).toHaveAttribute('data-last-shot', `shrimp:${round.view.hit ? 'hit' : 'miss'}`);
      await expect(page.getByTestId('round-result')).toHaveText(round.view.hit ? `Hit! Shrimp ${usd(round.win)}` : 'Missed Shrimp');
      await agrees(page, round);
      await shoot(page, testInfo, 'fishing');
    });

    await test.step('dragon tiger: one card each dealt and turned, the winning box lit', async () => {
      await open(page, 'PVP', (g) => !g.gameCode.endsWith('_BJ'));
      const round = await play(page, page.getByRole('button', { name: /Dragon 1:1/ }));
      await expect(page.getByTestId('dragon-card').locator('.card3d.up')).toHaveAttribute('data-card', cardKey(round.view.dragon as Card));
      await expect(page.getByTestId('tiger-card').locator('.card3d.up')).toHaveAttribute('data-card', cardKey(round.view.tiger as Card));
      await expect(page.getByTestId('table')).toHaveAttribute('data-outcome', String(round.view.outcome));
      await agrees(page, round);
      await shoot(page, testInfo, 'dragon-tiger');
    });

    await test.step('blackjack: the dealt cards are the hand, the hole card turns at the end', async () => {
      await open(page, 'PVP', (g) => g.gameCode.endsWith('_BJ'));
      type HandRound = Round & { hand: { player: Card[]; dealer: Card[]; done: boolean } };
      const dealt = page.waitForResponse((r) => r.url().endsWith('/vendors/api/hand/deal'));
      await page.getByRole('button', { name: 'Deal' }).click();
      let hand = ((await (await dealt).json()) as { value: HandRound }).value;
      if (!hand.hand.done) {
        // the hand in play: the hole card lies face down until the hand ends
        const stand = page.getByRole('button', { name: 'Stand' });
        await expect(stand).toBeVisible();
        await expect(page.getByTestId('dealer-cards').locator('.hole')).toHaveCount(1);
        const answer = page.waitForResponse((r) => r.url().endsWith('/vendors/api/hand/action'));
        await stand.click();
        hand = ((await (await answer).json()) as { value: HandRound }).value;
      }
      await expect(page.getByTestId('round-result')).not.toBeEmpty();
      await expect(page.getByTestId('dealer-cards').locator('.hole')).toHaveCount(0);
      const shown = (id: string) =>
        page
          .getByTestId(id)
          .locator('.card3d')
          .evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.card));
      expect(await shown('player-cards')).toEqual(hand.hand.player.map(cardKey));
      expect(await shown('dealer-cards')).toEqual(hand.hand.dealer.map(cardKey));
      await expect(page.getByTestId('game-balance')).toHaveText(usd(hand.balance));
      const { latest, wallet } = await records(page);
      expect(latest.roundId).toBe(hand.roundId);
      expect(latest.win).toBe(hand.win);
      expect(usd(wallet)).toBe(usd(hand.balance));
      await shoot(page, testInfo, 'blackjack');
    });

    await test.step('bingo: the balls drop in the server order, the card daubs the matches', async () => {
      await open(page, 'RNG', (g) => g.gameClassify.includes('BG'), '&gameClassify=BG');
      const round = await play(page, page.getByRole('button', { name: 'Draw' }));
      const balls = await page
        .getByTestId('ball-tray')
        .locator('.ball')
        .evaluateAll((bs) => bs.map((b) => Number((b as HTMLElement).dataset.ball)));
      expect(balls).toEqual(round.view.balls);
      await expect(page.getByTestId('bingo-card').locator('.daubed')).toHaveCount(Number(round.view.matches));
      await agrees(page, round);
      await shoot(page, testInfo, 'bingo');
    });

    await test.step('sports: an event board with the fixtures and their odds', async () => {
      await open(page, 'SPORTS', () => true);
      await expect(page.getByTestId('event').first().locator('svg.sport-icon')).toBeVisible();
      await expect(
        page
          .getByTestId('event')
          .first()
          .getByRole('button', { name: /^home \d/ }),
      ).toBeVisible();
      const placed = page.waitForResponse((r) => r.url().endsWith('/vendors/api/ticket'));
      await page.getByRole('button', { name: /^home/ }).last().click();
      await page.getByRole('button', { name: 'Place bet' }).click();
      const ticket = ((await (await placed).json()) as { value: { balance: number } }).value;
      await expect(page.getByTestId('game-balance')).toHaveText(usd(ticket.balance));
      expect(usd((await records(page)).wallet)).toBe(usd(ticket.balance));
      await shoot(page, testInfo, 'sports');
    });

    await test.step('cockfight: the board marks the fights, meron and wala in their colours', async () => {
      await open(page, 'COCKFIGHT', () => true);
      const fight = page.getByTestId('event').first();
      await expect(fight.locator('svg.sport-icon')).toBeVisible();
      await expect(fight.getByRole('button', { name: /^meron \d/ })).toHaveClass(/pick-meron/);
      await expect(fight.getByRole('button', { name: /^wala \d/ })).toHaveClass(/pick-wala/);
      await shoot(page, testInfo, 'cockfight');
    });

    await test.step('lottery: the draw board and the bet board', async () => {
      await open(page, 'LOTT', () => true);
      await expect(page.getByTestId('lottery-board')).toBeVisible();
      await expect(page.getByTestId('event').first()).toBeVisible();
      await shoot(page, testInfo, 'lottery');
    });

    await test.step('live baccarat: the table deals the round the server drew', async () => {
      await open(page, 'LIVE', () => true);
      await expect(page.getByTestId('live-table')).toBeVisible();
      // a round is drawn every 30 s: the first one after opening is dealt onto the table
      const drawn = page.waitForResponse(
        async (r) =>
          r.url().endsWith('/vendors/api/state') && ((await r.json()) as { value: { results: unknown[] } }).value.results.length > 0,
        { timeout: 60_000 },
      );
      const state = (
        (await (await drawn).json()) as { value: { results: { result: { player: Card[]; banker: Card[]; winner: string } }[] } }
      ).value;
      const latest = state.results[0]?.result;
      if (!latest) throw new Error('no baccarat result');
      await expect(page.getByTestId('table')).toHaveAttribute('data-outcome', latest.winner, { timeout: 15_000 });
      const shown = (id: string) =>
        page
          .getByTestId(id)
          .locator('.card3d')
          .evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.card));
      expect(await shown('player-cards')).toEqual(latest.player.map(cardKey));
      expect(await shown('banker-cards')).toEqual(latest.banker.map(cardKey));
      await shoot(page, testInfo, 'live-baccarat');
    });
    expect(errors).toEqual([]);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing spins: the slot, the shot and the balls show the result as soon as the server answers', async ({
    page,
    accounts,
    accountServer,
  }) => {
    test.setTimeout(120_000);
    await signedInMember(page, accounts, accountServer, { prefix: 'rm', amount: 10_000 });
    await page.goto(accounts.url('royal', '/m/home?lang=en'));
    const atOnce = async (button: Locator) => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/vendors/api/round'));
      await button.click();
      const round = ((await (await answer).json()) as { value: Round }).value;
      // no reels, shots or balls in motion: the result is written right after the answer
      await expect(page.getByTestId('round-result')).not.toBeEmpty({ timeout: 1_000 });
      expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
      await agrees(page, round);
      return round;
    };

    await open(page, 'RNG', (g) => g.gameClassify.length === 0);
    const spun = await atOnce(page.getByRole('button', { name: 'Spin' }));
    const free = (spun.view.freeSpins as number[][]) ?? [];
    expect(await shownGrid(page)).toEqual(
      (free.length ? (free[free.length - 1] as number[]) : (spun.view.grid as number[])).map((s) => SYMBOLS[s]),
    );
    // the reels hold only the three symbols they show (no strip was ever scrolled)
    for (const strip of await page.getByTestId('slot-grid').locator('.strip').all()) await expect(strip.locator('.cell')).toHaveCount(3);

    await open(page, 'FISH', () => true);
    const shot = await atOnce(page.getByRole('button', { name: /Shoot shrimp/ }));
    await expect(page.getByTestId('sea')).toHaveAttribute('data-last-shot', `shrimp:${shot.view.hit ? 'hit' : 'miss'}`);
    await expect(page.getByTestId('shot-mark')).toHaveAttribute('data-hit', String(shot.view.hit));

    await open(page, 'RNG', (g) => g.gameClassify.includes('BG'), '&gameClassify=BG');
    const drawn = await atOnce(page.getByRole('button', { name: 'Draw' }));
    await expect(page.getByTestId('ball-tray').locator('.ball')).toHaveCount((drawn.view.balls as number[]).length);
  });
});
