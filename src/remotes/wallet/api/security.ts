/** The security centre's calls. */
import { RealNameValueSchema, SecurityConfigSchema, SecurityQuestionsValueSchema } from '@contracts/wallet/security';
import { BankCardViewSchema } from '@contracts/wallet/withdraw';
import * as v from 'valibot';
import { sendWalletCall } from './send';

const Cards = v.array(BankCardViewSchema);
export const fetchSecurityConfig = () => sendWalletCall('securityConfig', SecurityConfigSchema);
export const setFundPassword = (body: { password: string; loginPassword: string }) =>
  sendWalletCall('setFundPassword', SecurityConfigSchema, body);
export const changeFundPassword = (body: { oldPassword: string; newPassword: string }) =>
  sendWalletCall('changeFundPassword', SecurityConfigSchema, body);
export const sendResetCode = (channel: 'sms' | 'email') =>
  sendWalletCall('sendFundPasswordCode', v.object({ expiresAt: v.number(), recipient: v.string() }), { channel });
export const resetFundPassword = (body: { channel: 'sms' | 'email'; code: string; newPassword: string }) =>
  sendWalletCall('resetFundPassword', SecurityConfigSchema, body);
export const fetchBankCards = () => sendWalletCall('bankCards', Cards);
export const addBankCard = (body: { bankCode: string; accountName: string; accountNo: string; fundPassword: string }) =>
  sendWalletCall('addBankCard', Cards, body);
export const removeBankCard = (bankCardId: number) => sendWalletCall('removeBankCard', Cards, { bankCardId });
export const fetchQuestions = () => sendWalletCall('securityQuestions', SecurityQuestionsValueSchema);
export const setQuestions = (body: { answers: { questionId: string; answer: string }[]; loginPassword: string }) =>
  sendWalletCall('setSecurityQuestions', SecurityQuestionsValueSchema, body);
export const fetchRealName = () => sendWalletCall('realName', RealNameValueSchema);
export const uploadRealName = (kind: 'front' | 'back' | 'selfie', image: string) =>
  sendWalletCall('uploadRealName', RealNameValueSchema, { kind, image });
export const submitRealName = (body: { realName: string; idNumber: string }) => sendWalletCall('submitRealName', RealNameValueSchema, body);
