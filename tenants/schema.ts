/**
 * The schema every tenant (brand) file `tenants/<id>.json` must pass. Adding a brand is adding one
 * such file (see README "Add a brand"); `npm run tenant:check` validates them all.
 */
import * as v from 'valibot';
import { FLAG_KEYS, type FlagKey } from '../src/contracts/flags';
import { GAME_TYPES } from '../src/contracts/games/types';
import { LANGUAGE_CODES } from '../src/contracts/languages';
import { PATTERN_IDS, REGISTER_FIELDS, type RegisterField } from '../src/contracts/registration-fields';
import { MissionSettingsSchema, VipSettingsSchema } from './member-schema';
import { RgSettingsSchema } from './rg-schema';
import { WalletSettingsSchema } from './wallet-schema';

const Url = v.pipe(v.string(), v.minLength(1), v.regex(/^(https?:\/\/|\/)/, 'must be an absolute URL or start with /'));

const FlagsSchema = v.strictObject(
  Object.fromEntries(FLAG_KEYS.map((k) => [k, v.boolean()])) as Record<FlagKey, v.BooleanSchema<undefined>>,
);

export const FieldConfigSchema = v.pipe(
  v.strictObject({
    enabled: v.boolean(),
    required: v.boolean(),
    minLength: v.pipe(v.number(), v.integer(), v.minValue(0)),
    maxLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(255)),
    patternId: v.picklist(PATTERN_IDS),
  }),
  v.check((f) => f.minLength <= f.maxLength, 'minLength must not exceed maxLength'),
  v.check((f) => f.enabled || !f.required, 'a disabled field cannot be required'),
);
export type FieldConfig = v.InferOutput<typeof FieldConfigSchema>;

const RegisterSchema = v.strictObject(
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, FieldConfigSchema])) as Record<RegisterField, typeof FieldConfigSchema>,
);

const DownloadLink = v.strictObject({ url: Url, labelNameEn: v.string() });

export const CS_TYPES = ['LINE', 'TELEGRAM', 'FACEBOOK', 'LIVECHAT', 'MESSENGER'] as const;

const AssetFile = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,60}\.(svg|png|jpe?g)$/, 'a file name under tenants/assets/<id>/ (.svg, .png, .jpg)'),
);

/** the brand's own image files under `tenants/assets/<id>/` (checked by tenants/identity.ts); absent ones get generated defaults */
const IdentitySchema = v.strictObject({
  logo: v.optional(AssetFile),
  favicon: v.optional(AssetFile),
  appIcon: v.optional(AssetFile),
  splash: v.optional(AssetFile),
  shareImage: v.optional(AssetFile),
});

const Id = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,30}$/, 'lower-case letters, digits and -, 2-31 long, starting with a letter'));

export const TenantSchema = v.pipe(
  v.strictObject({
    $schema: v.optional(v.string()),
    id: Id,
    /** false: the brand is retired: its pages say it is closed and its calls answer 410 `merchant.disabled` */
    enabled: v.optional(v.boolean(), true),
    merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{2,32}$/, 'letters, digits and _, 2-32 long')),
    trialMerchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{2,32}$/, 'letters, digits and _, 2-32 long')),
    brandName: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
    logoText: v.pipe(v.string(), v.minLength(1), v.maxLength(12)),
    identity: v.optional(IdentitySchema),
    domains: v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name, lower case'))),
    gateways: v.strictObject({ WEB: v.literal(1), MOBILE: v.literal(3) }),
    defaultLanguage: v.picklist(LANGUAGE_CODES),
    languages: v.pipe(v.array(v.picklist(LANGUAGE_CODES)), v.minLength(1)),
    theme: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'a theme id from themes/')),
    templates: v.strictObject({ mem_cen: v.picklist([0, 1]), dep_func: v.picklist([0, 1]) }),
    currency: v.strictObject({
      code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an ISO 4217 code')),
      symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(4)),
      minorUnits: v.picklist([0, 2]),
    }),
    age: v.picklist([18, 21]),
    whitelabel: FlagsSchema,
    register: RegisterSchema,
    login: v.strictObject({
      /** failed logins (per account or address) after which the captcha is required */
      captchaAfterFailures: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
      countryDialingCodes: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'like +855'))), v.minLength(1)),
      /** who texts phone verification codes: this server's SMS, or the identity provider's (firebaseChannel sms) */
      smsVerification: v.optional(v.picklist(['server', 'identity']), 'server'),
    }),
    payloadKey: v.pipe(v.string(), v.minLength(16), v.maxLength(64)),
    customerService: v.array(v.strictObject({ csType: v.picklist(CS_TYPES), url: Url })),
    /** the oldest native app version served (its user agent's AppVersion/x.y.z); older apps must update */
    minAppVersion: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}(\.\d{1,5}){0,3}$/, 'a version like 2.4.1'))),
    downloads: v.strictObject({
      IOS: v.optional(DownloadLink),
      Android: v.optional(DownloadLink),
      MOBILECONFIG: v.optional(DownloadLink),
      TELEGRAM: v.optional(DownloadLink),
      FACEBOOK: v.optional(DownloadLink),
      AppDownloadIcon: v.optional(DownloadLink),
      SpeedTest: v.optional(DownloadLink),
    }),
    imageCDNs: v.array(Url),
    apiOrigin: v.optional(Url),
    remotes: v.strictObject({
      games: Url,
      wallet: Url,
      promotions: Url,
      agent: Url,
      /** the member area (member centre, responsible gaming, VIP benefits, missions): built beside the others */
      member: v.optional(Url, '/m/remotes/member/remoteEntry.js'),
    }),
    wallet: v.optional(WalletSettingsSchema),
    responsibleGambling: v.optional(RgSettingsSchema),
    vip: v.optional(VipSettingsSchema),
    missions: v.optional(MissionSettingsSchema),
    /** game lobby: vendors (codes) and game types this brand does not offer */
    games: v.optional(
      v.strictObject({
        hiddenVendors: v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code'))),
        hiddenGameTypes: v.array(v.picklist(GAME_TYPES)),
      }),
    ),
  }),
  v.check((t) => t.languages.includes(t.defaultLanguage), 'defaultLanguage must be one of languages'),
  v.check(
    (t) => t.whitelabel.USERNAMEREG3 || t.whitelabel.MOBILENUMREG3,
    'at least one registration method (USERNAMEREG3 or MOBILENUMREG3) must be on',
  ),
);

export type Tenant = v.InferOutput<typeof TenantSchema>;

/** One line per problem: `path: message`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)';
    return `${path}: ${issue.message}`;
  });
}
