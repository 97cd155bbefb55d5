/**
 * The vendor's client of the operator's seamless wallet: signs each body with the vendor's secret
 * (hex HMAC-SHA256), retries a failed delivery with the very same body (same transaction id, so the
 * operator applies it once), and validates every answer. The transport is HTTP in production
 * (`httpTransport`); in one process the app may hand in an in-process one with the same wire format.
 */
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import {
  AuthenticateResponse,
  SEAMLESS_HEADERS,
  SEAMLESS_PATH,
  type SeamlessOperation,
  type SeamlessRequest,
  SeamlessResponse,
} from '../../src/contracts/seamless';

export type Transport = (path: string, body: string, headers: Record<string, string>) => Promise<{ statusCode: number; body: string }>;

/** Thrown when the operator could not be reached (or answered garbage) after every retry. */
export class SeamlessUnavailable extends Error {}

export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function httpTransport(operatorUrl: string, timeoutMs = 5_000): Transport {
  return async (path, body, headers) => {
    const res = await fetch(new URL(path, operatorUrl), {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { statusCode: res.status, body: await res.text() };
  };
}

export class SeamlessClient {
  constructor(
    private readonly vendorCode: string,
    private readonly secret: string,
    private readonly transport: Transport,
    private readonly attempts = 3,
    private readonly backoffMs = 50,
  ) {}

  private async call<S extends v.GenericSchema>(op: SeamlessOperation, payload: unknown, schema: S): Promise<v.InferOutput<S>> {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.vendor]: this.vendorCode,
      [SEAMLESS_HEADERS.signature]: sign(this.secret, body),
    };
    let last: unknown;
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, this.backoffMs * attempt));
      try {
        const res = await this.transport(`${SEAMLESS_PATH}/${op}`, body, headers);
        if (res.statusCode >= 500) throw new Error(`operator answered ${res.statusCode}`);
        return v.parse(schema, JSON.parse(res.body));
      } catch (error) {
        last = error;
      }
    }
    throw new SeamlessUnavailable(`seamless ${op} failed: ${String(last)}`);
  }

  authenticate(req: SeamlessRequest<'authenticate'>) {
    return this.call('authenticate', req, AuthenticateResponse);
  }
  balance(req: SeamlessRequest<'balance'>) {
    return this.call('balance', req, SeamlessResponse);
  }
  bet(req: SeamlessRequest<'bet'>) {
    return this.call('bet', req, SeamlessResponse);
  }
  win(req: SeamlessRequest<'win'>) {
    return this.call('win', req, SeamlessResponse);
  }
  rollback(req: SeamlessRequest<'rollback'>) {
    return this.call('rollback', req, SeamlessResponse);
  }
}
