/**
 * Issue 26 item 7: the support chat's "20 messages a minute per player" was counted per address, so
 * players behind one carrier address shared one count and one player changing address got a new
 * one. It is counted per player now (his member id).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_CALLS } from '../../../src/contracts/support/calls';
import { insertMember } from '../../accounts/members';
import { startSession } from '../../accounts/sessions';
import { fileTestApp } from '../../test/app';

const t = fileTestApp();

async function playerToken(): Promise<string> {
  const member = await insertMember(t.app.db, {
    tenantId: 'royal',
    merchantCode: 'ROYAL01',
    username: `c${randomBytes(4).toString('hex')}`,
    passwordHash: null,
    now: new Date(),
  });
  return startSession(t.app.db, member, new Date());
}

const send = (token: string | undefined, address: string, n: number) =>
  t.app
    .inject({
      method: CHAT_CALLS.send.method,
      url: CHAT_CALLS.send.path,
      remoteAddress: address,
      headers: { host: 'royal.localhost', 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      payload: JSON.stringify({ text: `message ${n}` }),
    })
    .then((r) => r.statusCode);

describe('support chat limit: 20 messages a minute per player', () => {
  it('two players behind one address each write 20; a player changing address does not get a 21st', async () => {
    const [alice, bob] = [await playerToken(), await playerToken()];
    const shared = '100.64.0.1';
    const aliceCodes: number[] = [];
    const bobCodes: number[] = [];
    for (let i = 0; i < 20; i++) {
      aliceCodes.push(await send(alice, shared, i));
      bobCodes.push(await send(bob, shared, i));
    }
    expect(aliceCodes.every((c) => c === 200)).toBe(true);
    expect(bobCodes.every((c) => c === 200)).toBe(true);
    expect(await send(alice, shared, 21)).toBe(429);
    expect(await send(alice, '100.64.9.9', 22)).toBe(429);
    expect(await send(bob, '198.51.100.3', 21)).toBe(429);
  });

  it('a call without a session still counts by address and is refused', async () => {
    expect(await send(undefined, '192.0.2.10', 0)).toBe(401);
  });
});
