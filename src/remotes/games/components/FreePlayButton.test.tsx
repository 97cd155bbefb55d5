/** Free play for members (spec §4): the button on the game pages, types 0-2 launch free, others get free_reject for 2 s. */
import type { GameItem } from '@contracts/games/calls';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { sessionInfoAtom, store, tokenAtom, toastsAtom, trialSessionAtom } from '@kernel';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchGame } from '../api/games';
import { FREE_REJECT_MS, freeRejectMessage } from '../state/free-play';
import { FreePlayButton } from './FreePlayButton';

vi.mock('../api/games', () => ({ launchGame: vi.fn(), addRecentGame: vi.fn(async () => ({ nodeId: '7' })) }));
vi.mock('../state/catalogue', () => ({ loadVassalTypes: vi.fn(async () => null) }));

const GAME = {
  nodeId: 7,
  nodeName: 'n7',
  gameName: 'Lucky Reels',
  displayName: '',
  gameId: 'lucky',
  gameCode: 'LUCKY',
  gameType: 'RNG',
  vassalage: 'PG',
  vendorDisplayName: 'PG Soft',
  showIcon: true,
  iconUrl: '',
  vendorIcon: '',
  freePlay: true,
  lottoMode: null,
  isGameH5: true,
  isNew: false,
  gameClassify: [],
  minBet: 0,
  minLine: 0,
} satisfies GameItem;

function show(game: GameItem = GAME) {
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/m/slot-games']}>
          <FreePlayButton game={game} />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

function member(type: number) {
  store.set(tokenAtom, 'tok');
  store.set(sessionInfoAtom, { token: 'tok', merchantCode: 'TEST01', userName: 'alice1', type, firstTimeLogin: false });
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(launchGame).mockReset();
  store.set(tokenAtom, null);
  store.set(sessionInfoAtom, null);
  store.set(trialSessionAtom, null);
  store.set(toastsAtom, []);
});

describe('the free-play button', () => {
  it('is there for a member on a game with a free-play version only (not for guests, trial accounts or games without one)', () => {
    show();
    expect(screen.queryByTestId('free-play')).toBeNull();
    cleanup();
    member(0);
    store.set(trialSessionAtom, { token: 'tok', merchantCode: 'TRIAL01', userName: 'TRIALABC123', type: 0 });
    show();
    expect(screen.queryByTestId('free-play')).toBeNull();
    cleanup();
    store.set(trialSessionAtom, null);
    show({ ...GAME, freePlay: false });
    expect(screen.queryByTestId('free-play')).toBeNull();
    cleanup();
    show();
    expect(screen.getByTestId('free-play').textContent).toBe('Free play');
  });

  it('member type 1 launches in free-play mode', async () => {
    member(1);
    vi.mocked(launchGame).mockResolvedValue({ url: '/vendors/PG/play?launch=x', expiresAt: '', freePlay: true });
    show();
    await userEvent.setup().click(screen.getByTestId('free-play'));
    await vi.waitFor(() => expect(launchGame).toHaveBeenCalledTimes(1));
    expect(vi.mocked(launchGame).mock.calls[0]?.[0]).toMatchObject({ freePlay: true, nodeId: 7 });
  });

  it('member type 4 gets free_reject for 2 s and no launch', async () => {
    member(4);
    show();
    vi.useFakeTimers();
    act(() => screen.getByTestId('free-play').click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual([freeRejectMessage]);
    act(() => vi.advanceTimersByTime(FREE_REJECT_MS));
    expect(store.get(toastsAtom)).toEqual([]);
    expect(launchGame).not.toHaveBeenCalled();
  });
});
