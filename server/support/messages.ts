/**
 * The support_messages table: one conversation per player of a brand. Every query names the brand
 * (tenant_id) and the player (member_id), so no call can read or mark another player's messages.
 */
import type { ChatMessage } from '../../src/contracts/support/chat';
import { CHAT_PAGE_SIZE } from '../../src/contracts/support/chat';
import type { Queryable } from '../db/types';

type Row = { id: number; sender: 'player' | 'operator'; body: string; created_at: Date; read_at: Date | null };

const toMessage = (r: Row): ChatMessage => ({
  id: r.id,
  from: r.sender,
  text: r.body,
  at: r.created_at.toISOString(),
  read: r.read_at !== null,
});

export type Thread = { tenantId: string; memberId: number };

export async function addMessage(
  db: Queryable,
  t: Thread,
  m: { from: 'player' | 'operator'; operator?: string; text: string; now: Date },
): Promise<ChatMessage> {
  const rows = await db.query<Row>(
    `INSERT INTO support_messages (tenant_id, member_id, sender, operator_name, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, sender, body, created_at, read_at`,
    [t.tenantId, t.memberId, m.from, m.from === 'operator' ? (m.operator ?? 'operator') : null, m.text, m.now],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return toMessage(row);
}

/** The latest page of the conversation (after `after`, oldest first). */
export async function listMessages(db: Queryable, t: Thread, after = 0): Promise<ChatMessage[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM (
       SELECT id, sender, body, created_at, read_at FROM support_messages
       WHERE tenant_id = $1 AND member_id = $2 AND id > $3 ORDER BY id DESC LIMIT ${CHAT_PAGE_SIZE}
     ) page ORDER BY id`,
    [t.tenantId, t.memberId, after],
  );
  return rows.map(toMessage);
}

/** Unread messages written by `from` (the player counts operator answers, operators count player messages). */
export async function unreadFrom(db: Queryable, t: Thread, from: 'player' | 'operator'): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM support_messages WHERE tenant_id = $1 AND member_id = $2 AND sender = $3 AND read_at IS NULL',
    [t.tenantId, t.memberId, from],
  );
  return rows[0]?.n ?? 0;
}

/** Marks messages written by `from` up to id `upTo` as read; returns how many changed. */
export async function markRead(db: Queryable, t: Thread, from: 'player' | 'operator', upTo: number, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE support_messages SET read_at = $5
     WHERE tenant_id = $1 AND member_id = $2 AND sender = $3 AND id <= $4 AND read_at IS NULL RETURNING id`,
    [t.tenantId, t.memberId, from, upTo, now],
  );
  return rows.length;
}

export type ThreadSummary = {
  username: string;
  memberId: number;
  messages: number;
  unread: number;
  lastAt: string;
  lastText: string;
  lastFrom: 'player' | 'operator';
};

/** A brand's conversations, the most recent first (for operators). */
export async function listThreads(db: Queryable, tenantId: string, limit = 50): Promise<ThreadSummary[]> {
  const rows = await db.query<{
    username: string;
    member_id: number;
    messages: number;
    unread: number;
    last_at: Date;
    last_text: string;
    last_from: 'player' | 'operator';
  }>(
    `SELECT m.username, s.member_id, s.messages, s.unread, l.created_at AS last_at, l.body AS last_text, l.sender AS last_from
     FROM (
       SELECT member_id, count(*)::integer AS messages, max(id) AS last_id,
              count(*) FILTER (WHERE sender = 'player' AND read_at IS NULL)::integer AS unread
       FROM support_messages WHERE tenant_id = $1 GROUP BY member_id
     ) s
     JOIN support_messages l ON l.id = s.last_id
     JOIN members m ON m.id = s.member_id AND m.tenant_id = $1
     ORDER BY s.last_id DESC LIMIT $2`,
    [tenantId, limit],
  );
  return rows.map((r) => ({
    username: r.username,
    memberId: r.member_id,
    messages: r.messages,
    unread: r.unread,
    lastAt: r.last_at.toISOString(),
    lastText: r.last_text,
    lastFrom: r.last_from,
  }));
}
