/** The rg checks where other modules call them: game launch, deposit requests and transfers. */
import { describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameList } from '../../src/contracts/games/calls';
import { call, type Env, player } from '../routes/games/test-support';
import { fileTestApp } from '../test/app';
import { fund } from '../wallet/test/fixtures';
import { loggedInPlayer, walletCall } from '../wallet/test/session';
import { memberExcludes } from './test/exclusion';
import { changeRule } from './rules';

const t = fileTestApp();

describe('game launch during an exclusion', () => {
  it('is refused with rg.excluded (free play too) and writes no launch token', async () => {
    const game = (
      (await call(t.app, 'royal', 'GET', GAME_PATHS.gameList, { query: { gameType: 'RNG', pageSize: '1' } })).json() as Env<GameList>
    ).value?.games[0];
    if (!game) throw new Error('no seeded game');
    const p = await player(t.app, 'royal');
    const launch = (freePlay: boolean) =>
      call(t.app, 'royal', 'POST', GAME_PATHS.launch, { body: { nodeId: game.nodeId, freePlay }, token: p.token });
    expect((await launch(false)).statusCode).toBe(200);
    const start = new Date(Date.now() - 24 * 3_600_000 + 60_000); // a 24 h time-out, in force now
    await memberExcludes(t.app.db, p.id, { kind: 'timeout', duration: '24h', now: start });
    const count = async () =>
      (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_launches WHERE member_id = $1', [p.id]))[0]?.n;
    const before = await count();
    for (const freePlay of [false, true]) {
      const res = await launch(freePlay);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'rg.excluded' });
    }
    expect(await count()).toBe(before);
  });
});

describe('deposit requests against the deposit limit', () => {
  it('a deposit above what the limit leaves is refused with the amount left; pending requests count; a repeat of an accepted request is not re-checked', async () => {
    const p = await loggedInPlayer(t.app);
    await t.app.db.transaction((tx) =>
      changeRule(tx, {
        tenantId: 'royal',
        memberId: p.member.id,
        kind: 'deposit',
        period: 'day',
        amount: 30_000,
        now: new Date(Date.now() - 60_000),
        coolingHours: 24,
      }),
    );
    const deposit = (amount: number, n: number) =>
      walletCall(t.app, p, 'manualDeposit', {
        body: { amount, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `rg-limit-${p.member.id}-${n}` },
      });
    const first = await deposit(20_000, 1);
    expect(first.json()).toMatchObject({ success: true, value: { status: 'pending', amount: 20_000 } });
    const over = await deposit(10_001, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      code: 'rg.deposit.limit',
      value: { kind: 'deposit', period: 'day', left: 10_000 },
    });
    expect((await deposit(20_000, 1)).json()).toMatchObject({ success: true, value: { depositId: first.json().value.depositId } });
    expect((await deposit(10_000, 3)).json()).toMatchObject({ success: true });
    const rows = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE member_id = $1', [p.member.id]);
    expect(rows[0]?.n).toBe(2);
  });

  it('a gateway deposit during a time-out is refused with rg.excluded', async () => {
    const p = await loggedInPlayer(t.app);
    await memberExcludes(t.app.db, p.member.id, { kind: 'timeout', duration: '24h', now: new Date(Date.now() - 60_000) });
    const res = await walletCall(t.app, p, 'gatewayDeposit', {
      body: { amount: 5_000, channel: 'ALIPAY', requestId: `rg-gateway-${p.member.id}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'rg.excluded' });
  });
});

describe('transfers during an exclusion', () => {
  it('refuses money into a game wallet and lets it come back to the main wallet', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 10_000);
    const move = (from: string, to: string, amount: number, n: number) =>
      walletCall(t.app, p, 'transfer', { body: { from, to, amount, requestId: `rg-move-${p.member.id}-${n}` } });
    expect((await move('MAIN', 'DEMOSPORTS', 4_000, 1)).json()).toMatchObject({ success: true });
    await memberExcludes(t.app.db, p.member.id, { kind: 'selfExclusion', duration: '6m', now: new Date(Date.now() - 60_000) });
    const refused = await move('MAIN', 'DEMOSPORTS', 1_000, 2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'rg.excluded' });
    const back = await move('DEMOSPORTS', 'MAIN', 4_000, 3);
    expect(back.json().value.wallets).toContainEqual({ walletCode: 'MAIN', type: 'main', balance: 10_000, transferable: true });
  });
});
