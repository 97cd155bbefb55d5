/** Built fixtures for promotion tests: a promotion (announcement of type PR) and calls by contract. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PROMOTION_CALLS, type PromotionCallName } from '../../../src/contracts/promotions/calls';
import type { Queryable } from '../../db/types';
import { siteCall } from '../../test/site-call';

export type PromotionSpec = {
  tenantId?: string;
  start?: Date;
  end?: Date | null;
  imageRequired?: boolean;
  remarkRequired?: boolean;
  rewardAmount?: number | null;
  turnoverMultiple?: number;
  title?: string;
};

export async function insertPromotion(db: Queryable, s: PromotionSpec = {}): Promise<number> {
  const now = new Date();
  const start = s.start ?? new Date(now.getTime() - 86_400_000);
  const end = s.end === undefined ? null : s.end;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO announcements (tenant_id, type, start_date, end_date, no_expiry, image_required, remark_required, reward_amount, turnover_multiple, created_by, created_at, updated_at)
     VALUES ($1, 'PR', $2, $3, $4, $5, $6, $7, $8, 'test', $9, $9) RETURNING id`,
    [
      s.tenantId ?? 'royal',
      start,
      end,
      end === null,
      s.imageRequired ?? false,
      s.remarkRequired ?? false,
      s.rewardAmount === undefined ? 1000 : s.rewardAmount,
      s.turnoverMultiple ?? 0,
      now,
    ],
  );
  if (!row) throw new Error('no promotion');
  await db.query('INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)', [
    row.id,
    'en',
    s.title ?? `Promotion ${row.id}`,
    '<p>Details</p>',
  ]);
  return row.id;
}

export function promotionCall(
  app: FastifyInstance,
  who: { brand: string; token?: string },
  name: PromotionCallName,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return siteCall(app, who, PROMOTION_CALLS[name], o);
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
export const dataUrl = (bytes: Buffer, mime = 'image/png'): string => `data:${mime};base64,${bytes.toString('base64')}`;
