/**
 * The console's inbox messages: what staff send (to a member, a VIP rank or everyone) with its title
 * and body in each language the brand offers — the brand's default language required, the player
 * reads his own language, else the default — and an optional time to show it from (the server clock
 * decides; until then no player sees it; until then it can be changed or cancelled). Sent through the
 * member centre's operator service (`server/member/operator.ts`), with the audit record in the same
 * transaction. The operator API and `npm run ops -- inbox` take the same bodies and rules.
 */
import * as v from 'valibot';
import { INBOX_BODY_MAX, INBOX_TITLE_MAX, InboxSendSchema } from '../../../src/contracts/member/inbox';
import { multiLineText, plainText } from '../../../src/contracts/validation/text';
import type { Tenant } from '../../../tenants/schema';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { InboxText } from '../../member/inbox';
import type { ScheduledChange } from '../../member/inbox-schedule';

/** A send time further ahead is refused: almost certainly a typing mistake. */
export const SCHEDULE_MAX_DAYS = 366;
/** A send time this little in the past (a slow form) means now; earlier is refused. */
const PAST_GRACE_MS = 60_000;

const Text = v.strictObject({
  title: v.pipe(plainText(), v.trim(), v.minLength(1, 'a title is required'), v.maxLength(INBOX_TITLE_MAX)),
  body: v.pipe(multiLineText(), v.trim(), v.minLength(1, 'a message is required'), v.maxLength(INBOX_BODY_MAX)),
});
const SendAt = v.optional(v.pipe(v.string(), v.isoTimestamp('a time like 2026-11-27T09:00:00Z')));
const To = InboxSendSchema.entries.to;

/** One text (the brand's default language), or one per language; `sendAt` to show it later. */
export const ConsoleInboxBody = v.union([
  v.strictObject({ to: To, title: v.string(), body: v.string(), sendAt: SendAt }),
  v.strictObject({ to: To, texts: v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'a language code')), Text), sendAt: SendAt }),
]);
export type ConsoleInboxBody = v.InferOutput<typeof ConsoleInboxBody>;

export type PreparedSend = {
  /** what the operator service takes: the default language's text */
  input: { to: ConsoleInboxBody['to']; title: string; body: string };
  texts: InboxText[];
  visibleFrom?: Date;
};

function invalid(message: string): ApiError {
  return new ApiError('request.invalid', { message });
}

/**
 * A send time: a minute in the past or less means now (undefined), earlier or more than
 * `SCHEDULE_MAX_DAYS` ahead is refused.
 */
export function checkSendTime(sendAt: string | undefined, now: Date): Date | undefined {
  if (!sendAt) return undefined;
  const at = new Date(sendAt);
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) throw invalid(`The send time ${sendAt} is in the past`);
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000)
    throw invalid(`The send time is more than ${SCHEDULE_MAX_DAYS} days ahead`);
  return at.getTime() > now.getTime() ? at : undefined;
}

type Texts = Record<string, { title: string; body: string }>;

/** The texts split into the default language's (required) and the others (each offered by the brand). */
export function splitTexts(tenant: Tenant, texts: Texts): { title: string; body: string; texts: InboxText[] } {
  const offered: readonly string[] = tenant.languages;
  const unknown = Object.keys(texts).filter((l) => !offered.includes(l));
  if (unknown.length > 0) throw invalid(`${tenant.id} does not offer ${unknown.join(', ')} (it offers ${offered.join(', ')})`);
  const main = texts[tenant.defaultLanguage];
  if (!main) throw invalid(`The message needs its text in the brand's default language (${tenant.defaultLanguage})`);
  return {
    title: main.title,
    body: main.body,
    texts: Object.entries(texts)
      .filter(([language]) => language !== tenant.defaultLanguage)
      .map(([language, t]) => ({ language, title: t.title, body: t.body })),
  };
}

/** Checks the languages and the time against the brand and the clock; splits the default language's text from the others. */
export function prepareSend(tenant: Tenant, body: ConsoleInboxBody, now: Date): PreparedSend {
  const visibleFrom = checkSendTime(body.sendAt, now);
  if (!('texts' in body)) return { input: { to: body.to, title: body.title, body: body.body }, texts: [], visibleFrom };
  const split = splitTexts(tenant, body.texts);
  return { input: { to: body.to, title: split.title, body: split.body }, texts: split.texts, visibleFrom };
}

/** A scheduled message's new texts (every language it keeps) and/or its new time. */
export const ConsoleInboxChange = v.strictObject({
  texts: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'a language code')), Text)),
  sendAt: SendAt,
});
export type ConsoleInboxChange = v.InferOutput<typeof ConsoleInboxChange>;

/** Checks a change like a new message (languages offered, default language present, the time). */
export function prepareChange(tenant: Tenant, body: ConsoleInboxChange, now: Date): ScheduledChange {
  if (!body.texts && body.sendAt === undefined) throw invalid('Nothing to change: give new texts, a new time or both');
  return {
    ...(body.texts ? { text: splitTexts(tenant, body.texts) } : {}),
    ...(body.sendAt === undefined ? {} : { visibleFrom: checkSendTime(body.sendAt, now) ?? null }),
  };
}

export type SentMessage = {
  id: number;
  audience: 'member' | 'rank' | 'all';
  /** the member's username or the rank; null for everyone */
  to: string | null;
  title: string;
  /** the brand's default language first, then the others the message has */
  languages: string[];
  sender: string;
  createdAt: string;
  /** when players see it: the chosen time, else when it was written */
  shownAt: string;
  /** not shown yet (and not cancelled): it can still be changed or cancelled */
  scheduled: boolean;
  /** when it was cancelled (never shown), else null */
  cancelledAt: string | null;
};

/** The brand's operator messages (not feedback answers), newest first, a page at a time. */
export async function sentMessages(
  db: Queryable,
  tenant: Tenant,
  now: Date,
  page: { page: number; pageSize: number },
): Promise<{ page: number; pageSize: number; total: number; rows: SentMessage[] }> {
  const [count] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM inbox_messages WHERE tenant_id = $1 AND kind = 'message'", [
    tenant.id,
  ]);
  const rows = await db.query<{
    id: string | number;
    audience: SentMessage['audience'];
    username: string | null;
    rank_label: string | null;
    title: string;
    languages: string[] | null;
    sender: string;
    created_at: Date;
    visible_from: Date | null;
    cancelled_at: Date | null;
  }>(
    `SELECT m.id, m.audience, mb.username, m.rank_label, m.title, m.sender, m.created_at, m.visible_from, m.cancelled_at,
            (SELECT array_agg(t.language ORDER BY t.language) FROM inbox_message_texts t WHERE t.message_id = m.id) AS languages
       FROM inbox_messages m LEFT JOIN members mb ON mb.id = m.member_id
      WHERE m.tenant_id = $1 AND m.kind = 'message' ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
    [tenant.id, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    ...page,
    total: count?.n ?? 0,
    rows: rows.map((r) => {
      const shown = new Date(r.visible_from ?? r.created_at);
      return {
        id: Number(r.id),
        audience: r.audience,
        to: r.audience === 'member' ? r.username : r.rank_label,
        title: r.title,
        languages: [tenant.defaultLanguage, ...(r.languages ?? [])],
        sender: r.sender,
        createdAt: new Date(r.created_at).toISOString(),
        shownAt: shown.toISOString(),
        scheduled: r.cancelled_at === null && shown.getTime() > now.getTime(),
        cancelledAt: r.cancelled_at && new Date(r.cancelled_at).toISOString(),
      };
    }),
  };
}
