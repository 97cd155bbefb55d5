/** Test helpers for the wallet screens: the status, providers and router, fetch replies. */
import type { FlagKey } from '@contracts/flags';
import type { StatusValue } from '@contracts/status';
import { type I18n, i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { statusAtom, store, toastsAtom } from '@kernel';
export { settleUntil } from '@kernel/testing/settle';
import { makeStatus } from '@kernel/testing/status';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { type Mock, vi } from 'vitest';

/**
 * Renders a wallet screen under `path`, with a status response (the brand's flags, currency, templates)
 * and the i18n it reads its words from (the shared one, English, unless given).
 */
export function renderScreen(ui: ReactElement, path = '/m/voucherCenter', status: StatusValue = makeStatus({}), lingui: I18n = i18n) {
  store.set(statusAtom, status);
  return render(
    <Provider store={store}>
      <I18nProvider i18n={lingui}>
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

/** What one call answers: a reply, or a function of the call's query (a page, a filter). */
type Answer = Response | ((query: URLSearchParams, init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * Answers each call by its path (`'GET /wps/deposit/banks'` or just the path); a call to a path not
 * listed fails the way a broken network does, so a test never passes on a call it did not expect.
 */
export function serve(fetchMock: Mock<typeof fetch>, answers: Record<string, Answer>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://test.localhost');
    const method = init?.method ?? 'GET';
    const answer = answers[`${method} ${url.pathname}`] ?? answers[url.pathname];
    if (!answer) throw new TypeError(`unexpected call: ${method} ${url.pathname}`);
    return typeof answer === 'function' ? answer(url.searchParams, init) : answer.clone();
  });
  return fetchMock;
}

/** The calls made to one path, in order. */
export const callsTo = (fetchMock: Mock<typeof fetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://test.localhost').pathname === path);

/** The queries of the calls made to one path, in order. */
export const queriesTo = (fetchMock: Mock<typeof fetch>, path: string) =>
  callsTo(fetchMock, path).map(([input]) => Object.fromEntries(new URL(String(input), 'http://test.localhost').searchParams));

/** The messages of the toasts on screen. */
export const toastTexts = () => store.get(toastsAtom).map((t) => (typeof t.message === 'string' ? t.message : i18n._(t.message)));

/** A status response with the site's currency, its deposit detail version or its flags changed. */
export function statusWith(over: {
  currency?: StatusValue['info']['site']['currency'];
  depositDetail?: 0 | 1;
  flags?: Partial<Record<FlagKey, boolean>>;
}): StatusValue {
  const base = makeStatus({ flags: over.flags ?? {} });
  return {
    ...base,
    info: {
      ...base.info,
      mobileTemplate: { ...base.info.mobileTemplate, dep_func: over.depositDetail ?? 0 },
      site: { ...base.info.site, currency: over.currency ?? base.info.site.currency },
    },
  };
}
