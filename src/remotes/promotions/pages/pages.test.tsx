import type { Announcement } from '@contracts/content/calls';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { statusAtom, store, tokenAtom } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Activity from './Activity';
import RewardCenter from './RewardCenter';

const promo = (id: number, cats: number[], noExpiry: 0 | 1): Announcement => ({
  id,
  type: 'PR',
  groupName: null,
  linkedPromotionId: null,
  title: `Promo ${id}`,
  content: `<p>Body ${id}</p><img src="x" onerror="alert(1)">`,
  startDate: '2026-11-01T00:00:00Z',
  endDate: noExpiry ? null : '2026-12-31T00:00:00Z',
  noExpiry,
  imageRequired: 'N',
  remarkRequired: 'Y',
  url: null,
  promoAnnouncementCategoryIds: cats,
  announcementImages: [{ url: `/content-art/p${id}.svg`, sequence: 1 }],
  rewardAmount: 1000,
  turnoverMultiple: 2,
  sortOrder: id,
});
const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }), { headers: { 'Content-Type': 'application/json' } });

function answer(url: string): Response {
  if (url.includes('/wps/announcements/promotionCategories')) return ok([{ id: 7, name: 'Daily', sortOrder: 1 }]);
  if (url.includes('/wps/announcements'))
    return ok({ promotion: [promo(1, [7], 1), promo(2, [], 0)], banners: [], player: [], popup: [], hot: [], agent: [], unreadCount: 0 });
  if (url.includes('/wps/signup/promotion/status'))
    return ok([
      { promotionId: 1, status: 'claim', requestId: null, rewardAmount: 1000 },
      { promotionId: 2, status: 'applying', requestId: 4, rewardAmount: 1000 },
    ]);
  if (url.includes('/wps/signup/promotion/rewards')) {
    return ok({
      currency: { code: 'USD', symbol: '$', minorUnits: 2 },
      list: [
        {
          requestId: 5,
          promotionId: 1,
          title: 'Promo 1',
          remarks: 'mine',
          pictureCount: 0,
          status: 'approved',
          participation: 'process',
          amount: 1250,
          turnoverRequired: 2500,
          turnoverDone: 100,
          note: 'ok',
          createdAt: '2026-11-20T10:00:00Z',
          decidedAt: '2026-11-21T10:00:00Z',
        },
        {
          requestId: 4,
          promotionId: 2,
          title: 'Promo 2',
          remarks: '',
          pictureCount: 1,
          status: 'rejected',
          participation: 'rejected',
          amount: 1000,
          turnoverRequired: 0,
          turnoverDone: 0,
          note: 'blurry',
          createdAt: '2026-11-19T10:00:00Z',
          decidedAt: '2026-11-19T12:00:00Z',
        },
      ],
    });
  }
  return new Response('{}', { status: 404 });
}

function renderAt(ui: ReactElement, path: string) {
  store.set(statusAtom, makeStatus({}));
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => answer(String(input))),
  );
});
afterEach(() => {
  store.set(tokenAtom, null);
  vi.unstubAllGlobals();
});

describe('/m/activity', () => {
  it('shows the cards with dates (long-term label, YYYY/MM/DD) and states; a tab narrows them; ?id opens one with sanitised HTML', async () => {
    store.set(tokenAtom, 'token-1');
    renderAt(<Activity />, '/m/activity?id=1');
    expect(await screen.findByTestId('promotion-card-1')).toBeTruthy();
    expect(screen.getByTestId('promotion-card-2').textContent).toMatch(/2026\/1[12]\/\d{2} - 2026\/12\/31/);
    expect(screen.getByTestId('promotion-card-1').querySelector('[data-testid="promotion-long-term"]')).not.toBeNull();
    expect(screen.getByTestId('promotion-card-state-2').getAttribute('data-state')).toBe('applying');
    const html = await screen.findByTestId('promotion-detail-html');
    expect(html.textContent).toContain('Body 1');
    expect(html.innerHTML).not.toContain('onerror');
    expect(screen.getByTestId('promotion-apply-1').getAttribute('href')).toBe('/m/applyReward?id=1');
    fireEvent.click(screen.getByTestId('activity-tab-7'));
    await waitFor(() => expect(screen.queryByTestId('promotion-card-2')).toBeNull());
    expect(screen.getByTestId('promotion-card-1')).toBeTruthy();
  });
});

describe('/m/activity: an upcoming promotion', () => {
  const soon = new Date(Date.now() + 3 * 86_400_000);
  const day = `${soon.getFullYear()}/${String(soon.getMonth() + 1).padStart(2, '0')}/${String(soon.getDate()).padStart(2, '0')}`;
  const upcoming = { ...promo(3, [], 0), startDate: soon.toISOString(), endDate: new Date(soon.getTime() + 9 * 86_400_000).toISOString() };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url.includes('/wps/signup/promotion/status'))
          return ok([{ promotionId: 3, status: 'coming', requestId: null, rewardAmount: 1000 }]);
        if (url.includes('/wps/announcements') && !url.includes('promotionCategories'))
          return ok({ promotion: [upcoming], banners: [], player: [], popup: [], hot: [], agent: [], unreadCount: 0 });
        return answer(url);
      }),
    );
  });

  it('shows its own state with the day it opens, and no join', async () => {
    store.set(tokenAtom, 'token-1');
    renderAt(<Activity />, '/m/activity?id=3');
    const badge = await screen.findByTestId('promotion-card-state-3');
    expect(badge.getAttribute('data-state')).toBe('coming');
    expect(badge.textContent).toBe(`Opens ${day}`);
    expect((await screen.findByTestId('promotion-state-3')).textContent).toBe(`Opens ${day}`);
    expect(screen.queryByTestId('promotion-join-3')).toBeNull();
    expect(screen.queryByTestId('promotion-apply-3')).toBeNull();
  });

  it('a guest sees it too', async () => {
    renderAt(<Activity />, '/m/activity?id=3');
    expect((await screen.findByTestId('promotion-card-state-3')).textContent).toBe(`Opens ${day}`);
    expect((await screen.findByTestId('promotion-state-3')).textContent).toBe(`Opens ${day}`);
    expect(screen.getByTestId('promotion-login')).toBeTruthy();
  });
});

describe('/m/rewardCenter', () => {
  it('lists the requests with their states, amounts, notes and turnover, and the total received', async () => {
    store.set(tokenAtom, 'token-1');
    renderAt(<RewardCenter />, '/m/rewardCenter');
    expect((await screen.findByTestId('reward-state-5')).getAttribute('data-state')).toBe('process');
    expect(screen.getByTestId('reward-state-4').getAttribute('data-state')).toBe('rejected');
    expect(screen.getByTestId('reward-total').textContent).toMatch(/12\.50/);
    expect(screen.getByTestId('reward-turnover-5').textContent).toMatch(/1\.00.*25\.00/);
    expect(screen.getByTestId('reward-4').textContent).toContain('blurry');
  });

  it('asks a guest to log in', async () => {
    renderAt(<RewardCenter />, '/m/rewardCenter');
    expect(await screen.findByTestId('reward-login')).toBeTruthy();
  });
});
