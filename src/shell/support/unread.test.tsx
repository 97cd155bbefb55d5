import { act, renderHook } from '@testing-library/react';
import { chatUnreadAtom, loginAtom, statusAtom, store, trialSessionAtom } from '@kernel';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from '../../kernel/testing/status';
import { useChatUnreadWatcher } from './unread';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, code: 'ok', message: '', value: { unReadCount: 3 } })));
vi.stubGlobal('fetch', fetchMock);

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>
    <MemoryRouter>{children}</MemoryRouter>
  </Provider>
);

async function watch(type: number | null, chat = true) {
  store.set(statusAtom, makeStatus({ flags: { CBS3: chat } }));
  if (type !== null) store.set(loginAtom, { token: 't0k', merchantCode: 'TEST01', userName: 'alice', type, firstTimeLogin: false });
  // the watcher decides at once and schedules its throttled fetch on a timer: fire that timer now
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    renderHook(() => useChatUnreadWatcher(), { wrapper });
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
      await vi.dynamicImportSettled(); // the chat contracts, loaded with the fetch
    });
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => {
  fetchMock.mockClear();
  store.set(loginAtom, { token: '', merchantCode: '', userName: '', type: 0, firstTimeLogin: false });
  localStorage.clear();
  store.set(chatUnreadAtom, 0);
  store.set(trialSessionAtom, null);
});

describe('chat unread count (spec §6, §7)', () => {
  it('is fetched for a member of type 0 with CBS3 on', async () => {
    await watch(0);
    await vi.waitFor(() => expect(store.get(chatUnreadAtom)).toBe(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/wps/relay/CBS_unreadCount?moduleId=CBS3');
    expect(store.get(chatUnreadAtom)).toBe(3);
  });

  it.each([
    ['member type 4', 4, true],
    ['chat off', 0, false],
    ['a guest', null, true],
  ] as const)('is not fetched: %s', async (_what, type, chat) => {
    await watch(type, chat);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(chatUnreadAtom)).toBe(0);
  });

  it('is not fetched for a trial (free-play) session: it has no conversation', async () => {
    store.set(trialSessionAtom, { token: 't0k', merchantCode: 'TEST01_TRIAL', userName: 'guest1', type: 0 });
    await watch(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(chatUnreadAtom)).toBe(0);
  });
});
