/**
 * Which fields a route takes, from the contracts: the keys of its request schema (valibot objects,
 * variants and unions, piped or not). Routes without a known schema get common field names, so a
 * route added later is fuzzed the moment it is registered (the app's route table), known or not.
 */
import type * as v from 'valibot';
import { ACCOUNT_CALLS } from '../../src/contracts/account/calls';
import { CaptchaQuerySchema } from '../../src/contracts/account/captcha';
import { CheckAffiliateQuerySchema, CheckEmailFormSchema, CheckUsernameQuerySchema } from '../../src/contracts/account/checks';
import { FreePlayLoginRequestSchema, LoginRequestSchema } from '../../src/contracts/account/session';
import { SmsSendRequestSchema } from '../../src/contracts/account/sms';
import { REGISTER_FIELDS } from '../../src/contracts/registration-fields';
import type { FieldRule } from '../../src/contracts/status';
import { changePasswordSchema, forgotByEmailSchema, forgotByPhoneSchema } from '../../src/contracts/validation/passwords';
import { AGENT_CALLS } from '../../src/contracts/agent/calls';
import { RespondContractSchema } from '../../src/contracts/agent/agent';
import { CONTENT_PATHS, MarkAsReadBodySchema } from '../../src/contracts/content/calls';
import { FavouriteBodySchema, GAME_PATHS, LaunchBodySchema, RecentBodySchema } from '../../src/contracts/games/calls';
import { MEMBER_CALLS } from '../../src/contracts/member/calls';
import { InboxReadRequestSchema } from '../../src/contracts/member/inbox';
import { PROMOTION_CALLS } from '../../src/contracts/promotions/calls';
import { JoinPromotionSchema, RequestRewardSchema } from '../../src/contracts/promotions/rewards';
import { CHAT_CALLS } from '../../src/contracts/support/calls';
import { ChatMessagesQuerySchema, ChatReadRequestSchema } from '../../src/contracts/support/chat';
import { WALLET_CALLS as W } from '../../src/contracts/wallet/calls';
import { DepositReportQuerySchema } from '../../src/contracts/wallet/deposit';
import { CancelSuborderSchema, OrderDetailQuerySchema } from '../../src/contracts/wallet/records';
import { RemoveBankCardSchema } from '../../src/contracts/wallet/security';
import { WithdrawRequestSchema } from '../../src/contracts/wallet/withdraw';

type Schemaish = { type?: string; entries?: Record<string, unknown>; options?: unknown[]; wrapped?: unknown };

/** The field names of a valibot request schema. */
export function schemaKeys(schema: unknown): string[] {
  const s = schema as Schemaish;
  const keys = new Set<string>();
  if (s.entries) for (const k of Object.keys(s.entries)) keys.add(k);
  for (const option of s.options ?? []) for (const k of schemaKeys(option)) keys.add(k);
  if (s.wrapped) for (const k of schemaKeys(s.wrapped)) keys.add(k);
  return [...keys];
}

const RULE: FieldRule = { enabled: true, required: true, minLength: 4, maxLength: 20, patternId: 'password' };
const C = ACCOUNT_CALLS;
const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

const KNOWN: Record<string, v.GenericSchema | string[]> = {
  [key(C.login)]: LoginRequestSchema,
  [key(C.freePlayLogin)]: FreePlayLoginRequestSchema,
  [key(C.registerUsername)]: [...REGISTER_FIELDS, 'confirmPassword', 'captcha', 'captchaId', 'terms', 'registerUrl', 'domain', 'moduleId'],
  [key(C.registerMobile)]: [...REGISTER_FIELDS, 'confirmPassword', 'countryDialingCode', 'captcha', 'captchaId', 'terms', 'moduleId'],
  [key(C.captcha)]: CaptchaQuerySchema,
  [key(C.checkUsername)]: CheckUsernameQuerySchema,
  [key(C.checkEmail)]: CheckEmailFormSchema,
  [key(C.checkAffiliate)]: CheckAffiliateQuerySchema,
  [key(C.smsSend)]: SmsSendRequestSchema,
  [key(C.forgotByEmail)]: forgotByEmailSchema,
  [key(C.setPasswordByPhone)]: forgotByPhoneSchema({ mobileNum: RULE, password: RULE }),
  [key(C.changePassword)]: changePasswordSchema(RULE),
  // the calls that read a numeric id (src/contracts/id.ts): the id attacks reach the id field
  [key(W.orderDetail)]: OrderDetailQuerySchema,
  [key(W.cancelSuborder)]: CancelSuborderSchema,
  [key(W.depositReport)]: DepositReportQuerySchema,
  [key(W.removeBankCard)]: RemoveBankCardSchema,
  [key(W.withdraw)]: WithdrawRequestSchema,
  [`POST ${CONTENT_PATHS.markAsRead}`]: MarkAsReadBodySchema,
  [key(MEMBER_CALLS.inboxRead)]: InboxReadRequestSchema,
  [key(AGENT_CALLS.respondContract)]: RespondContractSchema,
  [key(PROMOTION_CALLS.join)]: JoinPromotionSchema,
  [key(PROMOTION_CALLS.requestReward)]: RequestRewardSchema,
  [key(CHAT_CALLS.messages)]: ChatMessagesQuerySchema,
  [key(CHAT_CALLS.read)]: ChatReadRequestSchema,
  [`POST ${GAME_PATHS.favourite}`]: FavouriteBodySchema,
  [`DELETE ${GAME_PATHS.favourite}`]: FavouriteBodySchema,
  [`POST ${GAME_PATHS.addRecent}`]: RecentBodySchema,
  [`POST ${GAME_PATHS.launch}`]: LaunchBodySchema,
  'GET /dev-idp/authorize': ['provider', 'redirect_uri', 'state', 'nonce'],
  'POST /dev-idp/authorize': ['provider', 'redirect_uri', 'state', 'nonce', 'name', 'email'],
};

/** Field names for routes no contract here describes (other areas' routes until they are listed). */
export const COMMON_FIELDS = [
  'id',
  'name',
  'page',
  'pageNo',
  'pageSize',
  'amount',
  'gameType',
  'vendor',
  'nodeId',
  'language',
  'token',
  'tenant',
];

export function routeFields(method: string, url: string): string[] {
  const known = KNOWN[`${method} ${url}`];
  if (!known) return COMMON_FIELDS;
  return Array.isArray(known) ? known : schemaKeys(known);
}

/** How a call's input travels, from the contract when it is an account call. */
export function inputOf(method: string, url: string): { input: 'query' | 'json' | 'form'; encrypted: boolean } {
  const call = Object.values(ACCOUNT_CALLS).find((c) => c.method === method && c.path === url);
  if (call)
    return {
      input: call.input === 'none' ? (method === 'GET' || method === 'DELETE' ? 'query' : 'json') : call.input,
      encrypted: call.encrypted,
    };
  if (url === '/dev-idp/authorize' && method === 'POST') return { input: 'form', encrypted: false };
  return { input: method === 'GET' || method === 'DELETE' ? 'query' : 'json', encrypted: false };
}
