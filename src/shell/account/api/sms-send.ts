/** POST /wps/sms/send: a code to the number after a solved captcha; value.expirationTime (ms). */
import { SMS_MODULE_IDS, type SmsPurpose, SmsSendValueSchema } from '@contracts/account/sms';
import { sendAccountCall } from './send';

export type SmsSendInput = {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
  humanVerification: { captchaId: string; captcha: string };
};

/** Spec §7: `mobileNo` in registration, `mobileNum` elsewhere; the purpose travels as the module id. */
export async function sendSmsCode(input: SmsSendInput): Promise<number> {
  const { mobileNum, purpose, ...rest } = input;
  const body = { ...rest, [purpose === 'register' ? 'mobileNo' : 'mobileNum']: mobileNum, moduleId: SMS_MODULE_IDS[purpose] };
  return (await sendAccountCall('smsSend', SmsSendValueSchema, body)).expirationTime;
}
