/**
 * Inbox (INBOX3): operator messages to one player, to the players of a VIP rank (their
 * rank when they read, from the ledger) or to every player (those registered before it was sent),
 * with read marks per player. Bodies are stored as written; the inbox page shows markup sanitised
 * (DOMPurify, never as raw tags) and plain text as text. A message may carry its text in several
 * languages (the player reads his own, else the text in the brand's default language) and a time
 * from which it is shown (`visible_from`, read against the server clock); a message to every player
 * reaches those registered before it was shown. A message cancelled before its time (`cancelled_at`)
 * is never shown.
 */
import type { InboxMessage, InboxValue } from '../../src/contracts/member/inbox';
import { INBOX_PAGE_SIZE } from '../../src/contracts/member/inbox';
import type { Tenant } from '../../tenants/schema';
import type { MemberRow } from '../accounts/members';
import type { Queryable, SqlParam } from '../db/types';
import { ApiError } from '../http/api-error';
import { isMarketingBlocked } from '../rg/marketing';
import { rankStateOf } from './vip';

type Row = { id: string | number; title: string; body: string; created_at: Date; kind: 'message' | 'feedback'; read: boolean };

/**
 * The messages a player can see now: a WHERE clause over `m` with its parameters $2 to $5. During a
 * time-out or self-exclusion only messages to him alone (answers, account notes): messages to all
 * players or to a rank are marketing (server/rg/README.md).
 */
async function audience(db: Queryable, tenant: Tenant, member: MemberRow, now: Date): Promise<{ where: string; params: SqlParam[] }> {
  const rank = (await rankStateOf(db, tenant, member, now))?.labelId ?? '';
  const broadcasts = (await isMarketingBlocked(db, tenant, member, now)) ? 'FALSE AND ' : '';
  return {
    where: `m.tenant_id = $2 AND m.cancelled_at IS NULL AND (m.visible_from IS NULL OR m.visible_from <= $5) AND (m.member_id = $1 OR (${broadcasts}m.member_id IS NULL AND ${SHOWN_AT} >= $3 AND (m.audience = 'all' OR (m.audience = 'rank' AND m.rank_label = $4))))`,
    params: [tenant.id, member.created_at, rank, now],
  };
}

/** When a message is shown: its chosen time, else when it was written. */
const SHOWN_AT = 'COALESCE(m.visible_from, m.created_at)';

const view = (r: Row): InboxMessage => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  createdAt: new Date(r.created_at).toISOString(),
  read: r.read,
  kind: r.kind,
});

export async function unreadCount(db: Queryable, tenant: Tenant, member: MemberRow, now: Date): Promise<number> {
  const a = await audience(db, tenant, member, now);
  const [row] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM inbox_messages m WHERE ${a.where}
       AND NOT EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = m.id AND r.member_id = $1)`,
    [member.id, ...a.params],
  );
  return Number(row?.n ?? 0);
}

/** A page of the player's messages, newest shown first, in `language` where the message has it. */
export async function inboxPage(
  db: Queryable,
  tenant: Tenant,
  member: MemberRow,
  now: Date,
  pageNo: number,
  language: string = tenant.defaultLanguage,
): Promise<InboxValue> {
  const a = await audience(db, tenant, member, now);
  const [count] = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM inbox_messages m WHERE ${a.where}`, [
    member.id,
    ...a.params,
  ]);
  const total = Number(count?.n ?? 0);
  const rows = await db.query<Row>(
    `SELECT m.id, COALESCE(l.title, m.title) AS title, COALESCE(l.body, m.body) AS body, ${SHOWN_AT} AS created_at, m.kind,
            EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = m.id AND r.member_id = $1) AS read
       FROM inbox_messages m LEFT JOIN inbox_message_texts l ON l.message_id = m.id AND l.language = $6
      WHERE ${a.where} ORDER BY ${SHOWN_AT} DESC, m.id DESC LIMIT ${INBOX_PAGE_SIZE} OFFSET ${(pageNo - 1) * INBOX_PAGE_SIZE}`,
    [member.id, ...a.params, language],
  );
  return {
    list: rows.map(view),
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    unReadCount: await unreadCount(db, tenant, member, now),
  };
}

/** Marks one message read (once; a repeat changes nothing). A message the player cannot see is unknown. */
export async function markRead(db: Queryable, tenant: Tenant, member: MemberRow, now: Date, id: number): Promise<{ unReadCount: number }> {
  const a = await audience(db, tenant, member, now);
  const [seen] = await db.query(`SELECT 1 FROM inbox_messages m WHERE m.id = $6 AND ${a.where}`, [member.id, ...a.params, id]);
  if (!seen) throw new ApiError('member.inbox.unknown');
  await db.query('INSERT INTO inbox_reads (message_id, member_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    id,
    member.id,
    now,
  ]);
  return { unReadCount: await unreadCount(db, tenant, member, now) };
}

export type SendTarget = { memberId: number } | { rank: string } | 'all';
/** A message's text in one more language than the brand's default. */
export type InboxText = { language: string; title: string; body: string };

/**
 * Writes one message (operator side: operator.ts resolves the username and checks the rank first):
 * `title` and `body` in the brand's default language, `texts` in others, `visibleFrom` to show it later.
 */
export async function insertMessage(
  db: Queryable,
  tenant: Tenant,
  m: {
    target: SendTarget;
    title: string;
    body: string;
    kind?: 'message' | 'feedback';
    sender: string;
    now: Date;
    texts?: readonly InboxText[];
    visibleFrom?: Date;
  },
): Promise<number> {
  const t = m.target;
  const [audienceKind, memberId, rank] =
    t === 'all' ? ['all', null, null] : 'memberId' in t ? ['member', t.memberId, null] : ['rank', null, t.rank];
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO inbox_messages (tenant_id, audience, member_id, rank_label, kind, title, body, sender, created_at, visible_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [tenant.id, audienceKind, memberId, rank, m.kind ?? 'message', m.title, m.body, m.sender, m.now, m.visibleFrom ?? null],
  );
  const id = Number(row?.id);
  for (const text of m.texts ?? []) {
    await db.query('INSERT INTO inbox_message_texts (message_id, language, title, body) VALUES ($1, $2, $3, $4)', [
      id,
      text.language,
      text.title,
      text.body,
    ]);
  }
  return id;
}
