/**
 * Money attacks (items 1 and 2): a player who cancels one bet on both sides, and a faulty
 * or dishonest vendor that rolls a bet back more than once or after the round was paid. Each stake
 * goes back once; nothing else moves; the ledger verifies.
 */
import { describe, expect, it } from 'vitest';
import { memberById } from '../accounts/members';
import { startSession } from '../accounts/sessions';
import { sessionOf } from '../vendors/sessions';
import { gameState } from '../vendors/state';
import { vendorTestApp } from '../vendors/test/app';
import { mainBalance, playerInGame, vendorDeps } from '../vendors/test/fixtures';
import { cancelTicket } from '../vendors/ticket-cancel';
import { placeTicket } from '../vendors/tickets';
import { walletCall } from '../wallet/test/session';

const t = vendorTestApp();

/** A player in the sportsbook with `balance`, logged in at the operator too (betting records). */
async function sportsPlayer(balance: number) {
  // the real time: the records' cancel asks the in-process vendor, whose clock is the real one
  const now = new Date();
  const deps = await vendorDeps(t.app, { now });
  const p = await playerInGame(t.app, { gameType: 'SPORTS', gameCode: 'DEMO_SPORTS', balance }, now);
  const session = await sessionOf(deps, p.token);
  const member = await memberById(t.app.db, p.memberId);
  if (!member) throw new Error('no member');
  const player = { brand: 'royal', token: await startSession(t.app.db, member, now) };
  const events = (await gameState(deps, session)).events as { index: number; selections: { market: string }[] }[];
  // the event furthest ahead: its betting stays open for minutes whatever the real clock does meanwhile
  const event = events[events.length - 1];
  if (!event) throw new Error('no open event');
  const stakeAll = async () => {
    const stake = await mainBalance(t.app, p.memberId);
    return placeTicket(deps, session, stake, [{ eventIndex: event.index, market: event.selections[0]?.market ?? '', pick: 'home' }]);
  };
  const orderOf = async (roundId: string) => {
    const list = (await walletCall(t.app, player, 'orders')).json().value.list as { orderId: number; roundId: string }[];
    const order = list.find((o) => o.roundId === roundId);
    if (!order) throw new Error(`no order for ${roundId}`);
    return order;
  };
  const cancelInRecords = async (roundId: string) =>
    walletCall(t.app, player, 'cancelSuborder', { body: { orderId: (await orderOf(roundId)).orderId } });
  return { deps, p, session, stakeAll, cancelInRecords };
}

