/** Security questions: the catalogue, which the player answered, and setting 2-3 answers (login password required). */
import { SECURITY_QUESTION_IDS, SetSecurityQuestionsSchema } from '../../../src/contracts/wallet/security';
import { hashPassword } from '../../accounts/secrets';
import type { WalletContext } from '../context';
import { parseWallet } from '../input';
import { checkLoginPassword, ensureSecurityRow } from './fund-password';

type Stored = { questionId: (typeof SECURITY_QUESTION_IDS)[number]; answerHash: string }[];

export async function securityQuestions(ctx: WalletContext) {
  const [row] = await ctx.db.query<{ security_questions: Stored }>('SELECT security_questions FROM member_security WHERE member_id = $1', [
    ctx.member.id,
  ]);
  return { questionIds: [...SECURITY_QUESTION_IDS], answered: (row?.security_questions ?? []).map((q) => q.questionId) };
}

export async function setSecurityQuestions(ctx: WalletContext, body: unknown) {
  const input = parseWallet(SetSecurityQuestionsSchema, body);
  await checkLoginPassword(ctx, input.loginPassword);
  const stored: Stored = [];
  // answers are compared case- and space-insensitively, and kept only as hashes
  for (const a of input.answers)
    stored.push({ questionId: a.questionId, answerHash: await hashPassword(a.answer.toLowerCase().replace(/\s+/g, ' ')) });
  await ensureSecurityRow(ctx.db, ctx.member.id, ctx.now);
  await ctx.db.query('UPDATE member_security SET security_questions = $2::jsonb, updated_at = $3 WHERE member_id = $1', [
    ctx.member.id,
    JSON.stringify(stored),
    ctx.now,
  ]);
  return securityQuestions(ctx);
}
