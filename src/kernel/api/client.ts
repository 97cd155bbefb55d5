/**
 * The api client: every call goes through `apiRequest`, which adds the platform headers, validates
 * the envelope and the value with valibot, and turns failures into an `ApiError` with a clear code.
 */
import { AnyEnvelopeSchema } from '@contracts/envelope';
import { ERROR_CODES } from '@contracts/error-codes';
import { atom } from 'jotai';
import * as v from 'valibot';
import { clearSessionAtom, tokenAtom } from '../session/atoms';
import { statusAtom } from '../status/atoms';
import { store } from '../store';
import { ApiError, CLIENT_CODES, SESSION_ENDED_CODES, SYSTEM_BLOCKED_CODES } from './errors';
import { platformHeaders } from './headers';
import { connectionAtom, isOffline, timeCall } from './network';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON, or form-encoded when a URLSearchParams */
  body?: unknown;
  headers?: Record<string, string>;
  /** the schema of `value`; the envelope itself is always checked */
  schema: v.GenericSchema<T>;
  signal?: AbortSignal;
  /** false: a 503 `system.database.unavailable` fails at once (a GET is otherwise sent again, see below) */
  retry?: boolean;
};

/** Bumped when a call answers with a maintenance / restriction code: the shell refetches status. */
export const statusStaleAtom = atom(0);

/** True from a 503 `system.database.unavailable` to the next call that succeeds: the shell shows "connection lost, retrying". */
export const connectionLostAtom = atom(false);

/** A GET the server's database could not answer is sent again after about 1, 2, 4, 8, 10, 10… s (jittered, never more than 10 s), for up to this long. */
export const UNAVAILABLE_RETRY_MS = 60_000;

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const base = store.get(statusAtom)?.info.paths.api ?? '';
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(k, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const started = Date.now();
  for (let wait = 1000; ; wait = Math.min(wait * 2, 10_000)) {
    try {
      const value = await send(path, options);
      store.set(connectionLostAtom, false);
      return value;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ERROR_CODES.databaseUnavailable) throw error;
      store.set(connectionLostAtom, true);
      // a write is never sent twice (its outcome may be unknown); a read is, with jitter
      if (options.method !== undefined && options.method !== 'GET') throw error;
      if (options.retry === false || Date.now() - started + wait > UNAVAILABLE_RETRY_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, wait * (0.5 + Math.random()))));
    }
  }
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { ...platformHeaders(), ...options.headers };
  // a URLSearchParams body travels form-encoded (e.g. the e-mail check), anything else as JSON
  const form = body instanceof URLSearchParams;
  if (body !== undefined) headers['Content-Type'] ??= form ? 'application/x-www-form-urlencoded' : 'application/json';
  // offline: nothing is sent (the caller keeps what the player entered and shows the message)
  if (isOffline()) {
    store.set(connectionAtom, 'offline');
    throw new ApiError(CLIENT_CODES.network, 'offline');
  }
  let response: Response;
  const done = timeCall();
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? null : form ? body.toString() : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(CLIENT_CODES.network, String(error));
  } finally {
    done();
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(CLIENT_CODES.badResponse, `not JSON (HTTP ${response.status})`, response.status);
  }
  const envelope = v.safeParse(AnyEnvelopeSchema, json);
  if (!envelope.success) throw new ApiError(CLIENT_CODES.badResponse, 'no envelope', response.status);
  const { success, code, message, value } = envelope.output;
  if (!success) {
    const error = new ApiError(code, message, response.status, value);
    // a session that ended on the server: forget it; the login page says why (its value: signed in elsewhere...)
    if (SESSION_ENDED_CODES.includes(code) && store.get(tokenAtom))
      store.set(clearSessionAtom, { ...error.descriptor, values: { ...(value as object) } });
    if (SYSTEM_BLOCKED_CODES.includes(code)) store.set(statusStaleAtom, (n) => n + 1);
    throw error;
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    const where = parsed.issues.map((i) => `${v.getDotPath(i) ?? 'value'}: ${i.message}`).join('; ');
    throw new ApiError(CLIENT_CODES.badResponse, `unexpected value (${where})`, response.status);
  }
  return parsed.output;
}
