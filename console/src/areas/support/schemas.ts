/** What the support API answers (checked with valibot). */
import * as v from 'valibot';

export const Thread = v.object({
  memberId: v.number(),
  username: v.string(),
  brand: v.string(),
  messages: v.number(),
  unread: v.number(),
  lastAt: v.string(),
  lastText: v.string(),
  lastFrom: v.picklist(['player', 'operator']),
  closed: v.boolean(),
  waiting: v.boolean(),
});
export type Thread = v.InferOutput<typeof Thread>;
export const Threads = v.object({ threads: v.array(Thread), cursor: v.number() });

export const Message = v.object({
  id: v.number(),
  from: v.picklist(['player', 'operator']),
  text: v.string(),
  at: v.string(),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof Message>;
export const Conversation = v.object({ memberId: v.number(), username: v.string(), closed: v.boolean(), messages: v.array(Message) });
export const ClosedState = v.object({ memberId: v.number(), closed: v.boolean() });

export const Feedback = v.object({
  id: v.number(),
  memberId: v.number(),
  username: v.string(),
  content: v.string(),
  pictures: v.number(),
  createdAt: v.string(),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type Feedback = v.InferOutput<typeof Feedback>;
export const FeedbackList = v.object({ list: v.array(Feedback) });
export const FeedbackAnswered = v.object({ id: v.number(), messageId: v.number(), username: v.string() });

/** The inbox form's setup: the brand's VIP ranks and languages (the default one first in the tabs). */
export const Ranks = v.object({ ranks: v.array(v.string()), languages: v.array(v.string()), defaultLanguage: v.string() });
export const Sent = v.object({ id: v.number(), audience: v.string(), shownFrom: v.nullable(v.string()) });
export const SentMessage = v.object({
  id: v.number(),
  audience: v.picklist(['member', 'rank', 'all']),
  to: v.nullable(v.string()),
  title: v.string(),
  languages: v.array(v.string()),
  sender: v.string(),
  createdAt: v.string(),
  shownAt: v.string(),
  scheduled: v.boolean(),
  cancelledAt: v.nullable(v.string()),
});
export type SentMessage = v.InferOutput<typeof SentMessage>;
export const SentPage = v.object({ page: v.number(), pageSize: v.number(), total: v.number(), rows: v.array(SentMessage) });

/** One message with every language's text (the default language first), its time and state. */
export const InboxMessage = v.object({
  id: v.number(),
  audience: v.picklist(['member', 'rank', 'all']),
  to: v.nullable(v.string()),
  texts: v.record(v.string(), v.object({ title: v.string(), body: v.string() })),
  shownFrom: v.string(),
  scheduled: v.boolean(),
  cancelledAt: v.nullable(v.string()),
  cancelledBy: v.nullable(v.string()),
  sender: v.string(),
});
export type InboxMessage = v.InferOutput<typeof InboxMessage>;

/** How often the open chat page asks for new messages. */
export const POLL_MS = 3000;
