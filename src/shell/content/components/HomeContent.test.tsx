import type { Announcement, AnnouncementsValue } from '@contracts/content/calls';
import { exclusionAtom, loginAtom, store } from '@kernel';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPopupArmedAtom } from '../state/home';
import { HomeContent } from './HomeContent';

const popup: Announcement = {
  id: 7,
  type: 'PU',
  groupName: null,
  linkedPromotionId: null,
  title: 'Welcome back',
  content: '<p>Hello</p>',
  startDate: '2026-01-01T00:00:00Z',
  endDate: null,
  noExpiry: 1,
  imageRequired: 'N',
  remarkRequired: 'N',
  url: null,
  promoAnnouncementCategoryIds: [],
  announcementImages: [],
  rewardAmount: null,
  turnoverMultiple: 0,
  sortOrder: 1,
};
const value: AnnouncementsValue = { promotion: [], banners: [], player: [], popup: [popup], hot: [], agent: [], unreadCount: 0 };

vi.mock('../api/announcements', () => ({ fetchAnnouncements: () => Promise.resolve(value) }));

function renderHome() {
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <HomeContent />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

/** A login: the token arms the popup; the exclusion is not known yet (the member remote asks). */
function logIn() {
  store.set(loginAtom, { token: 't0k', merchantCode: 'TEST01', userName: 'alice', type: 1, firstTimeLogin: false });
  store.set(exclusionAtom, undefined);
}

afterEach(() => {
  store.set(loginAtom, { token: '', merchantCode: '', userName: '', type: 0, firstTimeLogin: false });
  store.set(exclusionAtom, undefined);
  sessionStorage.clear();
});

describe('home login popup and the responsible-gaming exclusion', () => {
  it('waits until the exclusion is known, then shows the popup to a player without one', async () => {
    logIn();
    expect(store.get(loginPopupArmedAtom)).toBe(true);
    renderHome();
    // the announcements have arrived (the banners strip is drawn) and still no popup
    await act(async () => Promise.resolve(value));
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(store.get(loginPopupArmedAtom)).toBe(true);
    act(() => store.set(exclusionAtom, null));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
    expect(store.get(loginPopupArmedAtom)).toBe(false);
  });

  it('shows no popup to a player under a self-exclusion, and spends the arm', async () => {
    logIn();
    renderHome();
    await act(async () => Promise.resolve(value));
    act(() => store.set(exclusionAtom, { kind: 'selfExclusion', startedAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' }));
    expect(store.get(loginPopupArmedAtom)).toBe(false);
    // the popup is a lazy chunk: once every import has settled, it would be drawn if it were shown
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });

  it('shows the popup after an exclusion that has ended', async () => {
    logIn();
    renderHome();
    act(() => store.set(exclusionAtom, { kind: 'timeout', startedAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
  });
});
