/**
 * Issue 25 item 9a: a vendor signing with its own key learns nothing of another vendor's session:
 * every call on it is refused without the player's balance or currency, and moves no money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../accounts/members';
import { buildTestApp, type TestApp } from '../../test/helper';
import { SeamlessClient } from '../../vendors/seamless-client';
import { fund } from '../test/fixtures';
import { injectTransport, installationSecretOf } from './index';
import { vendorSecret } from './secrets';
import { openSeamlessSession } from './sessions';

let t: TestApp;
let demo: SeamlessClient;
let other: SeamlessClient;

async function demoSession(balance: number) {
  const member = await insertMember(t.app.db, {
    tenantId: 'royal',
    merchantCode: 'ROYAL01',
    username: `v${Math.random().toString(36).slice(2, 10)}`,
    passwordHash: null,
    now: new Date(),
  });
  await fund(t.app.db, 'royal', member.id, balance);
  return openSeamlessSession(t.app.db, {
    tenantId: 'royal',
    memberId: member.id,
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT',
    nodeId: null,
    gameType: 'RNG',
    freePlay: false,
    language: 'en',
    returnUrl: null,
    now: new Date(),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const installation = await installationSecretOf(t.app)();
  demo = new SeamlessClient('DEMO', vendorSecret(installation, 'DEMO'), injectTransport(t.app), 1);
  other = new SeamlessClient('OTHER', vendorSecret(installation, 'OTHER'), injectTransport(t.app), 1);
});
afterAll(() => t.close());

describe("a vendor and another vendor's session", () => {
  it('balance, bet, win and rollback are refused with no balance or currency, and move nothing', async () => {
    const sessionToken = await demoSession(4_321);
    const answers = [
      await other.balance({ sessionToken }),
      await other.bet({ sessionToken, transactionId: 'x:bet', roundId: 'x', gameCode: 'DEMO_SLOT', amount: 100 }),
      await other.win({ sessionToken, transactionId: 'x:win', roundId: 'x', amount: 100, roundClosed: true }),
      await other.rollback({ sessionToken, transactionId: 'x:rb', referenceTransactionId: 'x:bet', roundId: 'x' }),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 'INVALID_TOKEN' });
      expect(answer).not.toHaveProperty('balance');
      expect(answer).not.toHaveProperty('currency');
    }
    // the session's own vendor still reads it, and nothing moved
    expect(await demo.balance({ sessionToken })).toMatchObject({ status: 'OK', balance: 4_321 });
  });

  it("a refusal on the vendor's own session still carries the balance", async () => {
    const sessionToken = await demoSession(500);
    const answer = await demo.bet({ sessionToken, transactionId: 'y:bet', roundId: 'y', gameCode: 'DEMO_SLOT', amount: 0 });
    expect(answer).toMatchObject({ status: 'BAD_REQUEST', balance: 500, currency: 'USD' });
  });
});
