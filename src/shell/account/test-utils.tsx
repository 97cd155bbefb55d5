/** Test helpers for the account panels: the status with given flags/config, a router, fetch replies. */
import type { FlagKey } from '@contracts/flags';
import type { StatusValue } from '@contracts/status';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lendHostParts, loadHostParts, statusAtom, store } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export function setStatus(flags: Partial<Record<FlagKey, boolean>>, edit?: (s: StatusValue) => void): StatusValue {
  const status = makeStatus({ flags });
  edit?.(status);
  store.set(statusAtom, status);
  return status;
}

export function renderWithApp(ui: ReactElement, path = '/m/home') {
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

/** No announcements: what a panel's banner strip (e.g. registration's m_reg) asks for in passing. */
const NO_ANNOUNCEMENTS = { promotion: [], banners: [], player: [], popup: [], hot: [], agent: [], unreadCount: 0 };

/**
 * Stubs `fetch`; the mock it returns sees every call but the banner strips' announcement reads
 * (answered empty here), so a test can assert the calls its own screen makes, in order.
 */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/wps/announcements?') ? Promise.resolve(reply(NO_ANNOUNCEMENTS)) : fetchMock(input, init),
  );
  return fetchMock;
}

export const CAPTCHA = {
  captchaId: 'cap12345',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  expirationTime: Date.now() + 60_000,
  length: 6,
};

/** The parts the host lends to remote pages, lent and loaded as at boot and in a remote's register entry. */
export async function loadHostPartsForTests(): Promise<void> {
  lendHostParts(() => import('../federation/host-parts').then((m) => m.HOST_PARTS));
  await loadHostParts();
}
