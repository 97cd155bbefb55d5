/** A valid starting tenant, used by `npm run tenant:new -- <id>` and by test factories. */
import { FLAG_KEYS, type Flags } from '../src/contracts/flags';
import type { RegisterField } from '../src/contracts/registration-fields';
import type { FieldConfig, Tenant } from './schema';

const FIELD_DEFAULTS: Record<RegisterField, FieldConfig> = {
  username: { enabled: true, required: true, minLength: 4, maxLength: 10, patternId: 'username' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'password' },
  paymentPassword: { enabled: false, required: false, minLength: 6, maxLength: 6, patternId: 'digits' },
  idNumber: { enabled: false, required: false, minLength: 6, maxLength: 20, patternId: 'alnum' },
  qqNum: { enabled: false, required: false, minLength: 5, maxLength: 12, patternId: 'digits' },
  facebook: { enabled: false, required: false, minLength: 1, maxLength: 50, patternId: 'handle' },
  wechat: { enabled: false, required: false, minLength: 1, maxLength: 50, patternId: 'handle' },
  line: { enabled: false, required: false, minLength: 1, maxLength: 50, patternId: 'handle' },
  whatsapp: { enabled: false, required: false, minLength: 6, maxLength: 20, patternId: 'digits' },
  zalo: { enabled: false, required: false, minLength: 6, maxLength: 20, patternId: 'digits' },
  email: { enabled: true, required: false, minLength: 6, maxLength: 255, patternId: 'email' },
  nickname: { enabled: true, required: false, minLength: 1, maxLength: 20, patternId: 'any' },
  payeeName: { enabled: false, required: false, minLength: 2, maxLength: 40, patternId: 'name' },
  mobileNum: { enabled: true, required: false, minLength: 8, maxLength: 20, patternId: 'digits' },
  verificationCode: { enabled: true, required: false, minLength: 4, maxLength: 10, patternId: 'digits' },
  recommenderId: { enabled: false, required: false, minLength: 1, maxLength: 16, patternId: 'alnum' },
  birthday: { enabled: false, required: false, minLength: 10, maxLength: 10, patternId: 'date' },
  affiliateCode: { enabled: true, required: false, minLength: 1, maxLength: 16, patternId: 'digits' },
};

export function defaultFlags(on: boolean): Flags {
  return Object.fromEntries(FLAG_KEYS.map((k) => [k, on])) as Flags;
}

export function scaffoldTenant(id: string): Tenant {
  const code =
    id
      .replace(/[^a-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 24) || 'BRAND';
  return {
    id,
    enabled: true,
    merchantCode: code,
    trialMerchantCode: `${code}_TRIAL`,
    brandName: id.charAt(0).toUpperCase() + id.slice(1),
    logoText: id.slice(0, 12).toUpperCase(),
    domains: [],
    gateways: { WEB: 1, MOBILE: 3 },
    defaultLanguage: 'km',
    languages: ['km', 'zh', 'en'],
    theme: 'royal',
    templates: { mem_cen: 0, dep_func: 0 },
    currency: { code: 'USD', symbol: '$', minorUnits: 2 },
    age: 18,
    whitelabel: { ...defaultFlags(true), CAPTCHA3: false },
    register: structuredClone(FIELD_DEFAULTS),
    login: { captchaAfterFailures: 3, countryDialingCodes: ['+855', '+86', '+84', '+66', '+1'], smsVerification: 'server' },
    payloadKey: `${id}-demo-payload-key-change-me`.padEnd(16, '0').slice(0, 64),
    customerService: [{ csType: 'LIVECHAT', url: '/m/chat' }],
    downloads: {},
    imageCDNs: ['/static'],
    remotes: {
      games: '/m/remotes/games/remoteEntry.js',
      wallet: '/m/remotes/wallet/remoteEntry.js',
      promotions: '/m/remotes/promotions/remoteEntry.js',
      agent: '/m/remotes/agent/remoteEntry.js',
      member: '/m/remotes/member/remoteEntry.js',
    },
  };
}
