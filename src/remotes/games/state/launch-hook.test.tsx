import type { GameItem } from '@contracts/games/calls';
import { ApiError, sessionInfoAtom, store, tokenAtom, toastsAtom } from '@kernel';
import { FREE_REJECT_MS, freeRejectMessage } from './free-play';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchGame } from '../api/games';
import { useLaunch } from './launch';

vi.mock('../api/games', () => ({
  launchGame: vi.fn(async () => ({ url: '/vendors/PG/play?launch=x', expiresAt: '', freePlay: false })),
  addRecentGame: vi.fn(async () => ({ nodeId: '1' })),
}));
vi.mock('./catalogue', () => ({ loadVassalTypes: vi.fn(async () => null) }));

const game: GameItem = {
  nodeId: 41,
  nodeName: 'Lucky',
  gameName: 'Lucky',
  displayName: 'Lucky',
  gameId: 'PG_LUCKY',
  gameCode: 'PG_LUCKY',
  gameType: 'RNG',
  vassalage: 'PG',
  vendorDisplayName: 'PG',
  showIcon: true,
  iconUrl: '',
  vendorIcon: '',
  freePlay: true,
  lottoMode: null,
  isGameH5: true,
  isNew: false,
  gameClassify: [],
  minBet: 1,
  minLine: 1,
};

function setup(type: number) {
  store.set(tokenAtom, 'token');
  store.set(sessionInfoAtom, { token: 'token', merchantCode: 'royal', userName: 'alice', type, firstTimeLogin: false } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/m/slot-games']}>{children}</MemoryRouter>
    </Provider>
  );
  return renderHook(() => useLaunch(), { wrapper }).result;
}

describe('game launch (spec §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(launchGame).mockClear();
    store.set(toastsAtom, []);
    store.set(tokenAtom, null as never);
  });

  it("sends the general launcher's fields: category, vendor, gameId, nodeId and free-play support", async () => {
    const launch = setup(0);
    await act(() => launch.current(game, { freePlay: true }));
    expect(vi.mocked(launchGame).mock.calls[0]?.[0]).toMatchObject({
      category: 'RNG',
      vendor: 'PG',
      gameId: 'PG_LUCKY',
      nodeId: 41,
      freePlaySupported: true,
      freePlay: true,
      returnUrl: '/m/slot-games',
    });
  });

  it('a live room goes as roomId', async () => {
    const launch = setup(0);
    await act(() => launch.current({ ...game, gameType: 'LIVE', freePlay: false, roomId: 'ROOM_7' } as GameItem));
    const body = vi.mocked(launchGame).mock.calls[0]?.[0];
    expect(body).toMatchObject({ category: 'LIVE', roomId: 'ROOM_7', freePlaySupported: false });
    expect(body).not.toHaveProperty('gameId');
  });

  it('member type 3 asking for free play gets free_reject for 2 s and no call', async () => {
    vi.useFakeTimers();
    const launch = setup(3);
    await act(() => launch.current(game, { freePlay: true }));
    expect(launchGame).not.toHaveBeenCalled();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual([freeRejectMessage]);
    act(() => vi.advanceTimersByTime(FREE_REJECT_MS));
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it("the server's free_reject (a type changed since the page loaded) shows free_reject for 2 s too", async () => {
    vi.mocked(launchGame).mockRejectedValueOnce(new ApiError('free_reject', 'Free play refused', 403));
    vi.useFakeTimers();
    const launch = setup(1);
    await act(() => launch.current(game, { freePlay: true }));
    expect(launchGame).toHaveBeenCalledTimes(1);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual([freeRejectMessage]);
    act(() => vi.advanceTimersByTime(FREE_REJECT_MS - 1));
    expect(store.get(toastsAtom)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
