/** GET /wps/system/status: what the site needs before it renders (spec §3 "Status response"). */
import * as v from 'valibot';
import { envelope } from './envelope';
import { FLAG_KEYS, type FlagKey } from './flags';
import { LANGUAGE_CODES } from './languages';
import { PATTERN_IDS, REGISTER_FIELDS, type RegisterField } from './registration-fields';

export const STATUS_PATH = '/wps/system/status';

/** 0 normal; 1 maintenance (also with region restriction); 2 region restricted only. */
export const SystemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusValue = (typeof SystemStatus)[keyof typeof SystemStatus];

export function statusOf(maintenance: boolean, regionRestriction: boolean): SystemStatusValue {
  if (maintenance) return SystemStatus.maintenance;
  if (regionRestriction) return SystemStatus.regionRestricted;
  return SystemStatus.normal;
}

const FieldRule = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.number(),
  maxLength: v.number(),
  patternId: v.picklist(PATTERN_IDS),
});
export type FieldRule = v.InferOutput<typeof FieldRule>;

export const WhitelabelSchema = v.object(
  Object.fromEntries(FLAG_KEYS.map((k) => [k, v.boolean()])) as Record<FlagKey, v.BooleanSchema<undefined>>,
);

export const RegisterConfigSchema = v.object(
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, FieldRule])) as Record<RegisterField, typeof FieldRule>,
);
export type RegisterConfig = v.InferOutput<typeof RegisterConfigSchema>;

const Link = v.object({ url: v.string(), labelNameEn: v.string() });

export const StatusInfoSchema = v.object({
  /** csType and path; path is encrypted, its last 8 characters are the key (see kernel/cs-path). */
  customerService: v.array(v.object({ csType: v.string(), path: v.string() })),
  domainRoute: v.array(v.object({ domain: v.string(), gateway: v.number() })),
  mobileTemplate: v.object({ mem_cen: v.picklist([0, 1]), dep_func: v.picklist([0, 1]) }),
  paths: v.object({
    api: v.string(),
    remotes: v.object({ games: v.string(), wallet: v.string(), promotions: v.string(), agent: v.string(), member: v.string() }),
  }),
  register: RegisterConfigSchema,
  resources: v.object({
    downloads: v.record(v.string(), Link),
    countryDialingCodes: v.array(v.string()),
  }),
  whitelabel: WhitelabelSchema,
  mainDomain: v.string(),
  imageCDNs: v.array(v.string()),
  /** the identity provider (social and phone sign-in): its buttons show only while it is ready (spec "Login") */
  /** `sms`: phone verification codes come from the identity provider (firebaseChannel sms) while it is ready */
  identity: v.optional(v.object({ ready: v.boolean(), sms: v.optional(v.boolean()) })),
  site: v.object({
    id: v.string(),
    merchantCode: v.string(),
    trialMerchantCode: v.string(),
    brandName: v.string(),
    logoText: v.string(),
    /** the brand's image logo (its content hash in the query), shown instead of the text logo when present */
    logoUrl: v.optional(v.string()),
    theme: v.string(),
    defaultLanguage: v.picklist(LANGUAGE_CODES),
    languages: v.array(v.picklist(LANGUAGE_CODES)),
    currency: v.object({ code: v.string(), symbol: v.string(), minorUnits: v.number() }),
    age: v.picklist([18, 21]),
    payloadKey: v.string(),
    gateways: v.object({ WEB: v.number(), MOBILE: v.number() }),
    /** the oldest version of the brand's native app still served: an older app is asked to update */
    minAppVersion: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}(\.\d{1,5}){0,3}$/, 'a version like 2.4.1'))),
  }),
});
export type StatusInfo = v.InferOutput<typeof StatusInfoSchema>;

export const StatusValueSchema = v.object({
  status: v.picklist([0, 1, 2]),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  info: StatusInfoSchema,
  location: v.object({ ip: v.string() }),
});
export type StatusValue = v.InferOutput<typeof StatusValueSchema>;

export const StatusResponseSchema = envelope(StatusValueSchema);
