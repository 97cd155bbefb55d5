/**
 * Where a session's money lives, seen from the vendor: real play goes through the operator's
 * seamless wallet; free play uses the vendor's own play money and never calls the operator.
 */
import type { SeamlessLimit } from '../../src/contracts/seamless';
import type { Queryable } from '../db/types';
import { VendorError, type VendorText } from './context';
import type { VendorMessageKey } from './messages';
import type { SeamlessClient } from './seamless-client';

export interface PlayerWallet {
  balance(): Promise<number>;
  /** refuses with a VendorError (INSUFFICIENT_FUNDS and the balance, LIMIT_REACHED, ...) */
  debit(transactionId: string, roundId: string, amount: number): Promise<number>;
  credit(transactionId: string, roundId: string, amount: number): Promise<number>;
  /** gives the stake of a bet back (seamless: a rollback of the bet transaction) */
  refund(transactionId: string, betTransactionId: string, roundId: string, stake: number): Promise<void>;
}

export const PLAY_MONEY = 200_000;

function refused(status: string, balance: number | undefined, limit?: SeamlessLimit): VendorError {
  const messages: Record<string, VendorMessageKey> = {
    INSUFFICIENT_FUNDS: 'notEnoughBalance',
    LIMIT_REACHED: 'limitStops',
    TOKEN_EXPIRED: 'sessionExpired',
    INVALID_TOKEN: 'sessionInvalid',
    USER_DISABLED: 'accountDisabled',
  };
  const text: VendorText = messages[status] ?? { key: 'walletRefused', values: { status } };
  return new VendorError(status, text, 409, balance, limit ? { limit } : undefined);
}

/** What a seamless wallet needs of a vendor session: the operator's session and the game it bets in. */
export type SeamlessSession = { operatorSession: string; gameCode: string };

export function seamlessWallet(client: SeamlessClient, session: SeamlessSession): PlayerWallet {
  const sessionToken = session.operatorSession;
  return {
    async balance() {
      const res = await client.balance({ sessionToken });
      if (res.status !== 'OK') throw refused(res.status, res.balance);
      return res.balance ?? 0;
    },
    async debit(transactionId, roundId, amount) {
      const res = await client.bet({ sessionToken, transactionId, roundId, gameCode: session.gameCode, amount });
      if (res.status !== 'OK') throw refused(res.status, res.balance, res.limit);
      return res.balance ?? 0;
    },
    async credit(transactionId, roundId, amount) {
      const res = await client.win({ sessionToken, transactionId, roundId, amount, roundClosed: true });
      if (res.status !== 'OK') throw refused(res.status, res.balance);
      return res.balance ?? 0;
    },
    async refund(transactionId, referenceTransactionId, roundId) {
      const res = await client.rollback({ sessionToken, transactionId, referenceTransactionId, roundId });
      // UNKNOWN_TRANSACTION: the bet never reached the wallet; ROUND_CANCELLED: its stake already went back another way
      if (res.status !== 'OK' && res.status !== 'UNKNOWN_TRANSACTION' && res.status !== 'ROUND_CANCELLED')
        throw refused(res.status, res.balance);
    },
  };
}

/** A free-play session's play money is kept on its row, found by the token's hash. */
export function playMoneyWallet(db: Queryable, session: { tokenHash: string }): PlayerWallet {
  const read = async () => {
    const [row] = await db.query<{ play_balance: string }>('SELECT play_balance FROM vendor_sessions WHERE token_hash = $1', [
      session.tokenHash,
    ]);
    return Number(row?.play_balance ?? 0);
  };
  return {
    balance: read,
    async debit(_tx, _round, amount) {
      const [row] = await db.query<{ play_balance: string }>(
        `UPDATE vendor_sessions SET play_balance = play_balance - $2
         WHERE token_hash = $1 AND play_balance >= $2 RETURNING play_balance`,
        [session.tokenHash, amount],
      );
      if (!row) throw refused('INSUFFICIENT_FUNDS', await read());
      return Number(row.play_balance);
    },
    async credit(_tx, _round, amount) {
      const [row] = await db.query<{ play_balance: string }>(
        'UPDATE vendor_sessions SET play_balance = play_balance + $2 WHERE token_hash = $1 RETURNING play_balance',
        [session.tokenHash, amount],
      );
      return Number(row?.play_balance ?? 0);
    },
    async refund(_tx, _bet, _round, stake) {
      await db.query('UPDATE vendor_sessions SET play_balance = play_balance + $2 WHERE token_hash = $1', [session.tokenHash, stake]);
    },
  };
}
