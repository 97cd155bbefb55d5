/**
 * The game lobby per brand: home's game sections and winner board, a category with vendor and
 * filter, infinite scroll to the end, search, a guest sent to log in, favourite and unfavourite,
 * launch a game and come back, recent shows it; per-brand hidden vendors stay hidden.
 */
import { expect, test } from './support/fixtures';
import { signInPlayer } from './support/sign-in';

const BRANDS = ['royal', 'tiger', 'lotus'] as const;

for (const brand of BRANDS) {
  test.describe(brand, () => {
    test('home shows the game sections with at most 3 vendors and the winner board', async ({ page, games }) => {
      await page.goto(games.url(brand));
      await expect(page.getByTestId('home-games')).toBeVisible();
      await expect(page.getByTestId('winner-board')).toBeVisible();
      await expect(page.getByTestId('home-section-HOT').getByTestId('game-tile')).toHaveCount(9);
      const slots = page.getByTestId('home-section-RNG');
      await expect(slots.getByTestId('section-count')).toHaveText(/^\d{4}$/);
      await expect(slots.locator('[data-testid^="home-vendor-"]')).toHaveCount(3);
      await expect(page.getByTestId('home-section-COCKFIGHT')).toHaveCount(brand === 'tiger' ? 0 : 1);
      await page.getByTestId('cat-LIVE').click();
      await expect(page.getByTestId('cat-LIVE')).toHaveAttribute('aria-current', 'true');
      // going home (the logo, from home itself) resets the category to HOME and scrolls to the top
      await page.getByTestId('brand-logo').click();
      await expect(page.getByTestId('cat-HOME')).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByTestId('nav-games.menu.new')).toBeVisible();
      await expect(page.getByTestId('shortcut-COCKFIGHT')).toHaveCount(brand === 'tiger' ? 0 : 1);
      await page.getByTestId('shortcut-PG').click();
      await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=PG/);
      await expect(page.getByTestId('vendor-PG')).toHaveAttribute('aria-pressed', 'true');
    });

    test('browse a category, filter by vendor and by minimum bet, scroll to the end', async ({ page, games }) => {
      await page.goto(games.url(brand, '/m/slot-games'));
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      const all = Number((await page.getByTestId('list-count').textContent())?.match(/\d+/)?.[0]);
      await page.getByTestId('vendor-PG').click();
      await expect(page).toHaveURL(/vassalage=PG/);
      await expect.poll(async () => Number((await page.getByTestId('list-count').textContent())?.match(/\d+/)?.[0])).toBeLessThan(all);
      await page.getByTestId('filter-open').click();
      const popup = page.getByTestId('filter-popup');
      await popup.getByTestId('filter-bets').getByRole('button').first().click();
      await popup.getByTestId('filter-apply').click();
      await expect(page.getByTestId('filter-popup')).toHaveCount(0);
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      // the DOM stays bounded: a long list renders only the rows near the viewport; the short
      // first page (6) fills the screen by itself without shifting what is shown (ListFooter.tsx)
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // (the second page comes late, as on a phone network, so the first page is on screen meanwhile)
      await page.route('**/wps/relay/GCSGAME_gameList**', async (route) => {
        if (new URL(route.request().url()).searchParams.get('pageNo') === '2') await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
      await page.goto(games.url(brand, '/m/live-games'));
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      await expect(page.getByTestId('load-more')).toBeEnabled();
      await expect.poll(() => page.getByTestId('game-tile').count()).toBeGreaterThan(6);
      expect(
        await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
        'layout shift while the list fills the screen',
      ).toBe(0);
      const total = Number((await page.getByTestId('list-count').textContent())?.match(/\d+/)?.[0]);
      expect(total).toBe(brand === 'lotus' ? 45 : 60); // lotus hides WM_LIVE
      // each scroll to the end loads the next page: wait for it (more games, or the end of the list)
      const loaded = async () => Number(await page.getByTestId('game-grid').getAttribute('data-count'));
      for (let i = 0; i < 8 && (await page.getByTestId('no-more').count()) === 0; i++) {
        const before = await loaded();
        await page.mouse.wheel(0, 4000);
        await expect.poll(async () => (await page.getByTestId('no-more').count()) > 0 || (await loaded()) > before).toBe(true);
      }
      await expect(page.getByTestId('no-more')).toBeVisible();
      const count = Number(await page.getByTestId('game-grid').getAttribute('data-count'));
      expect(count).toBe(total);
      expect(await page.getByTestId('game-tile').count()).toBeLessThan(total);
      // the window's arithmetic (GameGrid.tsx) and the rows CSS lays out (games.module.css) agree:
      // the tiles' row pitch and the grid's height are what the script counts with
      const geometry = await page.getByTestId('game-grid').evaluate((grid) => {
        const tiles = [...grid.querySelectorAll('[data-testid="game-tile"]')].map((t) => t.getBoundingClientRect());
        return {
          width: grid.clientWidth,
          height: grid.getBoundingClientRect().height,
          pitch: (tiles[3]?.top ?? 0) - (tiles[0]?.top ?? 0),
          last: tiles.at(-1)?.bottom ?? 0,
          bottom: grid.getBoundingClientRect().bottom,
        };
      });
      const rowHeight = (geometry.width - 16) / 3 + 48;
      expect(Math.abs(geometry.pitch - rowHeight), `row pitch ${geometry.pitch} against ${rowHeight}`).toBeLessThan(1);
      expect(Math.abs(geometry.height - Math.ceil(total / 3) * rowHeight), 'grid height').toBeLessThan(1);
      // scrolled to the end, the last row is in the DOM at the grid's bottom (one gap below it)
      expect(Math.abs(geometry.bottom - 8 - geometry.last), 'last row at the bottom').toBeLessThan(1);
    });

    test('search: tip for an empty term, results with vendor, no result', async ({ page, games }) => {
      await page.goto(games.url(brand, '/m/search-games'));
      await expect(page.getByTestId('search-tip')).toBeVisible();
      await page.getByTestId('search-input').fill('golden');
      await expect(page.getByTestId('game-row').first()).toContainText('Golden');
      await page.getByTestId('search-input').fill('zzzz nothing');
      await page.getByTestId('search-input').press('Enter');
      await expect(page.getByTestId('search-empty')).toBeVisible();
      // the popup variant recommends hot games for an empty term
      await page.goto(games.url(brand, '/m/slot-games'));
      await page.getByTestId('search-open').click();
      await expect(page.getByTestId('search-popup').getByTestId('game-row')).toHaveCount(9);
      await page.getByTestId('search-popup').getByTestId('search-input').press('Enter');
      await expect(page.getByTestId('search-popup').getByTestId('search-tip')).toBeVisible();
    });

    test('a guest is sent to log in; a player favourites, launches and returns, recent shows it', async ({ page, games, gamesServer }) => {
      await page.goto(games.url(brand, '/m/fishing-games'));
      await page.getByTestId('heart').first().click();
      await expect(page).toHaveURL(/\/m\/login/);
      // a player signed in through the site's login call (the login form has tests of its own)
      await signInPlayer(page, gamesServer.port, brand, await games.player(brand));
      await page.goto(games.url(brand, '/m/fishing-games'));
      // signed in: the game pages offer a member free play
      await expect(page.getByTestId('free-play').first()).toBeVisible();
      const tile = page.getByTestId('game-tile').first();
      const name = (await tile.getByRole('button').first().getAttribute('aria-label')) ?? '';
      await tile.getByTestId('heart').click();
      await expect(tile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');
      await page.goto(games.url(brand, '/m/fav-games'));
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      await page.getByTestId('heart').first().click();
      await expect(page.getByTestId('list-empty')).toBeVisible();
      await page.goto(games.url(brand, '/m/fishing-games'));
      await page.getByRole('button', { name, exact: true }).click();
      const frame = page.getByTestId('game-frame');
      await expect(frame).toBeVisible();
      await expect(frame.locator('iframe')).toHaveAttribute('src', /^\/vendors\/[A-Z0-9_]+\/play\?launch=[\w-]{43}&lang=en$/);
      await page.getByTestId('game-close').click();
      await expect(frame).toHaveCount(0);
      await expect(page).toHaveURL(/fishing-games/);
      await page.goto(games.url(brand, '/m/recent-games'));
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    });
  });
}
