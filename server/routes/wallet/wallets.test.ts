import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../src/contracts/envelope';
import { WalletsValueSchema } from '../../../src/contracts/wallet/wallets';
import { fileTestApp } from '../../test/app';
import { fund } from '../../wallet/test/fixtures';
import { loggedInPlayer, walletCall } from '../../wallet/test/session';

const t = fileTestApp();

describe('GET /wps/wallets/gcs', () => {
  it("answers the player's wallets, sumBalance and the brand's currency", async () => {
    const p = await loggedInPlayer(t.app, 'royal');
    await fund(t.app.db, 'royal', p.member.id, 12_345);
    const res = await walletCall(t.app, p, 'wallets');
    expect(res.statusCode).toBe(200);
    const body = v.parse(envelope(WalletsValueSchema), res.json());
    expect(body.value).toMatchObject({
      currency: { code: 'USD', symbol: '$', minorUnits: 2 },
      sumBalance: 12_345,
      availableBalance: 12_345,
    });
    expect(body.value?.wallets.slice(0, 2)).toEqual([
      { walletCode: 'MAIN', type: 'main', balance: 12_345, transferable: true },
      { walletCode: 'LOCKED', type: 'locked', balance: 0, transferable: false },
    ]);
  });

  it('a new player has zero everywhere; a KHR brand reports 0 minor units', async () => {
    const p = await loggedInPlayer(t.app, 'lotus');
    const body = (await walletCall(t.app, p, 'wallets')).json();
    expect(body.value).toMatchObject({ currency: { code: 'KHR', minorUnits: 0 }, sumBalance: 0 });
  });

  it('refuses without a session or with a session of another brand', async () => {
    const none = await walletCall(t.app, { brand: 'royal' }, 'wallets');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'session.not.logged.in' });
    const p = await loggedInPlayer(t.app, 'royal');
    const other = await walletCall(t.app, { brand: 'tiger', token: p.token }, 'wallets');
    expect(other.json()).toMatchObject({ success: false, code: 'session.not.logged.in' });
  });
});
