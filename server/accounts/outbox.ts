/** The dev outbox: every SMS and e-mail the server would send, readable by tests and `ops outbox`. */
import type { Queryable } from '../db/types';

export type OutboxChannel = 'sms' | 'email';
export type OutboxRow = {
  id: number;
  tenant_id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
};

export async function writeOutbox(
  db: Queryable,
  m: { tenantId: string; channel: OutboxChannel; recipient: string; subject?: string; body: string; now: Date },
): Promise<void> {
  await db.query('INSERT INTO outbox (tenant_id, channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    m.tenantId,
    m.channel,
    m.recipient,
    m.subject ?? '',
    m.body,
    m.now,
  ]);
}

/** Latest first. */
export async function latestOutbox(
  db: Queryable,
  opts: { tenantId?: string; recipient?: string; limit?: number } = {},
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT * FROM outbox WHERE ($1::text IS NULL OR tenant_id = $1) AND ($2::text IS NULL OR recipient = $2)
     ORDER BY id DESC LIMIT $3`,
    [opts.tenantId ?? null, opts.recipient ?? null, opts.limit ?? 20],
  );
}