describe('money attacks: a stake goes back once', () => {
  it('cancelling one ticket in the records, then in the game, four times with the whole balance, gains nothing', async () => {
    const s = await sportsPlayer(10_000);
    for (let round = 0; round < 4; round++) {
      const ticket = await s.stakeAll();
      expect(await mainBalance(t.app, s.p.memberId)).toBe(0);
      const records = await s.cancelInRecords(ticket.ticketId);
      expect(records.json().value).toMatchObject({ status: 'cancelled' });
      await expect(cancelTicket(s.deps, s.session, ticket.ticketId)).rejects.toMatchObject({ code: 'BAD_TICKET' });
      expect(await mainBalance(t.app, s.p.memberId)).toBe(10_000);
    }
  });

  it('cancelling in the game first: the records refuse the second cancellation', async () => {
    const s = await sportsPlayer(10_000);
    const ticket = await s.stakeAll();
    expect((await cancelTicket(s.deps, s.session, ticket.ticketId)).balance).toBe(10_000);
    const records = await s.cancelInRecords(ticket.ticketId);
    expect(records.statusCode).toBe(409);
    expect(records.json().code).toBe('wallet.order.not.cancellable');
    expect(await mainBalance(t.app, s.p.memberId)).toBe(10_000);
  });

  it('both cancellations at once, ten times: each stake back once', async () => {
    const s = await sportsPlayer(10_000);
    for (let round = 0; round < 10; round++) {
      const ticket = await s.stakeAll();
      await Promise.allSettled([s.cancelInRecords(ticket.ticketId), cancelTicket(s.deps, s.session, ticket.ticketId)]);
      expect(await mainBalance(t.app, s.p.memberId)).toBe(10_000);
    }
  });

  it('a vendor rollback after the player cancelled in the records moves nothing', async () => {
    const s = await sportsPlayer(10_000);
    const ticket = await s.stakeAll();
    await s.cancelInRecords(ticket.ticketId);
    const client = s.deps.clientFor('DEMO');
    const rollback = await client.rollback({
      sessionToken: s.session.operatorSession,
      transactionId: `${ticket.ticketId}:rb2`,
      referenceTransactionId: `${ticket.ticketId}:bet`,
      roundId: ticket.ticketId,
    });
    expect(rollback).toMatchObject({ status: 'ROUND_CANCELLED', balance: 10_000 });
  });

  it('a dishonest vendor: three rollbacks of one bet with new ids refund it once; a rollback after a won, closed round is refused', async () => {
    const s = await sportsPlayer(2_000);
    const client = s.deps.clientFor('DEMO');
    const sessionToken = s.session.operatorSession;
    await client.bet({ sessionToken, transactionId: 'atk1:bet', roundId: 'atk1', gameCode: 'DEMO_SPORTS', amount: 1_000 });
    const answers = [];
    for (const id of ['atk1:rb1', 'atk1:rb2', 'atk1:rb3']) {
      answers.push(await client.rollback({ sessionToken, transactionId: id, referenceTransactionId: 'atk1:bet', roundId: 'atk1' }));
    }
    expect(answers.map((a) => a.status)).toEqual(['OK', 'ROUND_CANCELLED', 'ROUND_CANCELLED']);
    expect(await mainBalance(t.app, s.p.memberId)).toBe(2_000);

    await client.bet({ sessionToken, transactionId: 'atk2:bet', roundId: 'atk2', gameCode: 'DEMO_SPORTS', amount: 1_000 });
    await client.win({ sessionToken, transactionId: 'atk2:win', roundId: 'atk2', amount: 2_500, roundClosed: true });
    expect(await mainBalance(t.app, s.p.memberId)).toBe(3_500);
    const late = await client.rollback({ sessionToken, transactionId: 'atk2:rb', referenceTransactionId: 'atk2:bet', roundId: 'atk2' });
    expect(late).toMatchObject({ status: 'ROUND_CLOSED', balance: 3_500 });
    // and the refused rollback stays refused when replayed
    expect(
      await client.rollback({ sessionToken, transactionId: 'atk2:rb', referenceTransactionId: 'atk2:bet', roundId: 'atk2' }),
    ).toMatchObject({ status: 'ROUND_CLOSED' });

    expect(
      await client.bet({ sessionToken, transactionId: 'atk3:bet', roundId: 'atk3', gameCode: 'DEMO_SPORTS', amount: 1_000 }),
    ).toMatchObject({ status: 'OK' });
    const rollbacks = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.rollback({ sessionToken, transactionId: `atk3:rb${i}`, referenceTransactionId: 'atk3:bet', roundId: 'atk3' }),
      ),
    );
    expect(rollbacks.filter((a) => a.status === 'OK')).toHaveLength(1);
    expect(await mainBalance(t.app, s.p.memberId)).toBe(3_500);
  });

  it('a bet into a round whose stake went back is refused, so no stake is left without an outcome', async () => {
    const s = await sportsPlayer(2_000);
    const client = s.deps.clientFor('DEMO');
    const sessionToken = s.session.operatorSession;
    await client.bet({ sessionToken, transactionId: 'v1:bet', roundId: 'v1', gameCode: 'DEMO_SPORTS', amount: 500 });
    await client.rollback({ sessionToken, transactionId: 'v1:rb', referenceTransactionId: 'v1:bet', roundId: 'v1' });
    expect(await client.bet({ sessionToken, transactionId: 'v1:bet2', roundId: 'v1', gameCode: 'DEMO_SPORTS', amount: 500 })).toMatchObject(
      { status: 'ROUND_CANCELLED', balance: 2_000 },
    );
    expect(await client.win({ sessionToken, transactionId: 'v1:win', roundId: 'v1', amount: 900, roundClosed: true })).toMatchObject({
      status: 'ROUND_CANCELLED',
      balance: 2_000,
    });
  });
});
