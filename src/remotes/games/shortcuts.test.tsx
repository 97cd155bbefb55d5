import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGameList } from './api/games';
import { Shortcuts } from './home/Shortcuts';
import { listFilterOf } from './pages/list-filter';

vi.mock('@lingui/react', () => ({ useLingui: () => ({ i18n: { _: (m: { message?: string; id: string }) => m.message ?? m.id } }) }));

describe('entry shortcuts (spec §4)', () => {
  it('BINGO, JACKPOT, FEATURE: the RNG page with BG, JP, FeatureBuy; JL, RTG, PG, JDB: the RNG page with that vendor; NEW: classify new', () => {
    render(
      <MemoryRouter>
        <Shortcuts hidden={() => false} />
      </MemoryRouter>,
    );
    const href = (key: string) => screen.getByTestId(`shortcut-${key}`).getAttribute('href');
    expect(href('BINGO')).toBe('/m/slot-games?gameClassify=BG');
    expect(href('JACKPOT')).toBe('/m/slot-games?gameClassify=JP');
    expect(href('FEATURE')).toBe('/m/slot-games?gameClassify=FeatureBuy');
    for (const vendor of ['JL', 'RTG', 'PG', 'JDB']) expect(href(vendor)).toBe(`/m/slot-games?vassalage=${vendor}`);
    expect(href('NEW')).toBe('/m/gameCenter?gameClassify=new');
  });

  it('classify new is the list with isNew=1 and no classification; a classification goes as it is with isNew empty', () => {
    expect(listFilterOf('new')).toEqual({ gameClassify: '', isNew: '1' });
    expect(listFilterOf('BG')).toEqual({ gameClassify: 'BG', isNew: '' });
    expect(listFilterOf('')).toEqual({ gameClassify: '', isNew: '' });
  });
});

describe('the game list sends isNew (spec §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("every call carries isNew: empty by default, '1' for the new-games view", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(
          JSON.stringify({ success: true, code: 'ok', message: '', value: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 } }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    await fetchGameList({ pageNo: 1, pageSize: 18, gameType: 'RNG', gameClassify: 'BG' }, 'EN');
    await fetchGameList({ pageNo: 1, pageSize: 36, ...listFilterOf('new') }, 'EN');
    const params = urls.map((u) => new URL(u, 'http://x').searchParams);
    expect(params[0]?.get('isNew')).toBe('');
    expect(params[0]?.get('gameClassify')).toBe('BG');
    expect(params[0]?.get('gameType')).toBe('RNG');
    expect(params[1]?.get('isNew')).toBe('1');
    expect(params[1]?.get('gameClassify')).toBe('');
  });
});
