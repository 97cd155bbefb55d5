/** The search page's list layout (spec "Search"): a grid of result rows, each icon, game or node name, vendor and an arrow. */
import type { GameItem } from '@contracts/games/calls';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { statusAtom, store } from '@kernel';
import { envelopeOf, jsonResponse, makeStatus } from '@kernel/testing/status';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import styles from './games.module.css';
import { SearchPanel } from './SearchPanel';

function game(nodeId: number, gameName: string, nodeName: string): GameItem {
  return {
    nodeId,
    nodeName,
    gameName,
    displayName: '',
    gameId: `g${nodeId}`,
    gameCode: `G${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    vendorDisplayName: 'PG Soft',
    showIcon: true,
    iconUrl: `/game-art/${nodeId}.svg`,
    vendorIcon: '',
    freePlay: false,
    lottoMode: null,
    isGameH5: true,
    isNew: false,
    gameClassify: [],
    minBet: 0,
    minLine: 0,
  };
}

function show(variant: 'page' | 'popup') {
  store.set(statusAtom, makeStatus());
  const list = {
    games: [game(1, 'Golden Dragon', 'golden-dragon'), game(2, '', 'Golden Lobby')],
    pageNum: 1,
    totalPages: 2,
    totalCount: 3,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => jsonResponse(envelopeOf(String(url).includes('gameName=') ? list : { list: [] }))),
  );
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/m/search-games']}>
          <SearchPanel variant={variant} />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('search results', () => {
  it('on the page: a grid list of rows (icon, game or node name, vendor, arrow) with load more under it', async () => {
    show('page');
    await userEvent.setup().type(screen.getByTestId('search-input'), 'golden{Enter}');
    const results = await screen.findByTestId('search-results');
    expect(results.tagName).toBe('UL');
    expect(results.className).toBe(styles.resultsGrid);
    const rows = within(results).getAllByTestId('game-row');
    expect(rows.map((r) => within(r).getByTestId('game-row-name').textContent)).toEqual(['Golden Dragon', 'Golden Lobby']);
    expect(rows.map((r) => within(r).getByTestId('game-row-vendor').textContent)).toEqual(['PG Soft', 'PG Soft']);
    for (const row of rows) {
      expect(row.querySelector('img')?.getAttribute('src')).toMatch(/^\/game-art\/\d\.svg$/);
      expect(row.querySelector('svg')).not.toBeNull();
      expect(row.parentElement?.tagName).toBe('LI');
    }
    // load more follows the results, outside the grid
    expect(results.nextElementSibling?.getAttribute('data-testid')).toBe('load-more');
  });

  it('in the popup: the same rows as a single list', async () => {
    show('popup');
    await userEvent.setup().type(screen.getByTestId('search-input'), 'golden{Enter}');
    const results = await screen.findByTestId('search-results');
    expect(results.className).toBe(styles.results);
    expect(within(results).getAllByTestId('game-row')).toHaveLength(2);
  });
});
