import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus, envelopeOf, jsonResponse } from '../testing/status';
import { languageAtom } from '../i18n/language';
import { sessionInfoAtom, tokenAtom } from '../session/atoms';
import { sessionEndedAtom } from '../session/panel';
import { statusAtom } from '../status/atoms';
import { store } from '../store';
import { apiRequest, connectionLostAtom, statusStaleAtom, UNAVAILABLE_RETRY_MS } from './client';
import { ApiError } from './errors';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  fetchMock.mockReset();
  store.set(tokenAtom, null);
  store.set(statusAtom, null);
});

describe('apiRequest', () => {
  it('returns the validated value of a successful envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelopeOf({ n: 3 })));
    await expect(apiRequest('/wps/x', { schema: v.object({ n: v.number() }) })).resolves.toEqual({ n: 3 });
  });

  it('sends Merchant, Language, Device and Authorization headers and the query', async () => {
    store.set(statusAtom, makeStatus());
    store.set(languageAtom, 'zh');
    store.set(tokenAtom, 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse(envelopeOf(null)));
    await apiRequest('/wps/y', { schema: v.null(), query: { a: 1, b: null } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/y?a=1');
    expect(init?.headers).toMatchObject({ Merchant: 'TEST01', Language: 'CN', Device: 'MOBILE', Authorization: 'tok-123' });
  });

  it('sends a URLSearchParams body form-encoded, anything else as JSON', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelopeOf(null)));
    await apiRequest('/wps/f', { method: 'POST', schema: v.null(), body: new URLSearchParams({ email: 'a@b.co' }) });
    await apiRequest('/wps/j', { method: 'POST', schema: v.null(), body: { email: 'a@b.co' } });
    const [[, form], [, json]] = fetchMock.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect([form.body, form.headers]).toEqual([
      'email=a%40b.co',
      expect.objectContaining({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    ]);
    expect([json.body, json.headers]).toEqual(['{"email":"a@b.co"}', expect.objectContaining({ 'Content-Type': 'application/json' })]);
  });

  it('leaves Authorization out without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelopeOf(null)));
    await apiRequest('/wps/y', { schema: v.null() });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns a network failure into a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/wps/z', { schema: v.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('client.network');
    expect(i18n._((error as ApiError).descriptor)).toMatch(/No internet connection/);
  });

  it('rejects a response without an envelope, and a value of the wrong shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ hello: 1 }));
    await expect(apiRequest('/a', { schema: v.unknown() })).rejects.toMatchObject({ code: 'client.bad.response' });
    fetchMock.mockResolvedValueOnce(jsonResponse(envelopeOf({ n: 'x' })));
    await expect(apiRequest('/a', { schema: v.object({ n: v.number() }) })).rejects.toMatchObject({ code: 'client.bad.response' });
  });

  it('a logged-out code clears the session; a maintenance code asks for a fresh status', async () => {
    store.set(tokenAtom, 'tok');
    store.set(sessionInfoAtom, { token: 'tok', merchantCode: 'M', userName: 'u', type: 0, firstTimeLogin: false });
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, code: 'session.logged.out', message: 'x', value: null }, 401));
    const err = await apiRequest('/a', { schema: v.unknown() }).catch((e: unknown) => e);
    expect(i18n._((err as ApiError).descriptor)).toMatch(/logged out/);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(sessionInfoAtom)).toBeNull();
    expect(store.get(sessionEndedAtom)).not.toBeNull();
    const before = store.get(statusStaleAtom);
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, code: 'system.maintenance', message: 'x', value: null }, 503));
    await expect(apiRequest('/a', { schema: v.unknown() })).rejects.toMatchObject({ code: 'system.maintenance' });
    expect(store.get(statusStaleAtom)).toBe(before + 1);
  });
});

describe('apiRequest: failures that say more', () => {
  afterEach(() => store.set(sessionEndedAtom, null));

  it('a session replaced by a newer login: cleared, and the notice keeps the reason (signed in elsewhere)', async () => {
    store.set(tokenAtom, 'tok');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, code: 'session.logged.out', message: 'x', value: { reason: 'elsewhere' } }, 401),
    );
    const err = await apiRequest('/a', { schema: v.unknown() }).catch((e: unknown) => e);
    expect(i18n._((err as ApiError).descriptor)).toMatch(/logged out, please log in again/);
    expect(store.get(tokenAtom)).toBeNull();
    // the notice keeps why (the login page says "signed in on another device": session-ended.test.tsx)
    expect(store.get(sessionEndedAtom)).toMatchObject({ id: 'logged_out', values: { reason: 'elsewhere' } });
  });

  it('a 429 says to slow down and when to retry', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, code: 'request.rate.limited', message: 'x', value: { retryAfterSeconds: 12 } }, 429),
    );
    const err = await apiRequest('/g', { schema: v.unknown() }).catch((e: unknown) => e);
    expect(i18n._((err as ApiError).descriptor)).toBe('Too many requests, try again in 12 s');
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, code: 'request.rate.limited', message: 'x', value: null }, 429));
    const bare = await apiRequest('/g', { schema: v.unknown() }).catch((e: unknown) => e);
    expect(i18n._((bare as ApiError).descriptor)).toMatch(/Too many requests/);
  });
});

describe('apiRequest while the server cannot reach its database (503 system.database.unavailable)', () => {
  const unavailable = () => jsonResponse({ success: false, code: 'system.database.unavailable', message: 'x', value: null }, 503);
  afterEach(() => {
    vi.useRealTimers();
    store.set(connectionLostAtom, false);
  });

  it('sends a read again with a growing wait, flags the connection as lost meanwhile, and clears it on success', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(jsonResponse(envelopeOf({ n: 1 })));
    const result = apiRequest('/wps/r', { schema: v.object({ n: v.number() }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(connectionLostAtom)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500); // the first wait: 0.5-1.5 s
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000); // the second: 1-3 s
    await expect(result).resolves.toEqual({ n: 1 });
    expect(store.get(connectionLostAtom)).toBe(false);
  });

  it('gives a read up after about a minute, with a clear message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => unavailable());
    const result = apiRequest('/wps/r', { schema: v.unknown() }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_MS + 15_000);
    const error = await result;
    expect(error).toMatchObject({ code: 'system.database.unavailable', httpStatus: 503 });
    expect(i18n._((error as ApiError).descriptor)).toMatch(/briefly unavailable/);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(4);
    expect(fetchMock.mock.calls.length).toBeLessThan(15);
  });

  it('never sends a write twice, nor a call that asked for no retry', async () => {
    fetchMock.mockImplementation(async () => unavailable());
    await expect(apiRequest('/wps/w', { method: 'POST', body: {}, schema: v.unknown() })).rejects.toMatchObject({
      code: 'system.database.unavailable',
    });
    await expect(apiRequest('/wps/s', { schema: v.unknown(), retry: false })).rejects.toMatchObject({
      code: 'system.database.unavailable',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.get(connectionLostAtom)).toBe(true);
  });
});
