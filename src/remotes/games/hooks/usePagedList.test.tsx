import type { GameItem } from '@contracts/games/calls';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Fetcher, type Page, usePagedList } from './usePagedList';

const game = (nodeId: number) => ({ nodeId, gameName: `G${nodeId}` }) as unknown as GameItem;
const page = (ids: number[]): Page => ({ games: ids.map(game), pageNum: 1, totalPages: 1 });

describe('usePagedList keep (search, spec: a failed search only clears the loading flag)', () => {
  it('a failed search keeps the results shown and is not marked failed', async () => {
    const ok: Fetcher = () => Promise.resolve(page([1, 2]));
    const fail: Fetcher = () => Promise.reject(new Error('network'));
    const { result, rerender } = renderHook(({ k, f }) => usePagedList(k, f, true), { initialProps: { k: 'a', f: ok } });
    await waitFor(() => expect(result.current.games.map((g) => g.nodeId)).toEqual([1, 2]));
    rerender({ k: 'b', f: fail });
    expect(result.current.games).toHaveLength(2);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.games.map((g) => g.nodeId)).toEqual([1, 2]);
    expect(result.current.failed).toBe(false);
  });

  it('a new key that succeeds replaces the results', async () => {
    const { result, rerender } = renderHook(({ k, f }) => usePagedList(k, f, true), {
      initialProps: { k: 'a', f: (() => Promise.resolve(page([1]))) as Fetcher },
    });
    await waitFor(() => expect(result.current.games).toHaveLength(1));
    await act(async () => rerender({ k: 'b', f: () => Promise.resolve(page([7, 8])) }));
    await waitFor(() => expect(result.current.games.map((g) => g.nodeId)).toEqual([7, 8]));
  });

  it('without keep (category lists) a new key clears and a failure is marked failed', async () => {
    const { result, rerender } = renderHook(({ k, f }) => usePagedList(k, f), {
      initialProps: { k: 'a', f: (() => Promise.resolve(page([1]))) as Fetcher },
    });
    await waitFor(() => expect(result.current.games).toHaveLength(1));
    rerender({ k: 'b', f: () => Promise.reject(new Error('x')) });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.games).toHaveLength(0);
  });
});
