/**
 * Test helpers for the agent screens: the status, providers and router (with the agent catalog loaded,
 * as the site loads it with the remote), and a fake server answering the agent calls by path.
 */
import type { FlagKey } from '@contracts/flags';
import type { MoneyCurrency } from '@contracts/format';
import { statusAtom, store, toastsAtom } from '@kernel';
export { settleUntil } from '@kernel/testing/settle';
import { envelopeOf, jsonResponse, makeStatus } from '@kernel/testing/status';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { messages } from './locales/en/messages';

i18n.load('en', messages);

/** What the router shows now (where a button navigated to). */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export type ScreenOptions = { path?: string; flags?: Partial<Record<FlagKey, boolean>>; currency?: MoneyCurrency };

export function renderScreen(ui: ReactElement, { path = '/m/agent/home', flags = {}, currency }: ScreenOptions = {}) {
  const status = makeStatus({ flags });
  if (currency) status.info.site.currency = { symbol: '', ...currency };
  store.set(statusAtom, status);
  store.set(toastsAtom, []);
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Location />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

/** The messages of the toasts showing now. */
export const toastTexts = () => store.get(toastsAtom).map((t) => (typeof t.message === 'string' ? t.message : i18n._(t.message)));

/** A call that worked, as the server answers it: the value in the ok envelope. */
export const okResponse = (value: unknown) => jsonResponse(envelopeOf(value));

/** A failed call as the server answers it: the envelope with the error code. */
export const failure = (code: string, status = 400) =>
  jsonResponse({ success: false, code, message: `server text of ${code}`, value: null }, status);

/** An answer of the fake server: a value (sent in the ok envelope) or a function of the request giving the response. */
export type Answer = { reply: (url: URL, body: unknown) => Response | Promise<Response> } | { value: unknown };
export const ok = (value: unknown): Answer => ({ value });
export const reply = (f: (url: URL, body: unknown) => Response | Promise<Response>): Answer => ({ reply: f });

/**
 * Stubs `fetch` with a server answering each path from `answers` (changeable during the test);
 * a path without an answer fails with `test.no.answer`. `calls(path)` lists what was sent there.
 */
export function fakeServer(answers: Record<string, Answer>) {
  const sent: { path: string; query: URLSearchParams; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://test.localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    sent.push({ path: url.pathname, query: url.searchParams, body });
    const answer = answers[url.pathname];
    if (!answer) return failure('test.no.answer', 404);
    return 'value' in answer ? okResponse(answer.value) : answer.reply(url, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    answers,
    fetchMock,
    paths: () => sent.map((s) => s.path),
    calls: (path: string) => sent.filter((s) => s.path === path),
  };
}

/** A promise the test settles itself (an answer held back, to see the loading state). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
