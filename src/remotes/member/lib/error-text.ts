/**
 * What the member-centre pages say for each server code, and the spec's upload messages (§5:
 * activity_image_type, activity_apply_remark_limit3, activity_apply_remark_limit4), whose ids the
 * page also puts on the message (`data-message-id`) for tests.
 */
import type { MemberErrorCode } from '@contracts/member/error-codes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessageOf } from '@contracts/error-text';

export const UPLOAD_MESSAGES = {
  activity_image_type: msg`Only JPEG or PNG pictures can be uploaded.`,
  activity_apply_remark_limit3: msg`Each picture may be at most 5 MB.`,
  activity_apply_remark_limit4: msg`You can upload at most 3 pictures.`,
} as const;
export type UploadMessageId = keyof typeof UPLOAD_MESSAGES;

const BY_CODE: Record<MemberErrorCode, MessageDescriptor> = {
  'member.upload.type': UPLOAD_MESSAGES.activity_image_type,
  'member.upload.size': UPLOAD_MESSAGES.activity_apply_remark_limit3,
  'member.upload.count': UPLOAD_MESSAGES.activity_apply_remark_limit4,
  'member.mission.unknown': msg`This mission does not exist.`,
  'member.mission.incomplete': msg`This mission is not complete yet.`,
  'member.mission.claimed': msg`This reward has already been claimed.`,
  'member.inbox.unknown': msg`This message does not exist.`,
  'member.not.player': msg`Only player accounts have a member centre.`,
  'member.trial': msg`Please login an actual account to use this function`,
  'member.email.taken': msg`This e-mail address is already used.`,
  'member.feedback.unknown': msg`This feedback does not exist.`,
  'member.icon.none': msg`No profile picture.`,
};

const FAILED = msg`Something went wrong. Please try again.`;

/** The message for a failed call: ours for member codes, else the kernel's. */
export const errorMessage = (error: unknown): MessageDescriptor => errorMessageOf(BY_CODE, FAILED, error);
