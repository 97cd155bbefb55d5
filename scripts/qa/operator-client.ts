/** The flag matrix's client of the operator HTTP API (`/ops/api`), responses checked with valibot. */
import * as v from 'valibot';
import type { Row } from './constraints';
import { BRAND_SWITCHES, OPS_SWITCHES } from './inventory';

const Envelope = v.object({ success: v.boolean(), code: v.string(), message: v.string(), value: v.unknown() });
const TenantState = v.object({
  tenant: v.string(),
  flags: v.array(v.object({ key: v.string(), enabled: v.boolean() })),
  settings: v.array(v.object({ key: v.string(), value: v.unknown(), source: v.string() })),
});
export type TenantState = v.InferOutput<typeof TenantState>;

export class OperatorClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<unknown> {
    const res = await fetch(new URL(`/ops/api${path}`, this.baseUrl), {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const parsed = v.safeParse(Envelope, safeJson(text));
    if (!parsed.success) throw new Error(`operator API ${method} ${path}: HTTP ${res.status}, not an envelope: ${text.slice(0, 200)}`);
    if (!parsed.output.success) {
      throw new Error(`operator API ${method} ${path}: HTTP ${res.status} ${parsed.output.code}: ${parsed.output.message}`);
    }
    return parsed.output.value;
  }

  async state(brand: string): Promise<TenantState> {
    return v.parse(TenantState, await this.call('GET', `/tenants/${encodeURIComponent(brand)}`));
  }

  /** A player account on the brand (for the member scenes). */
  async createMember(brand: string, username: string, password: string): Promise<void> {
    await this.call('POST', `/tenants/${encodeURIComponent(brand)}/members`, { username, password });
  }

  /** Gives an account agent rights (member type 1; server/agent/operator.ts): the member scenes see agent screens. */
  async promoteAgent(brand: string, username: string): Promise<void> {
    await this.call('POST', `/tenants/${encodeURIComponent(brand)}/agents`, { username });
  }

  async reset(brand: string): Promise<void> {
    await this.call('POST', `/tenants/${encodeURIComponent(brand)}/reset`);
  }

  /** Clears every override of the brand, then sets the row (flags and brand settings) in one call. */
  async applyRow(brand: string, row: Row): Promise<TenantState> {
    const flags: Record<string, boolean> = {};
    const settings: Record<string, string | number> = {};
    const ops: Record<string, boolean> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key in OPS_SWITCHES && typeof value === 'boolean') ops[key] = value;
      else if (key in BRAND_SWITCHES) settings[key] = typeof value === 'boolean' ? Number(value) : value;
      else if (typeof value === 'boolean') flags[key] = value;
      else throw new Error(`flag ${key} needs a boolean, got ${String(value)}`);
    }
    const body = { reset: true, flags, settings, ...ops };
    return v.parse(TenantState, await this.call('POST', `/tenants/${encodeURIComponent(brand)}/apply`, body));
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
