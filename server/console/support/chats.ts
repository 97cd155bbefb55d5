/**
 * The console's live support chat over a brand's players, on the support chat's own table and
 * functions (`server/support/messages.ts`): the conversation list (waiting first), one conversation
 * (after a cursor, for polling; the player's messages become read), an answer, close and reopen.
 * Every answer, close and reopen is written in one transaction with its audit record.
 */
import type { ChatMessage } from '../../../src/contracts/support/chat';
import type { Tenant } from '../../../tenants/schema';
import type { Db, Queryable } from '../../db/types';
import { checkedText } from '../../support/player';
import { addMessage, listMessages, listThreads, markRead, type ThreadSummary } from '../../support/messages';
import { recordAudit } from '../audit';
import type { StaffIdentity } from '../permissions';
import { memberOfBrand } from '../players/profile';

export type ConsoleThread = ThreadSummary & { brand: string; closed: boolean; waiting: boolean };

type StateRow = { member_id: number; closed_at: Date | null };

async function closedAt(db: Queryable, tenantId: string, memberIds: readonly number[]): Promise<Map<number, Date>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.query<StateRow>(
    'SELECT member_id, closed_at FROM support_conversation_state WHERE tenant_id = $1 AND member_id = ANY($2::integer[]) AND closed_at IS NOT NULL',
    [tenantId, memberIds],
  );
  return new Map(rows.flatMap((r) => (r.closed_at ? [[r.member_id, r.closed_at] as const] : [])));
}

/** Closed while the player has not written since it was closed. */
async function lastPlayerAt(db: Queryable, tenantId: string, memberId: number): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    "SELECT max(created_at) AS at FROM support_messages WHERE tenant_id = $1 AND member_id = $2 AND sender = 'player'",
    [tenantId, memberId],
  );
  return row?.at ?? null;
}

/** The brand's conversations: waiting ones (the player wrote last, still open) first, then the most recent. */
export async function consoleThreads(db: Queryable, tenant: Tenant): Promise<{ threads: ConsoleThread[]; cursor: number }> {
  const threads = await listThreads(db, tenant.id, 100);
  const closed = await closedAt(
    db,
    tenant.id,
    threads.map((t) => t.memberId),
  );
  const rows: ConsoleThread[] = [];
  for (const t of threads) {
    const at = closed.get(t.memberId);
    const playerAt = at ? await lastPlayerAt(db, tenant.id, t.memberId) : null;
    const isClosed = at !== undefined && (playerAt === null || playerAt <= at);
    rows.push({ ...t, brand: tenant.id, closed: isClosed, waiting: !isClosed && t.lastFrom === 'player' });
  }
  rows.sort((a, b) => Number(b.waiting) - Number(a.waiting));
  const [c] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM support_messages WHERE tenant_id = $1', [tenant.id]);
  return { threads: rows, cursor: c?.id ?? 0 };
}

export type Conversation = { memberId: number; username: string; closed: boolean; messages: ChatMessage[] };

/** One conversation after `after` (0: the latest page); the player's messages shown become read. */
export async function consoleConversation(
  db: Queryable,
  tenant: Tenant,
  memberId: number,
  after: number,
  now: Date,
): Promise<Conversation> {
  const m = await memberOfBrand(db, tenant, memberId);
  const thread = { tenantId: tenant.id, memberId: m.id };
  const messages = await listMessages(db, thread, after);
  const last = messages.at(-1);
  if (last) await markRead(db, thread, 'player', last.id, now);
  const at = (await closedAt(db, tenant.id, [m.id])).get(m.id);
  const playerAt = at ? await lastPlayerAt(db, tenant.id, m.id) : null;
  return { memberId: m.id, username: m.username, closed: at !== undefined && (playerAt === null || playerAt <= at), messages };
}

/** An answer into the player's chat, signed with the staff member's username. */
export async function answerChat(
  db: Db,
  tenant: Tenant,
  staff: StaffIdentity,
  memberId: number,
  text: string,
  now: Date,
): Promise<ChatMessage> {
  const body = checkedText(text);
  return db.transaction(async (tx) => {
    const m = await memberOfBrand(tx, tenant, memberId);
    const message = await addMessage(
      tx,
      { tenantId: tenant.id, memberId: m.id },
      { from: 'operator', operator: staff.username, text: body, now },
    );
    await recordAudit(tx, {
      staffId: staff.id,
      actor: staff.username,
      tenant: tenant.id,
      action: 'support.chat.answer',
      target: `member:${m.id}:${m.username}`,
      after: { messageId: message.id, text: body },
    });
    return message;
  });
}

/** Closes or reopens a conversation; answers whether it is closed now. */
export async function setClosed(
  db: Db,
  tenant: Tenant,
  staff: StaffIdentity,
  memberId: number,
  closed: boolean,
  now: Date,
): Promise<{ memberId: number; closed: boolean }> {
  return db.transaction(async (tx) => {
    const m = await memberOfBrand(tx, tenant, memberId);
    await tx.query(
      `INSERT INTO support_conversation_state (tenant_id, member_id, closed_at, closed_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, member_id) DO UPDATE SET closed_at = EXCLUDED.closed_at, closed_by = EXCLUDED.closed_by`,
      [tenant.id, m.id, closed ? now : null, closed ? staff.username : null],
    );
    await recordAudit(tx, {
      staffId: staff.id,
      actor: staff.username,
      tenant: tenant.id,
      action: closed ? 'support.chat.close' : 'support.chat.reopen',
      target: `member:${m.id}:${m.username}`,
      after: { closed },
    });
    return { memberId: m.id, closed };
  });
}
