/**
 * The agent tree (`agent_tree`, migration 130): who is whose downline, rebates and quotas. An agent
 * is a player account with a member type other than 0, 4, 40 (DECISIONS.md); sub-agents get
 * AGENT_MEMBER_TYPE when their upline gives them a rebate.
 */
import type { MemberRow } from '../accounts/members';
import type { Queryable } from '../db/types';

/** The member type an agent (or sub-agent) account gets. */
export const AGENT_MEMBER_TYPE = 1;
export const PLAYER_ONLY_TYPES: readonly number[] = [0, 4, 40];
export const isAgentMember = (m: Pick<MemberRow, 'member_type' | 'account_kind'>): boolean =>
  m.account_kind !== 'staff' && !PLAYER_ONLY_TYPES.includes(m.member_type);

export type TreeNode = { memberId: number; tenantId: string; uplineId: number | null; rebate: number; quota: number; joinedAt: Date };
type NodeRow = { member_id: number; tenant_id: string; upline_id: number | null; rebate_bp: number; quota: number; joined_at: Date };
const toNode = (r: NodeRow): TreeNode => ({
  memberId: r.member_id,
  tenantId: r.tenant_id,
  uplineId: r.upline_id,
  rebate: r.rebate_bp,
  quota: r.quota,
  joinedAt: new Date(r.joined_at),
});

export async function nodeOf(q: Queryable, memberId: number): Promise<TreeNode | undefined> {
  const rows = await q.query<NodeRow>('SELECT * FROM agent_tree WHERE member_id = $1', [memberId]);
  return rows[0] ? toNode(rows[0]) : undefined;
}

/** The member's node, created (top of its own tree, no rebate, no quota) when missing. */
export async function ensureNode(q: Queryable, member: MemberRow, now: Date): Promise<TreeNode> {
  await q.query(
    `INSERT INTO agent_tree (member_id, tenant_id, joined_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (member_id) DO NOTHING`,
    [member.id, member.tenant_id, now],
  );
  const node = await nodeOf(q, member.id);
  if (!node) throw new Error('agent_tree: node missing after insert');
  return node;
}

/** A registration with an agent's affiliate code joins the agent's team. */
export async function attachDownline(q: Queryable, tenantId: string, memberId: number, agentId: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO agent_tree (member_id, tenant_id, upline_id, joined_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (member_id) DO UPDATE SET upline_id = $3, updated_at = $4`,
    [memberId, tenantId, agentId, now],
  );
}

/** Recursive CTE `team(member_id, depth)`: every member below $1 (depth 1 = direct downline). */
export const TEAM_CTE = `WITH RECURSIVE team(member_id, depth) AS (
    SELECT member_id, 1 FROM agent_tree WHERE upline_id = $1
    UNION ALL
    SELECT t.member_id, team.depth + 1 FROM agent_tree t JOIN team ON t.upline_id = team.member_id WHERE team.depth < 50
  )`;

/** Ids of every member below the agent (not the agent himself). */
export async function teamIds(q: Queryable, agentId: number): Promise<number[]> {
  const rows = await q.query<{ member_id: number }>(`${TEAM_CTE} SELECT member_id FROM team`, [agentId]);
  return rows.map((r) => r.member_id);
}

/** Depth of `memberId` below `agentId` (1 = direct), or null when not in the agent's team. */
export async function depthBelow(q: Queryable, agentId: number, memberId: number): Promise<number | null> {
  const rows = await q.query<{ depth: number }>(`${TEAM_CTE} SELECT depth FROM team WHERE member_id = $2`, [agentId, memberId]);
  return rows[0]?.depth ?? null;
}

/** Direct sub-agents (members below with agent rights): what the quota counts. */
export async function subAgentCount(q: Queryable, agentId: number): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM agent_tree t JOIN members m ON m.id = t.member_id
     WHERE t.upline_id = $1 AND m.member_type NOT IN (0, 4, 40)`,
    [agentId],
  );
  return rows[0]?.n ?? 0;
}

/** The highest rebate among the member's direct downlines (a sub-agent cannot go below it). */
export async function highestDownlineRebate(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT COALESCE(max(rebate_bp), 0)::int AS n FROM agent_tree WHERE upline_id = $1', [
    memberId,
  ]);
  return rows[0]?.n ?? 0;
}

/** Level of an agent: 1 for a top agent, one more per upline. */
export async function levelOf(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `WITH RECURSIVE up(id, n) AS (
       SELECT upline_id, 1 FROM agent_tree WHERE member_id = $1
       UNION ALL SELECT t.upline_id, up.n + 1 FROM agent_tree t JOIN up ON t.member_id = up.id WHERE up.id IS NOT NULL AND up.n < 50
     ) SELECT count(*)::int AS n FROM up WHERE id IS NOT NULL`,
    [memberId],
  );
  return (rows[0]?.n ?? 0) + 1;
}
