/** Test helpers for the wallet screens: the status, providers and router, fetch replies. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { statusAtom, store } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export function renderScreen(ui: ReactElement, path = '/m/voucherCenter') {
  store.set(statusAtom, makeStatus({}));
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

export const reply = (value: unknown, success = true, code = 'ok') =>
  new Response(JSON.stringify({ success, code, message: '', value }), {
    status: success ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const bodyOf = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(String(call?.[1]?.body ?? 'null'));
