/**
 * Calls to /console/api: the project's envelope `{ success, code, message, value }` read with valibot,
 * the session's CSRF token sent on every write, a 401 reported to the shell (back to sign-in).
 */
import * as v from 'valibot';

export const CSRF_HEADER = 'x-console-csrf';

const Envelope = v.object({ success: v.boolean(), code: v.string(), message: v.string(), value: v.unknown() });

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value: unknown,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }

  /** `value.reason` of the failure (credentials, code, locked, ...), when it has one */
  get reason(): string | null {
    const r = v.safeParse(v.object({ reason: v.string() }), this.value);
    return r.success ? r.output.reason : null;
  }
}

let csrf: string | null = null;
let onSignedOut: () => void = () => {};

export function setCsrf(token: string | null): void {
  csrf = token;
}

export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call; the answer's value is checked against `schema`. */
export async function api<S extends v.GenericSchema>(method: Method, path: string, schema: S, body?: unknown): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
  const response = await fetch(`/console/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = v.safeParse(Envelope, await response.json().catch(() => null));
  if (!parsed.success) throw new ConsoleApiError(response.status, 'system.unknown.error', `Unexpected answer (${response.status})`, null);
  const envelope = parsed.output;
  if (!envelope.success) {
    const error = new ConsoleApiError(response.status, envelope.code, envelope.message, envelope.value);
    if (response.status === 401 && !path.startsWith('/session')) onSignedOut();
    throw error;
  }
  return v.parse(schema, envelope.value);
}

/** A query string of the set values. */
export function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries(params)) if (val) q.set(k, val);
  const text = q.toString();
  return text ? `?${text}` : '';
}
