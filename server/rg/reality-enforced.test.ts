/**
 * The reality check holds on the server: once a reminder of the player's interval
 * has come due in his login session, every bet (whatever sends it) is refused with the reason until
 * he answers the reminder on the site; then play goes on until the next one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { clockFrom } from '../test/clock';
import { SeamlessClient } from '../vendors/seamless-client';
import { injectTransport, installationSecretOf } from '../wallet/seamless/index';
import { vendorSecret } from '../wallet/seamless/secrets';
import { openSeamlessSession } from '../wallet/seamless/sessions';
import { fund } from '../wallet/test/fixtures';
import { rgCall, rgPlayer } from './test/session';

let t: TestApp;
let client: SeamlessClient;
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const at = clockFrom(T0);

beforeAll(async () => {
  t = await buildTestApp();
  client = new SeamlessClient('DEMO', vendorSecret(await installationSecretOf(t.app)(), 'DEMO'), injectTransport(t.app), 1);
});
afterAll(async () => {
  await t.close();
});

describe('reality check on the server', () => {
  it('bets wait for the answer to each reminder', async () => {
    const who = await rgPlayer(t.app, at(0));
    await fund(t.app.db, 'royal', who.member.id, 10_000);
    expect((await rgCall(t.app, who, 'setSessionRules', { body: { sessionLimitMinutes: null, realityCheckMinutes: 30 } })).statusCode).toBe(
      200,
    );
    const sessionToken = await openSeamlessSession(t.app.db, {
      tenantId: 'royal',
      memberId: who.member.id,
      vendorCode: 'DEMO',
      gameCode: 'DEMO_SLOT',
      nodeId: null,
      gameType: 'RNG',
      freePlay: false,
      language: 'en',
      returnUrl: null,
      now: at(0),
    });
    let n = 0;
    const bet = () => {
      n += 1;
      return client.bet({ sessionToken, transactionId: `rc${n}:bet`, roundId: `rc${n}`, gameCode: 'DEMO_SLOT', amount: 100 });
    };
    at(29);
    expect(await bet()).toMatchObject({ status: 'OK', balance: 9_900 });
    at(31);
    expect(await bet()).toMatchObject({ status: 'LIMIT_REACHED', balance: 9_900, limit: { kind: 'reality', period: null } });
    expect((await rgCall(t.app, who, 'answerRealityCheck')).json()).toMatchObject({ success: true });
    expect(await bet()).toMatchObject({ status: 'OK', balance: 9_800 });
    at(59);
    expect(await bet()).toMatchObject({ status: 'OK', balance: 9_700 });
    at(61);
    expect(await bet()).toMatchObject({ status: 'LIMIT_REACHED', limit: { kind: 'reality' } });
  });

  it('no interval, no reminder: bets go on', async () => {
    const who = await rgPlayer(t.app, at(0));
    await fund(t.app.db, 'royal', who.member.id, 1_000);
    const sessionToken = await openSeamlessSession(t.app.db, {
      tenantId: 'royal',
      memberId: who.member.id,
      vendorCode: 'DEMO',
      gameCode: 'DEMO_SLOT',
      nodeId: null,
      gameType: 'RNG',
      freePlay: false,
      language: 'en',
      returnUrl: null,
      now: at(0),
    });
    at(200);
    expect((await rgCall(t.app, who, 'realityCheck')).json().value).toMatchObject({ intervalMinutes: null });
    expect(await client.bet({ sessionToken, transactionId: 'nr:bet', roundId: 'nr', gameCode: 'DEMO_SLOT', amount: 100 })).toMatchObject({
      status: 'OK',
    });
  });
});
