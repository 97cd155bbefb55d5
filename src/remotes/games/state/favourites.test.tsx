import { tokenAtom } from '@kernel';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fetchFavouriteIds } from '../api/games';
import { useFavouriteIds } from './favourites';

vi.mock('../api/games', () => ({
  fetchFavouriteIds: vi.fn(async (n: number) => Array.from({ length: n }, (_, i) => String(i + 1))),
  setFavourite: vi.fn(),
}));

describe('favourite ids (spec §9: 200, home 100)', () => {
  it('home asks for 100; a page that needs 200 asks again, a smaller need does not', async () => {
    const store = createStore();
    store.set(tokenAtom, 'token');
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, rerender } = renderHook(({ size }: { size: number | undefined }) => useFavouriteIds(size), {
      wrapper,
      initialProps: { size: 100 as number | undefined },
    });
    await waitFor(() => expect(result.current.size).toBe(100));
    rerender({ size: undefined });
    await waitFor(() => expect(result.current.size).toBe(200));
    rerender({ size: 100 });
    expect(vi.mocked(fetchFavouriteIds).mock.calls.map((c) => c[0])).toEqual([100, 200]);
  });
});
