/**
 * The security centre: its overview, the withdrawal (fund) password (also the payment password),
 * bank cards, security questions and real-name verification.
 */
import * as v from 'valibot';
import { Int4IdParam } from '../id';

const IsoTime = v.pipe(v.string(), v.isoTimestamp());
const FundPassword = v.pipe(v.string(), v.regex(/^\d{6}$/, 'six digits'));
const LoginPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const REAL_NAME_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export const REAL_NAME_KINDS = ['front', 'back', 'selfie'] as const;
export type RealNameKind = (typeof REAL_NAME_KINDS)[number];
/** Each real-name image at most 5 MB (checked on the decoded bytes). */
export const REAL_NAME_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_BANK_CARDS = 5;

export const SecurityConfigSchema = v.object({
  hasLoginPassword: v.boolean(),
  hasFundPassword: v.boolean(),
  bankCardCount: v.number(),
  securityQuestionsSet: v.boolean(),
  realNameStatus: v.picklist(REAL_NAME_STATUSES),
  /** masked, e.g. +855 ****5678; null when none */
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type SecurityConfig = v.InferOutput<typeof SecurityConfigSchema>;

export const SetFundPasswordSchema = v.object({ password: FundPassword, loginPassword: LoginPassword });
export const ChangeFundPasswordSchema = v.pipe(
  v.object({ oldPassword: FundPassword, newPassword: FundPassword }),
  v.check((b) => b.oldPassword !== b.newPassword, 'the new password must differ from the old one'),
);
export const SECURITY_CODE_CHANNELS = ['sms', 'email'] as const;
export const SendFundPasswordCodeSchema = v.object({ channel: v.picklist(SECURITY_CODE_CHANNELS) });
export const ResetFundPasswordSchema = v.object({
  channel: v.picklist(SECURITY_CODE_CHANNELS),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'six digits')),
  newPassword: FundPassword,
});

export const AddBankCardSchema = v.object({
  bankCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,16}$/)),
  accountName: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60)),
  accountNo: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{8,24}$/, '8-24 digits'),
  ),
  fundPassword: FundPassword,
});
export const RemoveBankCardSchema = v.object({
  bankCardId: Int4IdParam,
});

/** Banks a player can withdraw to (code → name). */
export const WITHDRAW_BANKS = [
  { bankCode: 'ABA', bankName: 'ABA Bank' },
  { bankCode: 'ACLEDA', bankName: 'ACLEDA Bank' },
  { bankCode: 'WING', bankName: 'Wing Bank' },
  { bankCode: 'ICBC', bankName: 'ICBC' },
  { bankCode: 'CCB', bankName: 'China Construction Bank' },
  { bankCode: 'BOC', bankName: 'Bank of China' },
  { bankCode: 'CHASE', bankName: 'JPMorgan Chase' },
  { bankCode: 'BOA', bankName: 'Bank of America' },
] as const;

export const SECURITY_QUESTION_IDS = ['first_school', 'first_pet', 'birth_city', 'mother_maiden', 'favourite_food'] as const;
export const SecurityQuestionsValueSchema = v.object({
  questionIds: v.array(v.picklist(SECURITY_QUESTION_IDS)),
  /** the questions the player answered (answers are never sent back) */
  answered: v.array(v.picklist(SECURITY_QUESTION_IDS)),
});
export const SetSecurityQuestionsSchema = v.pipe(
  v.object({
    answers: v.pipe(
      v.array(
        v.object({ questionId: v.picklist(SECURITY_QUESTION_IDS), answer: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60)) }),
      ),
      v.minLength(2),
      v.maxLength(3),
    ),
    loginPassword: LoginPassword,
  }),
  v.check((b) => new Set(b.answers.map((a) => a.questionId)).size === b.answers.length, 'choose different questions'),
);

export const RealNameValueSchema = v.object({
  status: v.picklist(REAL_NAME_STATUSES),
  realName: v.nullable(v.string()),
  idNumberMasked: v.nullable(v.string()),
  uploads: v.object({ front: v.nullable(IsoTime), back: v.nullable(IsoTime), selfie: v.nullable(IsoTime) }),
});
export type RealNameValue = v.InferOutput<typeof RealNameValueSchema>;
/** One image per call: base64 of the file's bytes (the type is read from the bytes, not the name). */
export const UploadRealNameSchema = v.object({
  kind: v.picklist(REAL_NAME_KINDS),
  image: v.pipe(v.string(), v.minLength(8), v.maxLength(7_100_000)),
});
export const SubmitRealNameSchema = v.object({
  realName: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60)),
  idNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{6,20}$/, '6-20 letters and digits')),
});
