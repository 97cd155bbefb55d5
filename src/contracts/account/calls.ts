/** Method and path of every account call, and how each is sent (spec §7 Account). */
import { type CallDef, call as memberCall } from '../call';

/** Account calls are sent without a session unless they say `auth: true`. */
const call = (...[method, path, input, opts = {}]: Parameters<typeof memberCall>): CallDef =>
  memberCall(method, path, input, { auth: false, ...opts });

export const ACCOUNT_CALLS = {
  login: call('POST', '/wps/session/login', 'json', { encrypted: true }),
  freePlayLogin: call('POST', '/wps/session/login/freeplay', 'json'),
  logout: call('DELETE', '/wps/session/logout', 'none', { auth: true }),
  registerUsername: call('PUT', '/wps/member/register', 'json', { encrypted: true }),
  registerMobile: call('PUT', '/wps/member/register/mobile', 'json', { encrypted: true }),
  captcha: call('GET', '/wps/captcha', 'query'),
  checkUsername: call('GET', '/wps/check/username', 'query'),
  checkEmail: call('POST', '/wps/check/email', 'form'),
  checkAffiliate: call('GET', '/wps/check/affiliate', 'query'),
  smsSend: call('POST', '/wps/sms/send', 'json'),
  forgotByEmail: call('POST', '/wps/member/password/forgot', 'query'),
  setPasswordByPhone: call('POST', '/wps/member/password/phone', 'json', { encrypted: true }),
  changePassword: call('POST', '/wps/member/password/change', 'json', { auth: true }),
  memberInfo: call('GET', '/wps/member/info', 'none', { auth: true }),
  /** spec §7 says GET; creating a member must not be a simple request a foreign page can trigger (docs/security.md) */
  trialUser: call('POST', '/wps/member/trialuser', 'json'),
  rankProgress: call('GET', '/wps/member/rank/progress', 'none', { auth: true }),
  devIdpAuthorize: call('GET', '/dev-idp/authorize', 'query'),
  /** the development identity provider's phone sign-in (what Firebase's sendVerificationCode / signInWithPhoneNumber do) */
  devIdpPhoneSend: call('POST', '/dev-idp/phone/send', 'json'),
  devIdpPhoneVerify: call('POST', '/dev-idp/phone/verify', 'json'),
} as const satisfies Record<string, CallDef>;

export type AccountCallName = keyof typeof ACCOUNT_CALLS;

/** Module ids the spec names for these calls (sent as `moduleId`; spec §7). */
export const ACCOUNT_MODULE_IDS = {
  freePlayLogin: 'FREEPLAY3',
  registerUsername: 'REGISTER_REE3',
  registerMobile: 'MOBILENUMREG3',
  captcha: 'VALID_CAPTCHA3',
  smsSend: 'REGMOBVERF3',
} as const;
