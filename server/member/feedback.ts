/**
 * Feedback (FEEDBACK3): 140 characters and up to 3 pictures, stored for operators, who
 * read it (`npm run ops -- feedback list`) and answer into the player's inbox (`feedback answer`).
 */
import type { FeedbackItem } from '../../src/contracts/member/feedback';
import type { Queryable } from '../db/types';
import type { MemberContext } from './context';
import { decodePictures } from './uploads';

export async function submitFeedback(ctx: MemberContext, input: { content: string; pictures: string[] }): Promise<FeedbackItem> {
  const pictures = decodePictures(input.pictures);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string | number }>(
      'INSERT INTO feedback (tenant_id, member_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [ctx.tenantId, ctx.member.id, input.content, ctx.now],
    );
    const id = Number(row?.id);
    for (const [i, p] of pictures.entries()) {
      await tx.query(
        `INSERT INTO feedback_pictures (feedback_id, seq, mime, size, sha256, content) VALUES ($1, $2, $3, $4, $5, decode($6, 'hex'))`,
        [id, i + 1, p.mime, p.bytes.length, p.sha256, p.bytes.toString('hex')],
      );
    }
    return { id, content: input.content, pictures: pictures.length, createdAt: ctx.now.toISOString(), answer: null, answeredAt: null };
  });
}

type FeedbackRow = {
  id: string | number;
  member_id: number;
  username: string;
  content: string;
  created_at: Date;
  pictures: string | number;
  answer: string | null;
  answered_at: Date | null;
};

const SELECT = `SELECT f.id, f.member_id, mb.username, f.content, f.created_at, f.answered_at, m.body AS answer,
       (SELECT count(*) FROM feedback_pictures p WHERE p.feedback_id = f.id) AS pictures
  FROM feedback f JOIN members mb ON mb.id = f.member_id LEFT JOIN inbox_messages m ON m.id = f.answer_message_id`;

export type FeedbackRecord = FeedbackItem & { username: string; memberId: number };

const view = (r: FeedbackRow): FeedbackRecord => ({
  id: Number(r.id),
  memberId: r.member_id,
  username: r.username,
  content: r.content,
  pictures: Number(r.pictures),
  createdAt: new Date(r.created_at).toISOString(),
  answer: r.answer,
  answeredAt: r.answered_at ? new Date(r.answered_at).toISOString() : null,
});

export async function myFeedback(ctx: MemberContext): Promise<FeedbackItem[]> {
  const rows = await ctx.db.query<FeedbackRow>(`${SELECT} WHERE f.tenant_id = $1 AND f.member_id = $2 ORDER BY f.id DESC LIMIT 50`, [
    ctx.tenantId,
    ctx.member.id,
  ]);
  return rows.map(view).map(({ username: _u, memberId: _m, ...item }) => item);
}

export async function feedbackForOperator(db: Queryable, tenantId: string, which: 'open' | 'all'): Promise<FeedbackRecord[]> {
  const open = which === 'open' ? 'AND f.answer_message_id IS NULL' : '';
  const rows = await db.query<FeedbackRow>(`${SELECT} WHERE f.tenant_id = $1 ${open} ORDER BY f.id DESC LIMIT 200`, [tenantId]);
  return rows.map(view);
}

export async function feedbackPicture(
  db: Queryable,
  tenantId: string,
  id: number,
  seq: number,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ mime: string; content: Uint8Array }>(
    'SELECT p.mime, p.content FROM feedback_pictures p JOIN feedback f ON f.id = p.feedback_id WHERE f.tenant_id = $1 AND p.feedback_id = $2 AND p.seq = $3',
    [tenantId, id, seq],
  );
  return row ? { mime: row.mime, bytes: Buffer.from(row.content) } : null;
}
