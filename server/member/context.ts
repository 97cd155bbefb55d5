/** What every member-centre call gets: the database, the brand as it is now, the player, the time. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Flags } from '../../src/contracts/flags';
import { type Brand, loadBrand } from '../accounts/brand';
import { featureOff } from '../accounts/errors';
import type { MemberRow } from '../accounts/members';
import { authenticate } from '../accounts/sessions';
import { clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';

export type MemberContext = { db: Db; brand: Brand; member: MemberRow; now: Date; tenantId: string };

export async function memberContext(app: FastifyInstance, request: FastifyRequest): Promise<MemberContext> {
  const brand = await loadBrand(app.db, request);
  const now = clock.now();
  const { member } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, now);
  if (member.account_kind !== 'player') throw new ApiError('member.not.player');
  return { db: app.db, brand, member, now, tenantId: brand.tenant.id };
}

/** Refuses the call unless the brand's flag (module id) is on. */
export function requireModule(ctx: MemberContext, what: string, key: keyof Flags): void {
  if (!ctx.brand.flags[key]) throw featureOff(`${what} (${key})`);
}

/** Trial (free-play) accounts have no member centre that keeps or pays anything. */
export function requireRealAccount(ctx: MemberContext): void {
  if (ctx.member.trial) throw new ApiError('member.trial');
}
