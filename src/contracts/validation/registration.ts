/**
 * The registration form built from a brand's field config and flags (spec §5, §4 Registration).
 * `registrationPlan` says which fields show and which are required for a method; the client
 * renders from it and `registrationSchema` validates with it on both sides.
 */
import * as v from 'valibot';
import { nonceRule } from '../account/session';
import type { Flags } from '../flags';
import { REGISTER_FIELDS, type RegisterField } from '../registration-fields';
import type { FieldRule, RegisterConfig } from '../status';
import { asRecord, keyPath } from './field-errors';
import { type FieldContext, fieldRuleSchema } from './field-rule';
import { VALIDATION_MESSAGES as M, msg } from './messages';
import { captchaIdRule, captchaRule, countryDialingCodeRule, termsRule } from './rules';
import { plainText } from './text';

export const REGISTER_METHODS = ['username', 'mobileNum'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];
export type RegisterFlags = Pick<Flags, 'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3' | 'CAPTCHA3'>;

export type PlannedField = { field: RegisterField; rule: FieldRule };
export type RegistrationPlan = {
  method: RegisterMethod;
  /** Shown fields in the spec's order (a mobile sign-up leads with mobile number and code), with the effective rule. */
  fields: PlannedField[];
  confirmPassword: boolean;
  captcha: boolean;
  countryDialingCode: boolean;
};

/** Methods a brand offers; the default is mobileNum only when mobile is on and username off. */
export function registerMethods(flags: Pick<Flags, 'USERNAMEREG3' | 'MOBILENUMREG3'>): RegisterMethod[] {
  const out: RegisterMethod[] = [];
  if (flags.USERNAMEREG3) out.push('username');
  if (flags.MOBILENUMREG3) out.push('mobileNum');
  return out;
}
export function defaultRegisterMethod(flags: Pick<Flags, 'USERNAMEREG3' | 'MOBILENUMREG3'>): RegisterMethod {
  return flags.MOBILENUMREG3 && !flags.USERNAMEREG3 ? 'mobileNum' : 'username';
}

export function registrationPlan(config: RegisterConfig, flags: RegisterFlags, method: RegisterMethod): RegistrationPlan {
  const force = new Map<RegisterField, boolean>(); // true = shown and required, false = hidden
  const sms = flags.REGMOBVERF3;
  if (method === 'username') {
    force.set('username', true).set('password', true);
  } else {
    force.set('username', false).set('mobileNum', true).set('password', flags.MOBILENUMPASSREG3);
  }
  if (sms) force.set('mobileNum', true).set('verificationCode', true);
  else force.set('verificationCode', false);
  const fields: PlannedField[] = [];
  for (const field of REGISTER_FIELDS) {
    const rule = config[field];
    const forced = force.get(field);
    if (forced === false || (forced === undefined && !rule.enabled)) continue;
    fields.push({ field, rule: forced ? { ...rule, enabled: true, required: true } : rule });
  }
  // the method's identifying fields lead: mobile number and its code first for a mobile sign-up
  const lead: RegisterField[] = method === 'mobileNum' ? ['mobileNum', 'verificationCode'] : [];
  const rank = (f: RegisterField) => (lead.includes(f) ? lead.indexOf(f) : lead.length);
  fields.sort((a, b) => rank(a.field) - rank(b.field));
  const has = (f: RegisterField) => fields.some((p) => p.field === f);
  return {
    method,
    fields,
    confirmPassword: has('password'),
    captcha: flags.CAPTCHA3,
    countryDialingCode: has('mobileNum'),
  };
}

/** Fields the payload may carry besides the configured ones (spec §3 registration payload). */
const META = {
  registerUrl: v.optional(v.pipe(plainText(), v.maxLength(255)), ''),
  registerMethod: v.optional(v.picklist(['APP', 'H5', 'PWA', 'WEBCLIP']), 'H5'),
  domain: v.optional(v.pipe(plainText(), v.maxLength(255)), ''),
  type: v.optional(v.literal(0), 0),
  firebaseChannel: v.optional(v.literal('sms')),
  firebaseIdToken: v.optional(v.pipe(plainText(), v.maxLength(4096))),
  /** the nonce of the phone verification this browser started (the identity provider's token must carry it) */
  firebaseNonce: v.optional(nonceRule),
  /** spec §7: REGISTER_REE3 on the username route, MOBILENUMREG3 on the mobile route (the server checks which) */
  moduleId: v.optional(v.picklist(['REGISTER_REE3', 'MOBILENUMREG3'])),
};

export type RegistrationInput = Partial<Record<RegisterField, string>> & {
  confirmPassword?: string;
  countryDialingCode?: string;
  captcha?: string;
  captchaId?: string;
  terms: true;
  registerUrl: string;
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  domain: string;
  type: 0;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseNonce?: string;
  moduleId?: 'REGISTER_REE3' | 'MOBILENUMREG3';
};

export function registrationSchema(plan: RegistrationPlan, ctx: FieldContext = {}) {
  const entries: Record<string, v.GenericSchema<unknown, unknown>> = { ...META, terms: termsRule };
  for (const { field, rule } of plan.fields) entries[field] = fieldRuleSchema(field, rule, ctx);
  if (plan.confirmPassword) entries.confirmPassword = v.optional(plainText(), '');
  if (plan.captcha) {
    entries.captcha = v.optional(captchaRule, '');
    entries.captchaId = v.optional(v.union([v.literal(''), captchaIdRule], msg(M.captchaRequired)), '');
  }
  if (plan.countryDialingCode)
    entries.countryDialingCode = v.optional(v.union([v.literal(''), countryDialingCodeRule], msg(M.dialingCode)), '');
  return v.pipe(
    v.object(entries),
    v.rawCheck(({ dataset, addIssue }) => {
      const data = asRecord(dataset.value);
      if (!data) return;
      if (plan.confirmPassword) {
        const confirm = data.confirmPassword ?? '';
        const bad = confirm === '' ? M.confirmRequired : confirm !== data.password ? M.confirmMismatch : null;
        if (bad) addIssue({ message: msg(bad), path: keyPath(data, 'confirmPassword') });
      }
      if (plan.countryDialingCode && (data.mobileNum ?? '') !== '' && (data.countryDialingCode ?? '') === '') {
        addIssue({ message: msg(M.dialingCode), path: keyPath(data, 'countryDialingCode') });
      }
      if (plan.captcha && ((data.captcha ?? '') === '' || (data.captchaId ?? '') === '')) {
        addIssue({ message: msg(M.captchaRequired), path: keyPath(data, 'captcha') });
      }
    }),
    v.transform((data) => data as RegistrationInput),
  );
}
