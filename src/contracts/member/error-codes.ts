/**
 * Stable error codes of the member centre with their HTTP status and English message;
 * the client maps each code to its Lingui message (src/remotes/member/lib/error-text.ts).
 */
export const MEMBER_ERRORS = {
  /** spec message activity_image_type */
  'member.upload.type': { status: 400, message: 'Only JPEG or PNG images can be uploaded' },
  /** spec message activity_apply_remark_limit3 (5,242,880 bytes each) */
  'member.upload.size': { status: 400, message: 'Each image may be at most 5 MB' },
  /** spec message activity_apply_remark_limit4 (3 images) */
  'member.upload.count': { status: 400, message: 'At most 3 images can be uploaded' },
  'member.mission.unknown': { status: 404, message: 'This mission does not exist' },
  'member.mission.incomplete': { status: 409, message: 'This mission is not complete yet' },
  'member.mission.claimed': { status: 409, message: 'This reward has already been claimed' },
  'member.inbox.unknown': { status: 404, message: 'This message does not exist' },
  'member.not.player': { status: 403, message: 'Only player accounts have a member centre' },
  'member.trial': { status: 403, message: 'Please login an actual account to use this function' },
  'member.email.taken': { status: 409, message: 'This e-mail address is already used' },
  'member.feedback.unknown': { status: 404, message: 'This feedback does not exist' },
  'member.icon.none': { status: 404, message: 'No profile picture' },
} as const satisfies Record<string, { status: number; message: string }>;

export type MemberErrorCode = keyof typeof MEMBER_ERRORS;
