import type { Announcement } from '@contracts/content/calls';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { statusAtom, store, toastsAtom, tokenAtom } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApplyReward from './ApplyReward';

const promotion = (id: number, image: 'Y' | 'N', remark: 'Y' | 'N'): Announcement => ({
  id,
  type: 'PR',
  groupName: null,
  linkedPromotionId: null,
  title: `Promo ${id}`,
  content: '<p>x</p>',
  startDate: '2026-11-01T00:00:00Z',
  endDate: null,
  noExpiry: 1,
  imageRequired: image,
  remarkRequired: remark,
  url: null,
  promoAnnouncementCategoryIds: [],
  announcementImages: [],
  rewardAmount: 1000,
  turnoverMultiple: 0,
  sortOrder: 0,
});
const LIST = [promotion(1, 'N', 'Y'), promotion(2, 'Y', 'N'), promotion(3, 'N', 'N')];
const envelope = (value: unknown) =>
  new Response(
    JSON.stringify({
      success: true,
      code: 'ok',
      message: '',
      value: { promotion: value, banners: [], player: [], popup: [], hot: [], agent: [], unreadCount: 0 },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

function renderAt(path: string) {
  store.set(statusAtom, makeStatus({}));
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/m/applyReward" element={<ApplyReward />} />
            <Route path="/m/activity" element={<p>activity list</p>} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  store.set(tokenAtom, 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => envelope(LIST)),
  );
});
afterEach(() => {
  store.set(tokenAtom, null);
  store.set(toastsAtom, []);
  vi.unstubAllGlobals();
});

describe('/m/applyReward (spec "Reward application", §5)', () => {
  it('goes back to /m/activity without a session, without an id or for an unknown id', async () => {
    renderAt('/m/applyReward?id=99');
    expect(await screen.findByText('activity list')).toBeTruthy();
    renderAt('/m/applyReward').unmount();
    store.set(tokenAtom, null);
    renderAt('/m/applyReward?id=1');
    expect((await screen.findAllByText('activity list')).length).toBeGreaterThan(0);
  });

  it('remarks only: a 140-character textarea, no upload; submit waits for remarks; cancel clears', async () => {
    renderAt('/m/applyReward?id=1');
    const remarks = (await screen.findByTestId('apply-remarks')) as HTMLTextAreaElement;
    expect(screen.queryByTestId('apply-file')).toBeNull();
    const submit = screen.getByTestId('apply-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(remarks, { target: { value: 'y'.repeat(200) } });
    expect(remarks.value).toHaveLength(140);
    expect(submit.disabled).toBe(false);
    fireEvent.click(screen.getByTestId('apply-cancel'));
    expect(remarks.value).toBe('');
    expect(submit.disabled).toBe(true);
  });

  it('image only: no textarea; a disguised file shows activity_image_type; a PNG enables submit', async () => {
    renderAt('/m/applyReward?id=2');
    const input = (await screen.findByTestId('apply-file')) as HTMLInputElement;
    expect(screen.queryByTestId('apply-remarks')).toBeNull();
    const submit = screen.getByTestId('apply-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'fake.png', { type: 'image/png' })] } });
    });
    await waitFor(() =>
      expect(store.get(toastsAtom).map((t) => (typeof t.message === 'string' ? t.message : t.message.id))).toContain('activity_image_type'),
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([png], 'ok.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(screen.getAllByTestId('apply-picture')).toHaveLength(1));
    expect(submit.disabled).toBe(false);
    const four = [1, 2, 3, 4].map((n) => new File([png], `p${n}.png`, { type: 'image/png' }));
    await act(async () => {
      fireEvent.change(input, { target: { files: four } });
    });
    await waitFor(() => expect(screen.getAllByTestId('apply-picture')).toHaveLength(3));
    expect(store.get(toastsAtom).map((t) => (typeof t.message === 'string' ? t.message : t.message.id))).toContain(
      'activity_apply_remark_limit4',
    );
  });

  it('neither required: submit is enabled at once', async () => {
    renderAt('/m/applyReward?id=3');
    expect(((await screen.findByTestId('apply-submit')) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('apply-remarks')).toBeNull();
    expect(screen.queryByTestId('apply-file')).toBeNull();
  });
});
