/** The registration fields of spec §5 and the patterns a brand's field config may name. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'birthday',
  'affiliateCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** patternId → regular expression source. Length limits come from the field config. */
export const FIELD_PATTERNS = {
  any: '^[\\s\\S]*$',
  username: '^[A-Za-z][A-Za-z0-9]*$',
  password: '^[A-Za-z0-9!@#$%^&*()_+\\-=.]*$',
  digits: '^[0-9]*$',
  alnum: '^[A-Za-z0-9]*$',
  email: '^[A-Za-z0-9_%+-]+(\\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(\\.[A-Za-z]{2,3}){1,3}$',
  name: "^[\\p{L}\\p{M} .'-]*$",
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  handle: '^[A-Za-z0-9_.@+-]*$',
} as const;
export type PatternId = keyof typeof FIELD_PATTERNS;
export const PATTERN_IDS = Object.keys(FIELD_PATTERNS) as [PatternId, ...PatternId[]];
