/**
 * Operator content management (`npm run ops -- content ...`, `/ops/api/tenants/:tenant/announcements`):
 * post, edit (also schedule), expire and delete announcements and banners; upload images.
 */
import * as v from 'valibot';
import { Int4Id } from '../id';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, PLATFORMS } from './calls';

const IsoDate = v.pipe(
  v.string(),
  v.maxLength(40),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'must be a date (ISO 8601, e.g. 2026-12-01T00:00:00Z)'),
  v.transform((s) => new Date(s)),
);
/** a site path (`/m/...`) or an https address */
export const LinkUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.regex(/^(\/m\/[A-Za-z0-9/_?=&.%-]*|https:\/\/[^\s"'<>]+)$/, 'must be a site path (/m/...) or an https address'),
);
/** images are ours only: generated art or an upload */
export const OwnImageUrl = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(
    /^\/(content-art\/[a-z0-9-]+\.svg|content-images\/\d{1,9}\.(png|jpg))$/,
    'must be /content-art/... or /content-images/... (upload the image first)',
  ),
);

export const OpsTextSchema = v.strictObject({
  language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be a language code such as km, zh, en')),
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'a title is required'), v.maxLength(200)),
  content: v.optional(v.pipe(v.string(), v.maxLength(20_000)), ''),
});

const fields = {
  groupName: v.optional(v.nullable(v.picklist(BANNER_GROUPS, `must be one of ${BANNER_GROUPS.join(', ')}`))),
  platform: v.optional(v.picklist(PLATFORMS, 'must be M, W or ALL')),
  startDate: v.optional(IsoDate),
  endDate: v.optional(v.nullable(IsoDate)),
  noExpiry: v.optional(v.boolean()),
  url: v.optional(v.nullable(LinkUrl)),
  sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-1000), v.maxValue(1000))),
  linkedPromotionId: v.optional(v.nullable(Int4Id)),
  imageRequired: v.optional(v.boolean()),
  remarkRequired: v.optional(v.boolean()),
  categoryIds: v.optional(v.pipe(v.array(Int4Id), v.maxLength(10))),
  rewardAmount: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1)))),
  turnoverMultiple: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  texts: v.optional(v.pipe(v.array(OpsTextSchema), v.maxLength(16))),
  /** image urls by position (the first is sequence 1, the cover) */
  images: v.optional(v.pipe(v.array(OwnImageUrl), v.maxLength(5))),
};

export const OpsPostSchema = v.strictObject({
  type: v.picklist(ANNOUNCEMENT_TYPES, `must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`),
  ...fields,
  texts: v.pipe(v.array(OpsTextSchema), v.minLength(1, 'at least one text (language, title)'), v.maxLength(16)),
});
export type OpsPost = v.InferOutput<typeof OpsPostSchema>;

export const OpsEditSchema = v.strictObject(fields);
export type OpsEdit = v.InferOutput<typeof OpsEditSchema>;

export const OpsUploadSchema = v.strictObject({ image: v.pipe(v.string(), v.minLength(8), v.maxLength(7_100_000)) });

export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'ended', 'expired', 'deleted'] as const;
export const OpsListQuerySchema = v.object({
  type: v.optional(v.picklist(ANNOUNCEMENT_TYPES)),
  state: v.optional(v.picklist(ANNOUNCEMENT_STATES)),
});

/** The operator API's and the CLI's answer for one announcement. */
export const OpsAnnouncementSchema = v.strictObject({
  id: v.number(),
  type: v.string(),
  groupName: v.nullable(v.string()),
  state: v.picklist(ANNOUNCEMENT_STATES),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  noExpiry: v.boolean(),
  url: v.nullable(v.string()),
  /** language → title */
  titles: v.record(v.string(), v.string()),
  /** the default pictures by position (the first is the cover) */
  images: v.array(v.string()),
  /** language → a banner's own picture for players reading that language (in place of the cover); only languages that have one */
  pictures: v.record(v.string(), v.string()),
});
export type OpsAnnouncement = v.InferOutput<typeof OpsAnnouncementSchema>;
