/**
 * Support chat payloads, shared by the site and the server. A message is plain text: trimmed,
 * 1 to CHAT_TEXT_MAX characters, line breaks and tabs allowed, no other control character, no
 * bidirectional override and no lone surrogate. It is always rendered as text, never as HTML.
 */
import * as v from 'valibot';
import { Int4Id } from '../id';

export const CHAT_TEXT_MAX = 500;
/** how many messages one page of the conversation carries */
export const CHAT_PAGE_SIZE = 100;

/** C0 controls except tab and line feed, DEL, C1 controls, bidi embeddings/overrides/isolates, lone surrogates. */
function forbidden(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

/** Carriage returns become line feeds; surrounding blanks go. */
export function normaliseChatText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Why a text cannot be sent, or null when it can (the same rule on both sides). */
export function chatTextProblem(text: string): 'empty' | 'long' | 'control' | null {
  const t = normaliseChatText(text);
  if (t === '') return 'empty';
  // iterating by code point: a surrogate pair is one character, a lone surrogate stays alone
  const chars = [...t];
  if (chars.length > CHAT_TEXT_MAX) return 'long';
  if (chars.some((c) => forbidden(c.codePointAt(0) ?? 0))) return 'control';
  return null;
}

export const ChatTextSchema = v.pipe(
  v.string(),
  v.maxLength(CHAT_TEXT_MAX * 4, 'too long'),
  v.transform(normaliseChatText),
  v.check((t) => chatTextProblem(t) !== 'empty', 'empty'),
  v.check((t) => chatTextProblem(t) !== 'long', `at most ${CHAT_TEXT_MAX} characters`),
  v.check((t) => chatTextProblem(t) !== 'control', 'control characters are not allowed'),
);

export const SendChatRequestSchema = v.strictObject({ text: ChatTextSchema });

/** a message id, or 0 (before the first message) */
const Cursor = v.union([v.literal(0), Int4Id]);
const CursorText = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), Cursor);

export const ChatMessagesQuerySchema = v.strictObject({ after: v.optional(CursorText) });
export const ChatReadRequestSchema = v.strictObject({ upTo: Cursor });
export const UnreadCountQuerySchema = v.object({ moduleId: v.optional(v.literal('CBS3')) });

export const ChatMessageSchema = v.object({
  id: v.number(),
  /** who wrote it: the player, or an operator of the brand */
  from: v.picklist(['player', 'operator']),
  text: v.string(),
  /** ISO time */
  at: v.string(),
  /** an operator's answer the player has read, or a player's message an operator has read */
  read: v.boolean(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatMessagesSchema = v.object({ list: v.array(ChatMessageSchema), unReadCount: v.number() });
export type ChatMessages = v.InferOutput<typeof ChatMessagesSchema>;

export const UnreadCountSchema = v.object({ unReadCount: v.number() });
export type UnreadCount = v.InferOutput<typeof UnreadCountSchema>;
