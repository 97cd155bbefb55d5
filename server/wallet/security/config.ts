/** The security centre's overview. */
import type { SecurityConfig } from '../../../src/contracts/wallet/security';
import type { WalletContext } from '../context';
import { bankCards } from './bank-cards';
import { hasFundPassword } from './fund-password';
import { securityQuestions } from './questions';
import { realName } from './real-name';

export async function securityConfig(ctx: WalletContext): Promise<SecurityConfig> {
  const m = ctx.member;
  const [fund, cards, questions, name] = [
    await hasFundPassword(ctx.db, m.id),
    await bankCards(ctx.db, m.id),
    await securityQuestions(ctx),
    await realName(ctx),
  ];
  return {
    hasLoginPassword: Boolean(m.password_hash),
    hasFundPassword: fund,
    bankCardCount: cards.length,
    securityQuestionsSet: questions.answered.length > 0,
    realNameStatus: name.status,
    mobile: m.mobile_num ? `${m.country_dialing_code ?? ''} ****${m.mobile_num.slice(-4)}` : null,
    email: m.email ? m.email.replace(/^(.).*(@.*)$/, '$1***$2') : null,
  };
}
