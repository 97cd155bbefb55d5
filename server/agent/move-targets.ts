/**
 * The uplines a selection of downlines can move under, for the move form's search: agents of the
 * asking agent's team matched by part of a username, paged, leaving out what `transferDownlines` would
 * refuse: the members moving and everyone in their teams (a member never goes under its own team),
 * and agents whose rebate is below the highest rebate among the members moving. The asking agent
 * himself is always a target and is not listed.
 */
import type { Downline } from '../../src/contracts/agent/agent';
import type { Page } from '../../src/contracts/wallet/paging';
import type { AgentContext } from './context';
import { DOWNLINE_SELECT, type DownlineRow, toDownline } from './team';
import { PLAYER_ONLY_TYPES, TEAM_CTE } from './tree';

/** TEAM_CTE ($1) plus `moving` (team members named in $2) and `moved` (them and everyone below them). */
const MOVED_CTE = `${TEAM_CTE},
  moving AS (SELECT team.member_id FROM team JOIN members m ON m.id = team.member_id WHERE lower(m.username) = ANY($2::text[])),
  moved(member_id, depth) AS (
    SELECT member_id, 0 FROM moving
    UNION ALL
    SELECT t.member_id, moved.depth + 1 FROM agent_tree t JOIN moved ON t.upline_id = moved.member_id WHERE moved.depth < 50
  )`;

const WHERE = `WHERE m.member_type <> ALL($4::int[]) AND m.account_kind <> 'staff'
    AND ($3 = '' OR lower(m.username) LIKE '%' || lower($3) || '%')
    AND team.member_id NOT IN (SELECT member_id FROM moved)
    AND t.rebate_bp >= COALESCE((SELECT max(n.rebate_bp) FROM agent_tree n JOIN moving ON moving.member_id = n.member_id), 0)`;

export async function moveTargets(
  ctx: AgentContext,
  q: { pageNo: number; pageSize: number; username: string; moving: readonly string[] },
): Promise<Page<Downline>> {
  const params = [ctx.member.id, q.moving.map((u) => u.toLowerCase()), q.username.replace(/[%_\\]/g, ''), [...PLAYER_ONLY_TYPES]];
  const [count] = await ctx.db.query<{ n: number }>(
    `${MOVED_CTE} SELECT count(*)::int AS n FROM team JOIN members m ON m.id = team.member_id JOIN agent_tree t ON t.member_id = m.id ${WHERE}`,
    params,
  );
  const rows = await ctx.db.query<DownlineRow>(
    `${MOVED_CTE} ${DOWNLINE_SELECT} ${WHERE} ORDER BY lower(m.username), m.id LIMIT $5 OFFSET $6`,
    [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  const totalCount = count?.n ?? 0;
  return { list: rows.map(toDownline), pageNo: q.pageNo, pageSize: q.pageSize, totalCount, totalPages: Math.ceil(totalCount / q.pageSize) };
}
