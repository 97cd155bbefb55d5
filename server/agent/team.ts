/**
 * An agent's own view of its team: home, KPIs, downlines (list, detail, search), rebates, quotas,
 * moves, affiliate info. Every lookup of a downline goes through `downlineOf`, which answers only
 * members below the asking agent: another agent's downline is "not found", never shown or changed.
 */
import type { Affiliate, AgentHome, AgentProfile, Downline, DownlineDetail, Quotas, TeamKpi } from '../../src/contracts/agent/agent';
import { REBATE_STEP_BP } from '../../src/contracts/agent/agent';
import type { Page } from '../../src/contracts/wallet/paging';
import { type MemberRow, memberById, memberByUsername } from '../accounts/members';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { AgentContext } from './context';
import { contractFor, paidFor } from './contracts';
import { figuresOf } from './figures';
import { payPeriod, thisMonth, thisWeek, today } from './periods';
import {
  AGENT_MEMBER_TYPE,
  depthBelow,
  highestDownlineRebate,
  isAgentMember,
  levelOf,
  nodeOf,
  PLAYER_ONLY_TYPES,
  subAgentCount,
  TEAM_CTE,
  teamIds,
} from './tree';

export async function profileOf(q: Queryable, member: MemberRow): Promise<AgentProfile> {
  const node = await nodeOf(q, member.id);
  const upline = node?.uplineId ? await memberById(q, node.uplineId) : undefined;
  return {
    username: member.username,
    memberType: member.member_type,
    level: await levelOf(q, member.id),
    upline: upline?.username ?? null,
    rebate: node?.rebate ?? 0,
    quota: node?.quota ?? 0,
    quotaUsed: await subAgentCount(q, member.id),
    affiliateCode: member.affiliate_code,
  };
}

type AnnouncementRow = { id: number; title: string | null; content: string | null; start_date: Date };

/** Agent announcements (type A rows of `announcements`) in the request's language, en as fallback. */
export async function agentAnnouncements(ctx: AgentContext, language: string): Promise<AgentHome['announcements']> {
  if (!ctx.brand.flags.AGEANNOUNCE3) return [];
  const rows = await ctx.db.query<AnnouncementRow>(
    `SELECT a.id, COALESCE(l.title, e.title) AS title, COALESCE(l.content, e.content) AS content, a.start_date
     FROM announcements a
     LEFT JOIN announcement_texts l ON l.announcement_id = a.id AND l.language = $2
     LEFT JOIN announcement_texts e ON e.announcement_id = a.id AND e.language = 'en'
     WHERE a.tenant_id = $1 AND a.type = 'A' AND a.status = 'active' AND a.platform IN ('M', 'ALL')
       AND a.start_date <= $3 AND (a.no_expiry OR a.end_date > $3)
     ORDER BY a.sort_order, a.start_date DESC LIMIT 20`,
    [ctx.tenantId, language, ctx.now],
  );
  return rows
    .filter((r) => r.title !== null)
    .map((r) => ({ id: r.id, title: r.title ?? '', content: r.content ?? '', startDate: new Date(r.start_date).toISOString() }));
}

export async function agentHome(ctx: AgentContext, language: string): Promise<AgentHome> {
  return { profile: await profileOf(ctx.db, ctx.member), announcements: await agentAnnouncements(ctx, language) };
}

/** AGEINFO3: the team (the agent and everyone below) over today, this week, this month. */
export async function teamKpi(ctx: AgentContext): Promise<TeamKpi> {
  const below = await teamIds(ctx.db, ctx.member.id);
  const team = [ctx.member.id, ...below];
  const [a, b, c] = await Promise.all(
    [today(ctx.now), thisWeek(ctx.now), thisMonth(ctx.now)].map((p) => figuresOf(ctx.db, ctx.tenantId, team, p)),
  );
  const counts = await ctx.db.query<{ direct: number; agents: number }>(
    `${TEAM_CTE} SELECT count(*) FILTER (WHERE depth = 1)::int AS direct,
       count(*) FILTER (WHERE m.member_type NOT IN (0, 4, 40))::int AS agents
     FROM team JOIN members m ON m.id = team.member_id`,
    [ctx.member.id],
  );
  const direct = counts[0]?.direct ?? 0;
  const agents = counts[0]?.agents ?? 0;
  const contract = await contractFor(ctx.db, ctx.member.id, 'salary', 'active');
  const day = today(ctx.now);
  const todayFigures = a ?? (await figuresOf(ctx.db, ctx.tenantId, team, day));
  const estimate =
    contract && todayFigures.activePlayers >= contract.min_active ? Math.floor((todayFigures.turnover * contract.rate_bp) / 10_000) : 0;
  const yesterday = payPeriod('salary', new Date(day.from.getTime() - 1));
  return {
    TeamKPIA: todayFigures,
    TeamKPIB: b ?? todayFigures,
    TeamKPIC: c ?? todayFigures,
    Subordinate: { direct, total: below.length, agents, players: below.length - agents },
    CurrentDailySalary: {
      rate: contract?.rate_bp ?? null,
      minActive: contract?.min_active ?? null,
      turnover: todayFigures.turnover,
      activePlayers: todayFigures.activePlayers,
      estimate,
      lastPaid: contract ? await paidFor(ctx.db, contract.id, yesterday.from) : 0,
    },
  };
}

