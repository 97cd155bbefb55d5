/**
 * A page of 3 (PVP, spec §9) on a phone screen: the list keeps loading pages until it reaches
 * 400 px past the viewport, then waits for the player to scroll; it stops at the last page.
 */
import type { GameItem } from '@contracts/games/calls';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './useInfiniteScroll';
import { type Fetcher, usePagedList } from './usePagedList';

const ROW_PX = 100;
const game = (nodeId: number) => ({ nodeId, gameName: `g${nodeId}` }) as GameItem;

function List({ fetcher }: { fetcher: Fetcher }) {
  const list = usePagedList('k', fetcher);
  useInfiniteScroll(list.loadMore, list.hasMore && !list.loading && !list.failed);
  return (
    <ul>
      {list.games.map((g) => (
        <li key={g.nodeId}>{g.gameName}</li>
      ))}
    </ul>
  );
}

function layout() {
  // every game is one 100 px row; the viewport is 800 px, scrolled to the top
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    get: () => document.querySelectorAll('li').length * ROW_PX,
    configurable: true,
  });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
}

const pages = (size: number, totalPages: number) =>
  vi.fn<Fetcher>(async (pageNo) => ({
    games: Array.from({ length: size }, (_, i) => game((pageNo - 1) * size + i + 1)),
    pageNum: pageNo,
    totalPages,
  }));

async function settle() {
  for (let i = 0; i < 20; i++) await act(async () => {});
}

describe('a short first page fills the screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pages of 3 load until the list is more than 400 px past the viewport (1,200 px: 5 pages)', async () => {
    layout();
    const fetcher = pages(3, 50);
    const { container } = render(<List fetcher={fetcher} />);
    await settle();
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 4, 5]);
    expect(container.querySelectorAll('li')).toHaveLength(15);
  });

  it('stops at the last page when all games fit', async () => {
    layout();
    const fetcher = pages(3, 2);
    const { container } = render(<List fetcher={fetcher} />);
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('li')).toHaveLength(6);
  });

  it('a failed page is not retried in a loop', async () => {
    layout();
    const fetcher = vi.fn<Fetcher>(async () => {
      throw new Error('down');
    });
    render(<List fetcher={fetcher} />);
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
