/**
 * Scheduled inbox messages (a `visible_from` still ahead of the server clock): read one with every
 * language's text, change its texts and time, or cancel it, while no player can see it yet. A
 * message already shown (or sent without a time), a feedback answer and a cancelled message are
 * refused with a clear error. Each change locks the message's row, so a cancel and a change (or two
 * of either) made at the same moment are decided one after the other. Used by the console's support
 * area, the operator API and `npm run ops -- inbox`, each writing its audit record in the same
 * transaction.
 */
import type { Tenant } from '../../tenants/schema';
import type { Queryable } from '../db/types';
import { OpsError } from '../ops/actions';
import type { InboxText } from './inbox';

/** A message's texts by language (the brand's default language first) and when it is shown. */
export type ScheduledMessage = {
  id: number;
  audience: 'member' | 'rank' | 'all';
  /** the member's username or the rank; null for everyone */
  to: string | null;
  texts: Record<string, { title: string; body: string }>;
  /** when players see it: the chosen time, else when it was written */
  shownFrom: string;
  scheduled: boolean;
  cancelledAt: string | null;
  cancelledBy: string | null;
  sender: string;
};

type Row = {
  id: string | number;
  audience: ScheduledMessage['audience'];
  username: string | null;
  rank_label: string | null;
  kind: 'message' | 'feedback';
  title: string;
  body: string;
  sender: string;
  created_at: Date;
  visible_from: Date | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
};

async function rowOf(q: Queryable, tenant: Tenant, id: number, lock: boolean): Promise<Row> {
  const [row] = await q.query<Row>(
    `SELECT m.id, m.audience, mb.username, m.rank_label, m.kind, m.title, m.body, m.sender, m.created_at, m.visible_from,
            m.cancelled_at, m.cancelled_by
       FROM inbox_messages m LEFT JOIN members mb ON mb.id = m.member_id
      WHERE m.tenant_id = $1 AND m.id = $2${lock ? ' FOR UPDATE OF m' : ''}`,
    [tenant.id, id],
  );
  if (row?.kind !== 'message') throw new OpsError(`No message #${id} on ${tenant.id}.`);
  return row;
}

async function view(q: Queryable, tenant: Tenant, row: Row, now: Date): Promise<ScheduledMessage> {
  const others = await q.query<InboxText>('SELECT language, title, body FROM inbox_message_texts WHERE message_id = $1 ORDER BY language', [
    row.id,
  ]);
  const shown = new Date(row.visible_from ?? row.created_at);
  return {
    id: Number(row.id),
    audience: row.audience,
    to: row.audience === 'member' ? row.username : row.rank_label,
    texts: Object.fromEntries([
      [tenant.defaultLanguage, { title: row.title, body: row.body }],
      ...others.map((t) => [t.language, { title: t.title, body: t.body }]),
    ]),
    shownFrom: shown.toISOString(),
    scheduled: row.cancelled_at === null && shown.getTime() > now.getTime(),
    cancelledAt: row.cancelled_at && new Date(row.cancelled_at).toISOString(),
    cancelledBy: row.cancelled_by,
    sender: row.sender,
  };
}

/** The message with every language's text, its time and state. */
export async function scheduledMessage(q: Queryable, tenant: Tenant, id: number, now: Date): Promise<ScheduledMessage> {
  return view(q, tenant, await rowOf(q, tenant, id, false), now);
}

/** Locks the message and refuses it unless it is still waiting for its time. */
async function stillScheduled(q: Queryable, tenant: Tenant, id: number, now: Date, what: string): Promise<ScheduledMessage> {
  const before = await view(q, tenant, await rowOf(q, tenant, id, true), now);
  if (before.cancelledAt) throw new OpsError(`Message #${id} is cancelled: it cannot be ${what}.`);
  if (!before.scheduled) throw new OpsError(`Message #${id} was shown at ${before.shownFrom}: a message already shown cannot be ${what}.`);
  return before;
}

/** Cancels a message whose time has not come: no player will see it. */
export async function cancelScheduled(
  q: Queryable,
  tenant: Tenant,
  id: number,
  by: string,
  now: Date,
): Promise<{ before: ScheduledMessage; after: ScheduledMessage }> {
  const before = await stillScheduled(q, tenant, id, now, 'cancelled');
  await q.query('UPDATE inbox_messages SET cancelled_at = $2, cancelled_by = $3 WHERE id = $1', [id, now, by]);
  return { before, after: await scheduledMessage(q, tenant, id, now) };
}

export type ScheduledChange = {
  /** the default language's text and the others' (all of them: a language left out is removed); absent: kept */
  text?: { title: string; body: string; texts: readonly InboxText[] };
  /** the new time (absent: kept; null: now, which shows it at once) */
  visibleFrom?: Date | null;
};

/** Changes the texts and/or the time of a message whose time has not come. */
export async function changeScheduled(
  q: Queryable,
  tenant: Tenant,
  id: number,
  change: ScheduledChange,
  now: Date,
): Promise<{ before: ScheduledMessage; after: ScheduledMessage }> {
  if (!change.text && change.visibleFrom === undefined) throw new OpsError('Nothing to change: give new texts, a new time or both.');
  const before = await stillScheduled(q, tenant, id, now, 'changed');
  if (change.text) {
    await q.query('UPDATE inbox_messages SET title = $2, body = $3 WHERE id = $1', [id, change.text.title, change.text.body]);
    await q.query('DELETE FROM inbox_message_texts WHERE message_id = $1', [id]);
    for (const t of change.text.texts) {
      await q.query('INSERT INTO inbox_message_texts (message_id, language, title, body) VALUES ($1, $2, $3, $4)', [
        id,
        t.language,
        t.title,
        t.body,
      ]);
    }
  }
  if (change.visibleFrom !== undefined) {
    await q.query('UPDATE inbox_messages SET visible_from = $2 WHERE id = $1', [id, change.visibleFrom ?? now]);
  }
  return { before, after: await scheduledMessage(q, tenant, id, now) };
}
