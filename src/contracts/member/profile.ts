/** Personal settings (`/m/set`): nickname, e-mail, payee name, profile picture (PROFPIC3). */
import * as v from 'valibot';
import type { FieldRule } from '../status';
import { fieldRuleSchema } from '../validation/field-rule';
import { EMAIL_MAX, EMAIL_PATTERN } from '../validation/rules';
import { plainText } from '../validation/text';
import { PictureSchema } from './uploads';

export const NICKNAME_MAX = 20;
export const PAYEE_MAX = 40;

export const SetNicknameSchema = v.strictObject({ nickname: v.pipe(plainText(), v.trim(), v.minLength(1), v.maxLength(NICKNAME_MAX)) });
export const SetEmailSchema = v.strictObject({ email: v.pipe(plainText(), v.trim(), v.maxLength(EMAIL_MAX), v.regex(EMAIL_PATTERN)) });
/**
 * The payee name as registration checks it: the brand's `payeeName` field rule (length and pattern,
 * `src/contracts/validation/field-rule.ts`), required here. One rule for both, so settings cannot
 * store what registration refuses.
 */
export const setPayeeSchema = (rule: FieldRule) => v.strictObject({ payeeName: fieldRuleSchema('payeeName', { ...rule, required: true }) });
export const SetIconSchema = v.strictObject({ picture: PictureSchema, moduleId: v.optional(v.literal('PROFPIC3')) });
export const IconValueSchema = v.object({ icon: v.nullable(v.string()) });
