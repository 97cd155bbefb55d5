/**
 * One registration field's schema from the brand's config (enabled, required, minLength,
 * maxLength, patternId). Empty optional fields pass; a missing key counts as empty.
 */
import * as v from 'valibot';
import { FIELD_PATTERNS, type PatternId, type RegisterField } from '../registration-fields';
import type { FieldRule } from '../status';
import { ageOn, birthdayInRange } from './birthday';
import { msg, VALIDATION_MESSAGES as M, type ValidationMessageId } from './messages';
import { plainText } from './text';

const PATTERN_MESSAGE: Record<PatternId, ValidationMessageId> = {
  any: M.patternAny,
  username: M.patternUsername,
  password: M.patternPassword,
  digits: M.patternDigits,
  alnum: M.patternAlnum,
  email: M.patternEmail,
  name: M.patternName,
  date: M.patternDate,
  handle: M.patternHandle,
};

const PATTERNS = Object.fromEntries(Object.entries(FIELD_PATTERNS).map(([id, src]) => [id, new RegExp(src, 'u')])) as Record<
  PatternId,
  RegExp
>;

/** Fields whose value is kept exactly as typed (no trimming). */
const UNTRIMMED: ReadonlySet<RegisterField> = new Set(['password', 'paymentPassword']);

const REQUIRED_MESSAGE: Partial<Record<RegisterField, ValidationMessageId>> = {
  username: M.loginUsernameRequired,
  password: M.passwordRequired,
  mobileNum: M.mobileRequired,
  verificationCode: M.codeRequired,
  email: M.emailRequired,
};

export type FieldContext = { age?: number; now?: Date };

/** The first failure of a value against a field rule, as an encoded message; null when it passes. */
export function fieldRuleFailure(field: RegisterField, rule: FieldRule, value: string, ctx: FieldContext = {}): string | null {
  const { minLength: min, maxLength: max } = rule;
  const params = { min, max };
  if (value === '') return rule.required ? msg(REQUIRED_MESSAGE[field] ?? M.required) : null;
  if (value.length < min) return msg(M.tooShort, params);
  if (value.length > max) return msg(M.tooLong, params);
  if (!PATTERNS[rule.patternId].test(value)) return msg(PATTERN_MESSAGE[rule.patternId], params);
  if (field === 'birthday') {
    if (!birthdayInRange(value, ctx.now)) return msg(M.birthdayRange);
    if (ctx.age !== undefined && ageOn(value, ctx.now) < ctx.age) return msg(M.ageMinimum, { age: ctx.age });
  }
  return null;
}

/** Schema of one field: one issue at most (the first failing rule), so the form shows one message. */
export function fieldRuleSchema(field: RegisterField, rule: FieldRule, ctx: FieldContext = {}) {
  const check = v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const failure = fieldRuleFailure(field, rule, dataset.value, ctx);
    if (failure) addIssue({ message: failure });
  });
  const base = UNTRIMMED.has(field) ? v.pipe(plainText(), check) : v.pipe(plainText(), v.trim(), check);
  return v.optional(base, '');
}
