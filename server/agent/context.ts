/** What every agent call gets: the database, the brand, the logged-in member, his tree node, the time. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Flags } from '../../src/contracts/flags';
import { type Brand, loadBrand, requireFlags } from '../accounts/brand';
import type { MemberRow } from '../accounts/members';
import { authenticate } from '../accounts/sessions';
import { clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';
import { ensureNode, isAgentMember, type TreeNode } from './tree';

export type MemberContext = { db: Db; brand: Brand; member: MemberRow; now: Date; tenantId: string };
export type AgentContext = MemberContext & { node: TreeNode };

/** Any logged-in member (the contract-request check, answering a contract). */
export async function memberContext(app: FastifyInstance, request: FastifyRequest): Promise<MemberContext> {
  const brand = await loadBrand(app.db, request);
  const now = clock.now();
  const { member } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, now);
  return { db: app.db, brand, member, now, tenantId: brand.tenant.id };
}

/** A logged-in agent (member type other than 0, 4, 40), with the brand's module flags checked. */
export async function agentContext(app: FastifyInstance, request: FastifyRequest, ...flags: (keyof Flags)[]): Promise<AgentContext> {
  const ctx = await memberContext(app, request);
  if (!isAgentMember(ctx.member)) throw new ApiError('agent.not.agent');
  requireFlags(ctx.brand, 'Agent', ...flags);
  return { ...ctx, node: await ensureNode(ctx.db, ctx.member, ctx.now) };
}
