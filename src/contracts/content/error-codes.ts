/** Stable error codes of the content calls, with HTTP status and English message. */
export const CONTENT_ERRORS = {
  'content.announcement.not.found': { status: 404, message: 'This announcement does not exist or is no longer shown' },
  /** spec §4: marking a notice read needs a session of a member whose type is not 4 */
  'content.read.not.allowed': { status: 403, message: 'Notices are not marked as read for this account type' },
  'content.image.invalid': { status: 400, message: 'The image must be a PNG or JPEG file' },
  'content.image.too.large': { status: 400, message: 'The image is larger than 5 MB' },
  'content.image.not.found': { status: 404, message: 'This image does not exist' },
  'content.category.not.found': { status: 404, message: 'This promotion category does not exist' },
  'content.dates.invalid': { status: 400, message: 'The end date must be after the start date, or the announcement must not expire' },
} as const satisfies Record<string, { status: number; message: string }>;
