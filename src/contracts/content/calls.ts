/**
 * Paths, parameters and response shapes of the content calls (spec §3 "Announcement or promotion",
 * §7 "Announcements and rewards", help centre of "Account"), shared by client and server.
 */
import * as v from 'valibot';
import { Int4IdParam } from '../id';

export const CONTENT_PATHS = {
  announcements: '/wps/announcements',
  markAsRead: '/wps/announcements/markAsRead',
  promotionCategories: '/wps/announcements/promotionCategories',
  lobbyNews: '/wps/relay/GLS2_lobbyNews',
  helpCenter: '/wps/system/helpCenter',
} as const;

/** Where the content's pictures are served (files, not calls). */
export const CONTENT_FILE_PATHS = {
  /** generated art: `/content-art/{kind}-{tenant}-{n}.svg` */
  art: '/content-art',
  /** operator uploads: `/content-images/{id}` */
  images: '/content-images',
} as const;

/** Announcement types (spec §3): Agent, Player notice, Banner, Pop-up, Promotion, Hot. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Long names some callers send (spec §3 content types; "promotions use Promotion"). */
export const TYPE_ALIASES: Record<string, AnnouncementType> = {
  AGENT: 'A',
  PLAYER: 'PL',
  BANNER: 'B',
  POP_UP: 'PU',
  POPUP: 'PU',
  PROMOTION: 'PR',
  HOT: 'H',
};
export const BANNER_GROUPS = [
  'm_home',
  'm_promotion',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
export const PLATFORMS = ['M', 'W', 'ALL'] as const;
/** Member type that never marks notices read (spec §4, §6). */
export const NO_READ_MEMBER_TYPE = 4;
/** spec §9 */
export const MARK_READ_THROTTLE_MS = 150;
export const BANNER_AUTOPLAY_MS = 5000;
export const HELP_REFETCH_DEBOUNCE_MS = 200;
export const IMAGE_MAX_BYTES = 5_242_880;

const TypeToken = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => TYPE_ALIASES[s.toUpperCase()] ?? s.toUpperCase()),
  v.picklist(ANNOUNCEMENT_TYPES, `must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`),
);

/** `types` is a comma list (B,PL,PU,PR,H); `groupName` narrows banners; `platform` M. */
export const AnnouncementsQuerySchema = v.object({
  types: v.pipe(
    v.string(),
    v.maxLength(80),
    v.transform((s) => s.split(',').filter((t) => t.trim() !== '')),
    v.minLength(1, 'must name at least one type'),
    v.array(TypeToken),
  ),
  groupName: v.optional(v.union([v.picklist(BANNER_GROUPS, `must be one of ${BANNER_GROUPS.join(', ')}`), v.literal('')]), ''),
  platform: v.optional(v.picklist(PLATFORMS, 'must be M, W or ALL'), 'M'),
  merchantCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{0,32}$/, 'must be a merchant code')), ''),
  language: v.optional(v.pipe(v.string(), v.maxLength(8)), ''),
  token: v.optional(v.pipe(v.string(), v.maxLength(512))),
  flush: v.optional(v.picklist(['1', '0', 'true', 'false', ''], 'must be 1 or 0'), ''),
});
export type AnnouncementsQuery = v.InferOutput<typeof AnnouncementsQuerySchema>;

const YN = v.picklist(['Y', 'N']);
export const AnnouncementImageSchema = v.object({ url: v.string(), sequence: v.number() });

export const AnnouncementSchema = v.object({
  id: v.number(),
  type: v.picklist(ANNOUNCEMENT_TYPES),
  groupName: v.nullable(v.picklist(BANNER_GROUPS)),
  linkedPromotionId: v.nullable(v.number()),
  title: v.string(),
  /** sanitised HTML */
  content: v.string(),
  /** ISO 8601 */
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  /** 1: long-term (no end date) */
  noExpiry: v.picklist([0, 1]),
  imageRequired: YN,
  remarkRequired: YN,
  url: v.nullable(v.string()),
  promoAnnouncementCategoryIds: v.array(v.number()),
  /** sequence 1 is the cover */
  announcementImages: v.array(AnnouncementImageSchema),
  /** PR: paid once an application is approved, in minor units of the brand currency (null: operator decides) */
  rewardAmount: v.nullable(v.number()),
  /** PR: turnover the bonus requires before withdrawal, as a multiple of the bonus */
  turnoverMultiple: v.number(),
  sortOrder: v.number(),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

export const PlayerNoticeSchema = v.object({ ...AnnouncementSchema.entries, read: v.boolean() });
export type PlayerNotice = v.InferOutput<typeof PlayerNoticeSchema>;

/** Response of the announcements call (spec §3): one list per kind; kinds not asked for are empty. */
export const AnnouncementsValueSchema = v.object({
  promotion: v.array(AnnouncementSchema),
  banners: v.array(AnnouncementSchema),
  player: v.array(PlayerNoticeSchema),
  popup: v.array(AnnouncementSchema),
  hot: v.array(AnnouncementSchema),
  agent: v.array(AnnouncementSchema),
  /** unread player notices of this session (0 without one) */
  unreadCount: v.number(),
});
export type AnnouncementsValue = v.InferOutput<typeof AnnouncementsValueSchema>;

export const MarkAsReadBodySchema = v.object({
  announcementId: Int4IdParam,
  read: v.literal(true, 'must be true'),
});
export const MarkAsReadValueSchema = v.object({ announcementId: v.number(), read: v.literal(true), unreadCount: v.number() });
export type MarkAsReadValue = v.InferOutput<typeof MarkAsReadValueSchema>;

export const PromotionCategorySchema = v.object({ id: v.number(), name: v.string(), sortOrder: v.number() });
export const PromotionCategoriesValueSchema = v.array(PromotionCategorySchema);
export type PromotionCategory = v.InferOutput<typeof PromotionCategorySchema>;

export const LobbyNewsQuerySchema = v.object({ language: v.optional(v.pipe(v.string(), v.maxLength(8)), '') });
export const LobbyNewsItemSchema = v.object({
  id: v.number(),
  type: v.picklist(ANNOUNCEMENT_TYPES),
  title: v.string(),
  startDate: v.string(),
  url: v.nullable(v.string()),
});
export const LobbyNewsValueSchema = v.object({ list: v.array(LobbyNewsItemSchema) });
export type LobbyNewsValue = v.InferOutput<typeof LobbyNewsValueSchema>;

/** Help centre (device MOBILE, moduleId COMM3): entries with optional sub-items (`c`). */
export const HelpQuerySchema = v.object({
  device: v.picklist(['MOBILE'], 'must be MOBILE'),
  moduleId: v.picklist(['COMM3'], 'must be COMM3'),
  lang: v.optional(v.pipe(v.string(), v.maxLength(8)), ''),
});
export const HelpItemSchema = v.object({ title: v.string(), content: v.string() });
export const HelpEntrySchema = v.object({
  id: v.number(),
  /** a stable name links can open (`/m/help?tag=terms`) */
  tag: v.string(),
  title: v.string(),
  /** sanitised HTML */
  content: v.string(),
  children: v.array(HelpItemSchema),
});
export const HelpValueSchema = v.array(HelpEntrySchema);
export type HelpEntry = v.InferOutput<typeof HelpEntrySchema>;