export type DownlineRow = {
  id: number;
  username: string;
  nickname: string | null;
  member_type: number;
  depth: number;
  upline: string;
  rebate_bp: number;
  team_size: number;
  joined_at: Date;
  last_login_at: Date | null;
};

/** One `Downline` row per member of `team` (TEAM_CTE), as `m` (member), `t` (its node), `u` (its upline). */
export const DOWNLINE_SELECT = `SELECT m.id, m.username, m.nickname, m.member_type, team.depth, u.username AS upline, t.rebate_bp, t.joined_at, m.last_login_at,
    (SELECT count(*)::int FROM agent_tree c WHERE c.upline_id = m.id) AS team_size
  FROM team JOIN members m ON m.id = team.member_id JOIN agent_tree t ON t.member_id = m.id JOIN members u ON u.id = t.upline_id`;

export const toDownline = (r: DownlineRow): Downline => ({
  username: r.username,
  nickname: r.nickname,
  memberType: r.member_type,
  isAgent: isAgentMember({ member_type: r.member_type, account_kind: 'player' }),
  depth: r.depth,
  upline: r.upline,
  rebate: r.rebate_bp,
  teamSize: r.team_size,
  joinedAt: new Date(r.joined_at).toISOString(),
  lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
});

export async function listDownlines(
  ctx: AgentContext,
  q: { pageNo: number; pageSize: number; username: string; scope: 'direct' | 'team'; role?: 'any' | 'agent' },
): Promise<Page<Downline>> {
  const where = `WHERE ($2 = '' OR lower(m.username) LIKE '%' || lower($2) || '%') AND ($3 = 'team' OR team.depth = 1)
    AND ($4 = 'any' OR (m.member_type <> ALL($5::int[]) AND m.account_kind <> 'staff'))`;
  const params = [ctx.member.id, q.username.replace(/[%_\\]/g, ''), q.scope, q.role ?? 'any', [...PLAYER_ONLY_TYPES]];
  const [count] = await ctx.db.query<{ n: number }>(
    `${TEAM_CTE} SELECT count(*)::int AS n FROM team JOIN members m ON m.id = team.member_id ${where}`,
    params,
  );
  const rows = await ctx.db.query<DownlineRow>(
    `${TEAM_CTE} ${DOWNLINE_SELECT} ${where} ORDER BY team.depth, t.joined_at DESC, m.id DESC LIMIT $6 OFFSET $7`,
    [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  const totalCount = count?.n ?? 0;
  return { list: rows.map(toDownline), pageNo: q.pageNo, pageSize: q.pageSize, totalCount, totalPages: Math.ceil(totalCount / q.pageSize) };
}

/** A member of the asking agent's team by username; anyone else is "not found". */
export async function downlineOf(
  ctx: AgentContext,
  username: string,
  q: Queryable = ctx.db,
): Promise<{ member: MemberRow; row: Downline }> {
  const member = await memberByUsername(q, ctx.brand.tenant.merchantCode, username);
  if (!member || member.id === ctx.member.id) throw new ApiError('agent.downline.not.found');
  const rows = await q.query<DownlineRow>(`${TEAM_CTE} ${DOWNLINE_SELECT} WHERE m.id = $2`, [ctx.member.id, member.id]);
  const row = rows[0];
  if (!row) throw new ApiError('agent.downline.not.found');
  return { member, row: toDownline(row) };
}

export async function downlineDetail(ctx: AgentContext, username: string): Promise<DownlineDetail> {
  const { member, row } = await downlineOf(ctx, username);
  const month = thisMonth(ctx.now);
  const team = [member.id, ...(await teamIds(ctx.db, member.id))];
  return {
    downline: row,
    month: await figuresOf(ctx.db, ctx.tenantId, team, month),
    ownMonth: await figuresOf(ctx.db, ctx.tenantId, [member.id], month),
  };
}

/**
 * Sets the rebates of downlines, all or none: each within the agent's own rebate and not below what
 * the downline already gave its own team; a player given a rebate becomes a sub-agent, which takes
 * one of the agent's quota.
 */
export async function updateDownlineRebates(ctx: AgentContext, list: readonly { username: string; rebate: number }[]): Promise<Downline[]> {
  return ctx.db.transaction(async (tx) => {
    const own = await nodeOf(tx, ctx.member.id);
    const ownRebate = own?.rebate ?? 0;
    let used = await subAgentCount(tx, ctx.member.id);
    const quota = own?.quota ?? 0;
    const out: Downline[] = [];
    for (const item of list) {
      const { member } = await downlineOf(ctx, item.username, tx);
      const depth = await depthBelow(tx, ctx.member.id, member.id);
      if (depth !== 1) throw new ApiError('agent.downline.not.found', { message: 'Rebates are set only for direct downlines' });
      if (item.rebate > ownRebate) throw new ApiError('agent.rebate.above.own', { value: { max: ownRebate } });
      const floor = await highestDownlineRebate(tx, member.id);
      if (item.rebate < floor) throw new ApiError('agent.rebate.below.team', { value: { min: floor } });
      const becomesAgent = item.rebate > 0 && !isAgentMember(member);
      if (becomesAgent) {
        if (used >= quota) throw new ApiError('agent.quota.exceeded', { value: { quota, used } });
        used++;
        await tx.query('UPDATE members SET member_type = $2 WHERE id = $1', [member.id, AGENT_MEMBER_TYPE]);
        if (!member.affiliate_code) await giveAffiliateCode(tx, member.id, member.merchant_code);
      }
      await tx.query('UPDATE agent_tree SET rebate_bp = $2, updated_at = $3 WHERE member_id = $1', [member.id, item.rebate, ctx.now]);
      out.push((await downlineOf(ctx, item.username, tx)).row);
    }
    return out;
  });
}

/** Moves downlines (all or none) to the agent himself or to an agent of his team. */
export async function transferDownlines(ctx: AgentContext, usernames: readonly string[], targetName: string): Promise<Downline[]> {
  return ctx.db.transaction(async (tx) => {
    let target: MemberRow;
    if (targetName.toLowerCase() === ctx.member.username.toLowerCase()) target = ctx.member;
    else {
      const found = await downlineOf(ctx, targetName, tx).catch(() => null);
      if (!found || !isAgentMember(found.member)) throw new ApiError('agent.transfer.target.invalid');
      target = found.member;
    }
    const targetRebate = (await nodeOf(tx, target.id))?.rebate ?? 0;
    const out: Downline[] = [];
    for (const name of usernames) {
      const { member } = await downlineOf(ctx, name, tx);
      if (member.id === target.id || (await depthBelow(tx, member.id, target.id)) !== null) throw new ApiError('agent.transfer.cycle');
      const rebate = (await nodeOf(tx, member.id))?.rebate ?? 0;
      if (rebate > targetRebate)
        throw new ApiError('agent.rebate.above.own', {
          value: { max: targetRebate },
          message: 'The downline holds a rebate above the new upline’s',
        });
      await tx.query('UPDATE agent_tree SET upline_id = $2, updated_at = $3 WHERE member_id = $1', [member.id, target.id, ctx.now]);
      out.push((await downlineOf(ctx, name, tx)).row);
    }
    return out;
  });
}

export async function giveAffiliateCode(q: Queryable, memberId: number, merchant: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = String(10_000_000 + Math.floor(Math.random() * 90_000_000));
    const taken = await q.query('SELECT 1 FROM members WHERE merchant_code = $1 AND affiliate_code = $2', [merchant, code]);
    if (taken.length === 0) {
      await q.query('UPDATE members SET affiliate_code = $2 WHERE id = $1', [memberId, code]);
      return code;
    }
  }
  throw new Error('could not find a free affiliate code');
}

export async function affiliateOf(ctx: AgentContext): Promise<Affiliate> {
  const code = ctx.member.affiliate_code ?? (await giveAffiliateCode(ctx.db, ctx.member.id, ctx.member.merchant_code));
  const month = thisMonth(ctx.now);
  const [row] = await ctx.db.query<{ total: number; month: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE m.created_at >= $2 AND m.created_at < $3)::int AS month
     FROM agent_tree t JOIN members m ON m.id = t.member_id WHERE t.upline_id = $1 AND m.referrer_id = $1`,
    [ctx.member.id, month.from, month.to],
  );
  return {
    affiliateCode: code,
    registerPath: `/m/register?affiliateCode=${code}`,
    registrations: row?.total ?? 0,
    registrationsThisMonth: row?.month ?? 0,
  };
}

export async function quotasOf(ctx: AgentContext): Promise<Quotas> {
  const used = await subAgentCount(ctx.db, ctx.member.id);
  return { quota: ctx.node.quota, used, left: Math.max(0, ctx.node.quota - used) };
}

export function rebateSettingsOf(ctx: AgentContext): { rebate: number; maxDownlineRebate: number; step: number } {
  return { rebate: ctx.node.rebate, maxDownlineRebate: ctx.node.rebate, step: REBATE_STEP_BP };
}
