/** What the players API answers (checked with valibot). */
import * as v from 'valibot';
import { Currency } from '../cashier/money';
import { MemberContext, Movement } from '../cashier/schemas';

export const PlayerRow = v.object({
  memberId: v.number(),
  username: v.string(),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  accountKind: v.string(),
  locked: v.boolean(),
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
  balance: v.number(),
});
export const SearchPage = v.object({
  currency: Currency,
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  rows: v.array(PlayerRow),
});

export const Profile = v.object({
  currency: Currency,
  memberId: v.number(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  payeeName: v.nullable(v.string()),
  birthday: v.nullable(v.string()),
  accountKind: v.string(),
  memberType: v.number(),
  trial: v.boolean(),
  locked: v.boolean(),
  registerMethod: v.nullable(v.string()),
  referrer: v.nullable(v.string()),
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
  context: v.omit(MemberContext, ['currency']),
  lifetime: v.object({ deposits: v.number(), withdrawals: v.number(), wagered: v.number(), net: v.number() }),
  rgHistory: v.array(v.object({ at: v.string(), actor: v.string(), action: v.string(), detail: v.unknown() })),
  sessions: v.array(
    v.object({
      id: v.number(),
      createdAt: v.string(),
      expiresAt: v.string(),
      revokedAt: v.nullable(v.string()),
      revokedReason: v.nullable(v.string()),
      live: v.boolean(),
    }),
  ),
});
export type Profile = v.InferOutput<typeof Profile>;

export const LedgerPage = v.object({ rows: v.array(Movement), nextBefore: v.nullable(v.number()) });
export const BetPage = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  rows: v.array(
    v.object({
      orderId: v.number(),
      vendorCode: v.string(),
      gameCode: v.string(),
      gameType: v.string(),
      roundId: v.string(),
      stake: v.number(),
      win: v.number(),
      refunded: v.number(),
      status: v.string(),
      createdAt: v.string(),
      settledAt: v.nullable(v.string()),
    }),
  ),
});
export const LockResult = v.object({ memberId: v.number(), locked: v.boolean(), changed: v.boolean() });
export const AdjustResult = v.object({ memberId: v.number(), transactionId: v.number(), replayed: v.boolean(), main: v.number() });
