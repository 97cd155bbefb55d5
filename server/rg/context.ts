/** What every rg call gets: the database, the brand, the logged-in player, his session, the time. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Brand, loadBrand } from '../accounts/brand';
import type { MemberRow } from '../accounts/members';
import { authenticate, type SessionRow } from '../accounts/sessions';
import { clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';

export type RgContext = { db: Db; brand: Brand; member: MemberRow; session: SessionRow; now: Date; tenantId: string };

export async function rgContext(app: FastifyInstance, request: FastifyRequest): Promise<RgContext> {
  const brand = await loadBrand(app.db, request);
  const now = clock.now();
  const { member, session } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, now);
  if (member.account_kind !== 'player') throw new ApiError('rg.not.player');
  return { db: app.db, brand, member, session, now, tenantId: brand.tenant.id };
}
