/**
 * The seamless-wallet wire format between a game vendor and the operator (docs/vendors.md):
 * `POST /seamless/v1/{authenticate,balance,bet,win,rollback}`, JSON bodies, headers `X-Vendor` and
 * `X-Signature` (hex HMAC-SHA256 of the raw body with the vendor's secret). Money in minor units.
 */
import * as v from 'valibot';
import { LIMIT_PERIODS } from './rg/rg';

export const SEAMLESS_PATH = '/seamless/v1';
export const SEAMLESS_HEADERS = { vendor: 'x-vendor', signature: 'x-signature' } as const;

export const SEAMLESS_STATUS = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'LIMIT_REACHED',
  'USER_DISABLED',
  'UNKNOWN_TRANSACTION',
  /** the round's stake went back to the player (cancelled from the betting records, or rolled back): the round is void, settle it as cancelled */
  'ROUND_CANCELLED',
  /** the round is settled: a rollback of its bets is refused */
  'ROUND_CLOSED',
  'BAD_REQUEST',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUS)[number];

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\w:.-]+$/, 'letters, digits and :._-'));
const Amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000_000));
const Token = v.pipe(v.string(), v.minLength(16), v.maxLength(200));

export const AuthenticateRequest = v.object({ launchToken: Token });
export const BalanceRequest = v.object({ sessionToken: Token });
export const BetRequest = v.object({ sessionToken: Token, transactionId: Id, roundId: Id, gameCode: Id, amount: Amount });
export const WinRequest = v.object({
  sessionToken: Token,
  transactionId: Id,
  roundId: Id,
  amount: Amount,
  roundClosed: v.boolean(),
});
export const RollbackRequest = v.object({
  sessionToken: Token,
  transactionId: Id,
  referenceTransactionId: Id,
  roundId: Id,
});

export const SEAMLESS_REQUESTS = {
  authenticate: AuthenticateRequest,
  balance: BalanceRequest,
  bet: BetRequest,
  win: WinRequest,
  rollback: RollbackRequest,
} as const;
export type SeamlessOperation = keyof typeof SEAMLESS_REQUESTS;
export type SeamlessRequest<K extends SeamlessOperation> = v.InferOutput<(typeof SEAMLESS_REQUESTS)[K]>;

/**
 * Which responsible-gambling limit refused a bet (LIMIT_REACHED): a loss or wager limit with what it
 * still leaves in its rolling period (minor units), the session time limit, or a reality-check
 * reminder the player has not answered on the site yet. The game shows it.
 */
export const SeamlessLimit = v.object({
  kind: v.picklist(['loss', 'wager', 'session', 'reality']),
  period: v.nullable(v.picklist(LIMIT_PERIODS)),
  left: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type SeamlessLimit = v.InferOutput<typeof SeamlessLimit>;

/** Every answer: a status, and the player's balance whenever the session is known. */
export const SeamlessResponse = v.object({
  status: v.picklist(SEAMLESS_STATUS),
  balance: v.optional(v.number()),
  currency: v.optional(v.string()),
  transactionId: v.optional(v.string()),
  message: v.optional(v.string()),
  limit: v.optional(SeamlessLimit),
});
export type SeamlessResponse = v.InferOutput<typeof SeamlessResponse>;

export const AuthenticateResponse = v.object({
  ...SeamlessResponse.entries,
  sessionToken: v.optional(v.string()),
  playerId: v.optional(v.string()),
  freePlay: v.optional(v.boolean()),
  gameCode: v.optional(v.string()),
  gameType: v.optional(v.string()),
  /** the game's classifications in the operator's catalogue (BG, JP, FeatureBuy) */
  classify: v.optional(v.array(v.string())),
  /** the game's display name in the launch language */
  gameName: v.optional(v.string()),
  language: v.optional(v.string()),
  returnUrl: v.optional(v.nullable(v.string())),
});
export type AuthenticateResponse = v.InferOutput<typeof AuthenticateResponse>;
