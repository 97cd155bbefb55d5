/**
 * No stake without an outcome: a vendor process that stops between the operator's debit
 * and the round's record (the fault hook holds it there for good, as a dead process would) leaves a
 * pending stake; after the settlement window the sweep, from any process, rolls it back once and the
 * betting record shows it rolled back. A debit that never reached the operator is settled the same
 * way, and a late arrival of it is refused.
 */
import { describe, expect, it } from 'vitest';
import type { VendorDeps } from './context';
import { playInstant } from './instant-rounds';
import { sweep } from './plugin';
import { sessionOf } from './sessions';
import { intendStake, settleUnrecordedStakes, UNSETTLED_STAKE_MS } from './stake-intents';
import { vendorTestApp } from './test/app';
import { type Clock, mainBalance, playerInGame, vendorDeps } from './test/fixtures';
import { placeTicket } from './tickets';

const t = vendorTestApp();
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

/**
 * Deps whose round stops right after the debit until `release()` (never, for a process that died);
 * `arrived` resolves when a round got there.
 */
async function heldDeps(clock: Clock) {
  const deps = await vendorDeps(t.app, clock);
  let reached: () => void = () => {};
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const held: VendorDeps = {
    ...deps,
    fault: () => {
      reached();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  return { deps, held, arrived, release: () => release() };
}

const orderOf = async (memberId: number) =>
  (
    await t.app.db.query<{ status: string; stake: string; refunded: string }>(
      'SELECT status, stake::text, refunded::text FROM bet_orders WHERE member_id = $1',
      [memberId],
    )
  )[0];

describe('stakes without an outcome', () => {
  it('an instant round that dies after the debit is rolled back once after the window, by whichever process sweeps', async () => {
    const clock = { now: T0 };
    const { deps, held: dying, arrived } = await heldDeps(clock);
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', balance: 5_000 }, T0);
    const session = await sessionOf(deps, p.token);
    void playInstant(dying, session, 1_000, {});
    await arrived;
    expect(await mainBalance(t.app, p.memberId)).toBe(4_000);
    expect(await orderOf(p.memberId)).toMatchObject({ status: 'open', stake: '1000' });

    // inside the window nothing happens: the round may still be on its way
    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS - 1_000);
    expect(await settleUnrecordedStakes(deps)).toBe(0);
    expect(await mainBalance(t.app, p.memberId)).toBe(4_000);

    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS + 1_000);
    const other = await vendorDeps(t.app, clock); // a second process sweeping at the same time
    const swept = await Promise.all([settleUnrecordedStakes(deps), settleUnrecordedStakes(other)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await sweep(deps);
    expect(await mainBalance(t.app, p.memberId)).toBe(5_000);
    expect(await orderOf(p.memberId)).toEqual({ status: 'rolled_back', stake: '1000', refunded: '1000' });
    const [intent] = await t.app.db.query<{ status: string }>(
      'SELECT status FROM vendor_stake_intents WHERE round_id IN (SELECT round_id FROM bet_orders WHERE member_id = $1)',
      [p.memberId],
    );
    expect(intent?.status).toBe('refunded');
  });

  it('a ticket that dies after the debit is rolled back the same way', async () => {
    const clock = { now: T0 };
    const { deps, held: dying, arrived } = await heldDeps(clock);
    const p = await playerInGame(t.app, { gameType: 'ELOTT', gameCode: 'DEMO_ELOTT', balance: 3_000 }, T0);
    const session = await sessionOf(deps, p.token);
    const index = Math.floor(T0.getTime() / 60_000) + 1;
    void placeTicket(dying, session, 2_000, [{ eventIndex: index, market: 'size', pick: 'big' }]).catch(() => {});
    await arrived;
    expect(await mainBalance(t.app, p.memberId)).toBe(1_000);
    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS + 1_000);
    expect(await settleUnrecordedStakes(deps)).toBe(1);
    expect(await mainBalance(t.app, p.memberId)).toBe(3_000);
    expect(await orderOf(p.memberId)).toMatchObject({ status: 'rolled_back' });
  });

  it('a round slower than the window: the sweep takes the stake back first, and the round is void, never recorded', async () => {
    const clock = { now: T0 };
    const { deps, held: slow, arrived, release } = await heldDeps(clock);
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', balance: 5_000 }, T0);
    const session = await sessionOf(deps, p.token);
    const round = playInstant(slow, session, 1_000, {}).then(
      () => 'recorded',
      (error: { code?: string }) => error.code,
    );
    await arrived;
    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS + 1_000);
    expect(await settleUnrecordedStakes(deps)).toBe(1);
    release();
    expect(await round).toBe('ROUND_VOID');
    expect(await mainBalance(t.app, p.memberId)).toBe(5_000);
    expect(await orderOf(p.memberId)).toMatchObject({ status: 'rolled_back' });
    const rounds = await t.app.db.query('SELECT 1 FROM vendor_rounds WHERE player_id = $1', [p.playerId]);
    expect(rounds).toHaveLength(0);
  });

  it('a stake written down whose debit never reached the operator: settled, and the late debit is refused', async () => {
    const clock = { now: T0 };
    const deps = await vendorDeps(t.app, clock);
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', balance: 2_000 }, T0);
    const session = await sessionOf(deps, p.token);
    await intendStake(deps, session, { vendorCode: 'DEMO', betTransactionId: 'lost:bet', roundId: 'lost', amount: 500 });
    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS + 1_000);
    expect(await settleUnrecordedStakes(deps)).toBe(1);
    const late = await deps
      .clientFor('DEMO')
      .bet({ sessionToken: session.operatorSession, transactionId: 'lost:bet', roundId: 'lost', gameCode: 'DEMO_SLOT', amount: 500 });
    expect(late.status).toBe('BAD_REQUEST');
    expect(await mainBalance(t.app, p.memberId)).toBe(2_000);
  });
});
