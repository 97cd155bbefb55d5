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
  'GET /dev-idp/authorize': ['provider', 'redirect_uri', 'state', 'nonce'],
  'POST /dev-idp/authorize': ['provider', 'redirect_uri', 'state', 'nonce', 'name', 'email'],
};

/** Field names for routes no contract here describes (other areas' routes until they are listed). */
export const COMMON_FIELDS = ['id', 'name', 'page', 'pageNo', 'pageSize', 'amount', 'gameType', 'vendor', 'nodeId', 'language', 'token', 'tenant'];

export function routeFields(method: string, url: string): string[] {
  const known = KNOWN[`${method} ${url}`];
  if (!known) return COMMON_FIELDS;
  return Array.isArray(known) ? known : schemaKeys(known);
}

/** How a call's input travels, from the contract when it is an account call. */
export function inputOf(method: string, url: string): { input: 'query' | 'json' | 'form'; encrypted: boolean } {
  const call = Object.values(ACCOUNT_CALLS).find((c) => c.method === method && c.path === url);
  if (call) return { input: call.input === 'none' ? (method === 'GET' || method === 'DELETE' ? 'query' : 'json') : call.input, encrypted: call.encrypted };
  if (url === '/dev-idp/authorize' && method === 'POST') return { input: 'form', encrypted: false };
  return { input: method === 'GET' || method === 'DELETE' ? 'query' : 'json', encrypted: false };
}
