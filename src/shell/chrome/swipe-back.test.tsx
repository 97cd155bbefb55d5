/** Spec: a swipe back over 100 px skips the page's 300 ms fade; a plain back keeps it. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '@kernel';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Layout } from './Layout';
import { justSwiped, SWIPE_BACK_PX, SWIPE_RESET_MS } from './swipe-back';

vi.mock('./Header', () => ({ Header: () => null }));
vi.mock('./SideMenuSlot', () => ({ SideMenuSlot: () => null }));
vi.mock('../account/AccountHost', () => ({ AccountHost: () => null }));
vi.mock('../support/SupportHost', () => ({ SupportHost: () => null }));

function touch(type: 'touchstart' | 'touchmove', x: number): void {
  const event = new Event(type) as Event & { touches: { clientX: number }[] };
  Object.defineProperty(event, 'touches', { value: [{ clientX: x }] });
  window.dispatchEvent(event);
}

function renderPages() {
  const page = (name: string) => ({
    path: `/m/${name}`,
    element: (
      <Layout>
        <p>{name}</p>
      </Layout>
    ),
  });
  const router = createMemoryRouter([page('home'), page('promo')], { initialEntries: ['/m/home'] });
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return router;
}

const page = () => screen.getByRole('main');

// each test an hour after the last: no swipe of one test counts in the next
let clock = Date.UTC(2026, 0, 1);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 3_600_000;
  vi.setSystemTime(clock);
});
afterEach(() => vi.useRealTimers());

describe('swipe back', () => {
  it('counts a horizontal move over 100 px as a swipe for 500 ms', () => {
    renderPages();
    touch('touchstart', 10);
    touch('touchmove', 10 + SWIPE_BACK_PX);
    expect(justSwiped()).toBe(false);
    touch('touchmove', 11 + SWIPE_BACK_PX);
    expect(justSwiped()).toBe(true);
    vi.advanceTimersByTime(SWIPE_RESET_MS + 1);
    expect(justSwiped()).toBe(false);
  });

  it('a back navigation right after the swipe shows the page without its fade; a plain back fades', async () => {
    const router = renderPages();
    await act(() => router.navigate('/m/promo'));
    expect(page().style.animation).toBe('');
    await act(() => router.navigate(-1));
    expect(page().dataset.instant).toBeUndefined();
    expect(page().style.animation).toBe('');
    await act(() => router.navigate('/m/promo'));
    touch('touchstart', 5);
    touch('touchmove', 160);
    await act(() => router.navigate(-1));
    expect(page().textContent).toBe('home');
    expect(page().dataset.instant).toBe('true');
    expect(page().style.animation).toMatch(/none/);
    // a forward (PUSH) navigation after a swipe still fades
    touch('touchstart', 5);
    touch('touchmove', 160);
    await act(() => router.navigate('/m/promo'));
    expect(page().dataset.instant).toBeUndefined();
  });
});
