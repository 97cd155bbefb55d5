/** Inbox (INBOX3): messages from operators to one player, a VIP rank or every player. */
import * as v from 'valibot';
import { Id } from '../id';
import { multiLineText, plainText } from '../validation/text';

export const INBOX_TITLE_MAX = 80;
export const INBOX_BODY_MAX = 2000;
export const INBOX_PAGE_SIZE = 20;

export const InboxMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** plain text (line breaks kept); never HTML */
  body: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
  /** 'feedback' when it answers the player's feedback */
  kind: v.picklist(['message', 'feedback']),
});
export type InboxMessage = v.InferOutput<typeof InboxMessageSchema>;

export const InboxQuerySchema = v.object({
  pageNo: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number)), '1'),
  moduleId: v.optional(v.literal('INBOX3')),
});
export const InboxValueSchema = v.object({
  list: v.array(InboxMessageSchema),
  pageNo: v.number(),
  totalPages: v.number(),
  unReadCount: v.number(),
});
export type InboxValue = v.InferOutput<typeof InboxValueSchema>;
export const UnreadValueSchema = v.object({ unReadCount: v.number() });
export const UnreadQuerySchema = v.object({ moduleId: v.optional(v.literal('INBOX3')) });
export const InboxReadRequestSchema = v.strictObject({ id: Id });

/** What an operator sends: to one player (username), a VIP rank, or everyone. */
export const InboxSendSchema = v.strictObject({
  to: v.variant('kind', [
    v.strictObject({ kind: v.literal('member'), username: v.pipe(plainText(), v.minLength(1), v.maxLength(40)) }),
    v.strictObject({ kind: v.literal('rank'), labelId: v.pipe(plainText(), v.regex(/^[A-Za-z0-9_-]{1,16}$/)) }),
    v.strictObject({ kind: v.literal('all') }),
  ]),
  title: v.pipe(plainText(), v.trim(), v.minLength(1), v.maxLength(INBOX_TITLE_MAX)),
  body: v.pipe(multiLineText(), v.trim(), v.minLength(1), v.maxLength(INBOX_BODY_MAX)),
});
export type InboxSend = v.InferOutput<typeof InboxSendSchema>;
