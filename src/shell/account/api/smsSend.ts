/** POST /wps/sms/send: a code to the number after a solved captcha; value.expirationTime (ms). */
import { type SmsPurpose, SmsSendValueSchema } from '@contracts/account/sms';
import { sendAccountCall } from './send';

export type SmsSendInput = {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
  humanVerification: { captchaId: string; captcha: string };
};

const MODULE_BY_PURPOSE: Record<SmsPurpose, string> = { register: 'REGMOBVERF3', login: 'MOBLOGIN3', reset: 'CHNGPASSVERIF3', unlock: 'VALID_CAPTCHA3' };

export async function sendSmsCode(input: SmsSendInput): Promise<number> {
  const body = { ...input, moduleId: MODULE_BY_PURPOSE[input.purpose] };
  return (await sendAccountCall('smsSend', SmsSendValueSchema, body)).expirationTime;
}
