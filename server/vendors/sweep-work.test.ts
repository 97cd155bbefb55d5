/**
 * The schedule's one read (sweep-work.ts): an idle sweep runs one statement and writes nothing; a
 * job is run exactly when its own condition has work, the window of an unsettled stake included.
 */
import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../test/statements';
import { sweep } from './plugin';
import { sessionOf } from './sessions';
import { intendStake, UNSETTLED_STAKE_MS } from './stake-intents';
import { vendorTestApp } from './test/app';
import { playerInGame, vendorDeps } from './test/fixtures';

const t = vendorTestApp();
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

const isWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql);

describe('the sweep asks first', () => {
  it('with nothing due it runs one statement, which writes nothing, and says no job has work', async () => {
    const clock = { now: T0 };
    const deps = await vendorDeps(t.app, clock);
    const { sql } = await statementsDuring(t.app.db, () => sweep(deps));
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/^SELECT\s+EXISTS/);
    expect(sql.filter(isWrite)).toEqual([]);
  });

  it('runs the stake job only once a stake is past its window, and that job then settles it', async () => {
    const clock = { now: T0 };
    const deps = await vendorDeps(t.app, clock);
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', balance: 1_000 }, T0);
    const session = await sessionOf(deps, p.token);
    await intendStake(deps, session, { vendorCode: 'DEMO', betTransactionId: 'asked:bet', roundId: 'asked', amount: 100 });
    const status = async () =>
      (await t.app.db.query<{ status: string }>(`SELECT status FROM vendor_stake_intents WHERE bet_transaction_id = 'asked:bet'`))[0]
        ?.status;

    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS - 1_000);
    const inside = await statementsDuring(t.app.db, () => sweep(deps));
    expect(inside.sql).toHaveLength(1);
    expect(await status()).toBe('pending');

    clock.now = new Date(T0.getTime() + UNSETTLED_STAKE_MS + 1_000);
    const past = await statementsDuring(t.app.db, () => sweep(deps));
    expect(past.sql.some((s) => /UPDATE vendor_stake_intents SET status = 'rolling_back'/.test(s))).toBe(true);
    expect(await status()).toBe('refunded');
  });
});
