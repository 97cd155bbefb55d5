/**
 * What the brands area reads about a brand's agents: a page of agents (searched by username), and
 * one agent's file: its place in the tree (level, upline, rebate, quota), its direct downline (a
 * page) and every contract it gave or holds. Figures come from the agent module (`server/agent`).
 */
import type { Tenant } from '../../../tenants/schema';
import { type MemberRow, memberByUsername } from '../../accounts/members';
import { type ContractRecord, contractsOfMember } from '../../agent/contract-admin';
import { type AgentRow, agentRowOf, agentRows } from '../../agent/operator';
import { isAgentMember, PLAYER_ONLY_TYPES } from '../../agent/tree';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';

export type AgentListRow = {
  username: string;
  level: number;
  upline: string | null;
  rebate: number;
  quota: number;
  quotaUsed: number;
  affiliateCode: string | null;
  /** direct downline members (agents and players) */
  direct: number;
  createdAt: string;
};
export type AgentPage = { page: number; pageSize: number; total: number; rows: AgentListRow[] };

export type DownlineRow = {
  username: string;
  isAgent: boolean;
  rebate: number;
  /** the member's own direct downline */
  direct: number;
  joinedAt: string;
};
export type AgentFile = AgentListRow & {
  downline: { page: number; pageSize: number; total: number; rows: DownlineRow[] };
  contracts: ContractRecord[];
};

/** `%`, `_` and `\` are letters in a search, not patterns. */
const likeText = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const AGENT_WHERE = `m.tenant_id = $1 AND m.account_kind = 'player' AND m.member_type <> ALL($2::int[])`;

const listRowOf = ({ team, ...r }: AgentRow): AgentListRow => ({ ...r, direct: team });

/** One member's list row (its level, upline, rebate, quota and its use, direct downline). */
export async function listRow(q: Queryable, m: MemberRow): Promise<AgentListRow> {
  return listRowOf(await agentRowOf(q, m));
}

/**
 * The brand's agents whose username contains `q` (case-insensitive), by username, a page at a
 * time: two queries (the total, the page's rows) whatever the page size.
 */
export async function agentPage(db: Queryable, tenant: Tenant, query: { q: string; page: number; pageSize: number }): Promise<AgentPage> {
  const params = [tenant.id, [...PLAYER_ONLY_TYPES], likeText(query.q)];
  const where = `${AGENT_WHERE} AND lower(m.username) LIKE $3`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members m WHERE ${where}`, params);
  const rows = await agentRows(
    db,
    `SELECT m.id, m.username, m.affiliate_code, m.created_at, row_number() OVER (ORDER BY lower(m.username), m.id) AS ord
       FROM members m WHERE ${where} ORDER BY lower(m.username), m.id LIMIT $4 OFFSET $5`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { page: query.page, pageSize: query.pageSize, total: count?.n ?? 0, rows: rows.map(listRowOf) };
}

/** A player account of the brand that is an agent; anything else is not found. */
export async function agentOfBrand(db: Queryable, tenant: Tenant, username: string): Promise<MemberRow> {
  const m = await memberByUsername(db, tenant.merchantCode, username);
  if (!m || m.tenant_id !== tenant.id || m.account_kind !== 'player' || !isAgentMember(m))
    throw new ApiError('request.not.found', { message: `No agent "${username}" on ${tenant.id}` });
  return m;
}

export async function agentFile(
  db: Queryable,
  tenant: Tenant,
  username: string,
  downline: { page: number; pageSize: number },
): Promise<AgentFile> {
  const m = await agentOfBrand(db, tenant, username);
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_tree WHERE upline_id = $1', [m.id]);
  const rows = await db.query<{ username: string; member_type: number; rebate_bp: number; direct: number; joined_at: Date }>(
    `SELECT d.username, d.member_type, t.rebate_bp, t.joined_at,
            (SELECT count(*)::int FROM agent_tree c WHERE c.upline_id = d.id) AS direct
       FROM agent_tree t JOIN members d ON d.id = t.member_id
      WHERE t.upline_id = $1 ORDER BY lower(d.username), d.id LIMIT $2 OFFSET $3`,
    [m.id, downline.pageSize, (downline.page - 1) * downline.pageSize],
  );
  return {
    ...(await listRow(db, m)),
    downline: {
      ...downline,
      total: count?.n ?? 0,
      rows: rows.map((r) => ({
        username: r.username,
        isAgent: isAgentMember({ member_type: r.member_type, account_kind: 'player' }),
        rebate: r.rebate_bp,
        direct: r.direct,
        joinedAt: new Date(r.joined_at).toISOString(),
      })),
    },
    contracts: await contractsOfMember(db, tenant.id, m.id),
  };
}
