/** Labels of the registration fields (spec §5 list). */
import type { RegisterField } from '@contracts/registration-fields';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const FIELD_LABELS: Record<RegisterField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  paymentPassword: msg`Payment password`,
  idNumber: msg`ID number`,
  qqNum: msg`QQ number`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  zalo: msg`Zalo`,
  email: msg`E-mail`,
  nickname: msg`Nickname`,
  payeeName: msg`Real name (payee)`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`SMS verification code`,
  recommenderId: msg`Recommender`,
  birthday: msg`Birthday`,
  affiliateCode: msg`Invitation code`,
};
