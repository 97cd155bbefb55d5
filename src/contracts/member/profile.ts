/** Personal settings (`/m/set`): nickname, e-mail, payee name, profile picture (PROFPIC3). */
import * as v from 'valibot';
import { EMAIL_MAX, EMAIL_PATTERN } from '../validation/rules';
import { plainText } from '../validation/text';
import { PictureSchema } from './uploads';

export const NICKNAME_MAX = 20;
export const PAYEE_MAX = 40;

export const SetNicknameSchema = v.strictObject({ nickname: v.pipe(plainText(), v.trim(), v.minLength(1), v.maxLength(NICKNAME_MAX)) });
export const SetEmailSchema = v.strictObject({ email: v.pipe(plainText(), v.trim(), v.maxLength(EMAIL_MAX), v.regex(EMAIL_PATTERN)) });
export const SetPayeeSchema = v.strictObject({ payeeName: v.pipe(plainText(), v.trim(), v.minLength(1), v.maxLength(PAYEE_MAX)) });
export const SetIconSchema = v.strictObject({ picture: PictureSchema, moduleId: v.optional(v.literal('PROFPIC3')) });
export const IconValueSchema = v.object({ icon: v.nullable(v.string()) });
