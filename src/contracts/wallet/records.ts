/**
 * Records: the account record (`ODS2_MemberTransaction`, every posting of the player's wallets with
 * its transaction code), the code list (`GLS2_TxCodeList`) and betting records (`/lgw/orders*`).
 */
import * as v from 'valibot';
import { Id, IdParam } from '../id';
import { DaySchema, PageQuerySchema, pageOf } from './paging';
import { TX_CODES } from './tx-codes';

const Minor = v.pipe(v.number(), v.safeInteger());
const IsoTime = v.pipe(v.string(), v.isoTimestamp());

// account record
export const MemberTransactionQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /** one transaction code, or all when empty */
  txCode: v.optional(v.union([v.literal(''), v.picklist(TX_CODES)]), ''),
  startDate: v.optional(DaySchema),
  endDate: v.optional(DaySchema),
});

export const MemberTransactionSchema = v.object({
  /** the posting's id */
  id: v.number(),
  transactionId: v.number(),
  txCode: v.picklist(TX_CODES),
  /** 'MAIN', 'LOCKED' or a vendor code */
  walletCode: v.string(),
  /** signed minor units: + credit, - debit */
  amount: Minor,
  /** the main wallet's balance after this posting (what the player calls the balance) */
  balanceAfter: Minor,
  /** the balance of the posting's own wallet after it (the locked funds of withdrawals, a vendor wallet) */
  walletBalanceAfter: Minor,
  remark: v.string(),
  createdAt: IsoTime,
});
export type MemberTransaction = v.InferOutput<typeof MemberTransactionSchema>;
export const MemberTransactionPageSchema = pageOf(MemberTransactionSchema);

export const TxCodeListSchema = v.array(v.object({ txCode: v.picklist(TX_CODES) }));

// betting records
export const BET_ORDER_STATUSES = ['open', 'settled', 'cancelled', 'rolled_back'] as const;
export const OrdersQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /** a game type (RNG, LIVE, ...) or all when empty */
  gameType: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{0,12}$/)), ''),
  startDate: v.optional(DaySchema),
  endDate: v.optional(DaySchema),
});

export const BetOrderSchema = v.object({
  orderId: v.number(),
  vendorCode: v.string(),
  /** the vendor's display name (the code when the catalogue does not list it) */
  vendorName: v.string(),
  gameCode: v.string(),
  /** the game's name in the request's language (the code when the catalogue no longer has the game) */
  gameName: v.string(),
  /** base game type (RNG, LIVE, ...): the client shows its own label */
  gameType: v.string(),
  roundId: v.string(),
  stake: Minor,
  win: Minor,
  /** win - stake (0 while open or when cancelled) */
  profit: Minor,
  status: v.picklist(BET_ORDER_STATUSES),
  /** the player may cancel it now (open, a game type that allows it) */
  cancellable: v.boolean(),
  createdAt: IsoTime,
  settledAt: v.nullable(IsoTime),
});
export type BetOrderView = v.InferOutput<typeof BetOrderSchema>;
export const OrdersPageSchema = v.object({
  ...pageOf(BetOrderSchema).entries,
  /** sums over every page of the filter */
  totalStake: Minor,
  totalWin: Minor,
});

export const OrderDetailQuerySchema = v.object({ orderId: IdParam });
export const OrderDetailSchema = v.object({
  ...BetOrderSchema.entries,
  /** the ledger postings of this round on the player's wallets */
  postings: v.array(v.object({ txCode: v.picklist(TX_CODES), amount: Minor, createdAt: IsoTime })),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const CancelSuborderSchema = v.object({ orderId: Id });

/** Game types whose open orders a player may cancel (pre-draw lottery and pre-match sports bets). */
export const CANCELLABLE_GAME_TYPES = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS'] as const;
