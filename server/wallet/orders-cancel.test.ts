/**
 * The records' cancel asks the vendor first: while the vendor cannot be reached or says betting has
 * closed, nothing is refunded and the player gets a clear error; once it cancelled, the stake goes
 * back once.
 */
import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import { ApiError } from '../http/api-error';
import { effectiveFlags } from '../tenants/effective';
import { fileTestApp } from '../test/app';
import { getBalances } from './balances';
import { recordBet } from './bet-orders';
import { postLedgerTransaction } from './ledger';
import { cancelOrder } from './orders';
import { fund, makePlayer } from './test/fixtures';
import type { VendorCancelAnswer } from './vendor-cancel';

const t = fileTestApp();

async function openSportsOrder(stake: number) {
  const member = await makePlayer(t.app.db);
  await fund(t.app.db, 'royal', member.id, stake);
  const order = await t.app.db.transaction(async (tx) => {
    const r = await postLedgerTransaction(tx, {
      tenantId: 'royal',
      code: 'BET',
      idempotencyKey: `oc-${member.id}`,
      actor: 'vendor:DEMO',
      postings: [
        { account: { memberId: member.id, kind: 'main' }, amount: -stake },
        { account: { house: HOUSE_ACCOUNTS.games }, amount: stake },
      ],
    });
    return recordBet(tx, {
      tenantId: 'royal',
      memberId: member.id,
      vendorCode: 'DEMO',
      gameCode: 'DEMO_SPORTS',
      gameType: 'SPORTS',
      roundId: `oc-${member.id}`,
      stake,
      betTxId: r.transactionId,
      now: new Date(),
    });
  });
  const tenant = t.app.tenants.get('royal');
  if (!tenant) throw new Error('no royal tenant');
  const ctx = {
    db: t.app.db,
    brand: { tenant, flags: effectiveFlags(tenant, {}) },
    member,
    now: new Date(),
    currency: tenant.currency,
    language: tenant.defaultLanguage,
  };
  return { ctx, order, member };
}

const main = async (memberId: number) => (await getBalances(t.app.db, 'royal', memberId)).main;

describe('cancelOrder', () => {
  it.each<[VendorCancelAnswer, string]>([
    ['unavailable', 'wallet.order.cancel.unavailable'],
    ['closed', 'wallet.order.not.cancellable'],
  ])('the vendor answers %s: nothing refunded, %s', async (answer, code) => {
    const { ctx, order, member } = await openSportsOrder(700);
    const error = await cancelOrder(ctx, { orderId: order.id }, async () => answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect(await main(member.id)).toBe(0);
  });

  it('the vendor cancelled (or holds no open ticket): the stake back once', async () => {
    const { ctx, order, member } = await openSportsOrder(700);
    expect(await cancelOrder(ctx, { orderId: order.id }, async () => 'unknown')).toMatchObject({ status: 'cancelled', cancellable: false });
    await expect(cancelOrder(ctx, { orderId: order.id }, async () => 'cancelled')).rejects.toMatchObject({
      code: 'wallet.order.not.cancellable',
    });
    expect(await main(member.id)).toBe(700);
  });
});
