/**
 * A logged-in member for the matrix's member scenes: the operator API creates a player on the
 * brand (promoted to an agent), the runner logs in through the real login call (captcha switched off for that moment),
 * and each member browser context starts with that session stored the way the client stores a
 * login (localStorage `token` and `sessionInfo`, the kernel's documented storage keys).
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import * as v from 'valibot';
import { encryptedBody } from '../../src/contracts/payload-crypto';
import type { OperatorClient } from './operator-client';
import { tenantById } from './plan';

export type MemberSession = { token: string; merchantCode: string; userName: string; type: number };

const LoginEnvelope = v.object({
  success: v.boolean(),
  code: v.string(),
  message: v.string(),
  value: v.nullable(v.looseObject({ token: v.string(), userName: v.string(), type: v.number() })),
});

export async function memberSession(baseUrl: string, operator: OperatorClient, brand: string): Promise<MemberSession> {
  const tenant = tenantById(brand);
  const username = `qa${randomBytes(4).toString('hex').slice(0, 7)}`;
  const password = `Qa${randomBytes(6).toString('hex')}`;
  await operator.createMember(brand, username, password);
  // an agent (player with agent rights, DECISIONS.md), so the agent flags' screens can be checked
  await operator.promoteAgent(brand, username);
  await operator.applyRow(brand, { CAPTCHA3: false });
  try {
    const res = await fetch(new URL('/wps/session/login', baseUrl), {
      method: 'POST',
      headers: { merchant: tenant.merchantCode, encryption: 'AES', 'content-type': 'application/json' },
      body: JSON.stringify(encryptedBody({ type: 'username', username, password }, tenant.payloadKey)),
    });
    const body = v.parse(LoginEnvelope, await res.json());
    if (!body.success || !body.value) throw new Error(`member login refused: ${body.code} ${body.message}`);
    return { token: body.value.token, merchantCode: tenant.merchantCode, userName: body.value.userName, type: body.value.type };
  } finally {
    await operator.reset(brand);
  }
}

/** Every page of the context starts logged in as `m` (unless the page itself signed out). */
export async function plantSession(context: BrowserContext, m: MemberSession): Promise<void> {
  await context.addInitScript((s) => {
    if (localStorage.getItem('qa-planted')) return;
    localStorage.setItem('qa-planted', '1');
    localStorage.setItem('token', JSON.stringify(s.token));
    localStorage.setItem('sessionInfo', JSON.stringify({ ...s, firstTimeLogin: false }));
  }, m);
}
