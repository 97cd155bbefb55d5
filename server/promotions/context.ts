/** What every player promotion call gets: the database, the brand, the logged-in player, the time. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Brand, loadBrand } from '../accounts/brand';
import type { MemberRow } from '../accounts/members';
import { authenticate } from '../accounts/sessions';
import { clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';

export type PromotionContext = { db: Db; brand: Brand; member: MemberRow; now: Date; tenantId: string };

export async function promotionContext(app: FastifyInstance, request: FastifyRequest): Promise<PromotionContext> {
  const brand = await loadBrand(app.db, request);
  const now = clock.now();
  const { member } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, now);
  if (member.account_kind !== 'player' || member.trial) throw new ApiError('promotion.not.player');
  return { db: app.db, brand, member, now, tenantId: brand.tenant.id };
}
