/** What the content area's API answers (checked with valibot). */
import * as v from 'valibot';

export const CONTENT_KINDS = ['PL', 'B', 'PU', 'PR', 'H'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const STATES = ['scheduled', 'live', 'ended', 'unpublished'] as const;

export const ContentList = v.object({
  languages: v.array(v.string()),
  defaultLanguage: v.string(),
  list: v.array(
    v.object({
      id: v.number(),
      type: v.string(),
      groupName: v.nullable(v.string()),
      state: v.picklist(STATES),
      published: v.boolean(),
      startDate: v.string(),
      endDate: v.nullable(v.string()),
      noExpiry: v.boolean(),
      titles: v.record(v.string(), v.string()),
      missingLanguages: v.array(v.string()),
    }),
  ),
});
export type ContentList = v.InferOutput<typeof ContentList>;

export const ContentItem = v.object({
  id: v.number(),
  type: v.string(),
  groupName: v.nullable(v.string()),
  published: v.boolean(),
  state: v.picklist([...STATES, 'deleted']),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  noExpiry: v.boolean(),
  url: v.nullable(v.string()),
  sortOrder: v.number(),
  categoryIds: v.array(v.number()),
  imageRequired: v.boolean(),
  remarkRequired: v.boolean(),
  rewardAmount: v.nullable(v.number()),
  turnoverMultiple: v.number(),
  /** `imageUrl`: a banner's own picture for that language (null: the default picture) */
  texts: v.array(v.object({ language: v.string(), title: v.string(), content: v.string(), imageUrl: v.nullable(v.string()) })),
  images: v.array(v.string()),
  missingLanguages: v.array(v.string()),
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

export const Uploaded = v.object({ id: v.number(), url: v.string() });
export const PreviewPass = v.object({ url: v.pipe(v.string(), v.url()), expiresAt: v.string() });
export const Deleted = v.object({ id: v.number(), deleted: v.literal(true) });

/** The promotion editor's choices: the brand's categories and its currency (amounts in minor units). */
export const PromotionSettings = v.object({
  currency: v.object({ code: v.string(), symbol: v.string(), minorUnits: v.picklist([0, 2]) }),
  categories: v.array(v.object({ id: v.number(), names: v.object({ en: v.string(), zh: v.string() }) })),
});
export type PromotionSettings = v.InferOutput<typeof PromotionSettings>;

/** A refusal's field messages (`value.fields`), when it has them. */
export const FieldErrors = v.object({ fields: v.record(v.string(), v.string()) });
