/**
 * What an operator does with agents (`npm run ops -- agents ...` and `/ops/api/tenants/:tenant/agents*`):
 * list, create or promote agents, move a member under another agent, set quotas and rebates, run the
 * contract pay run. Errors are OpsError with a clear message. Every time written (joined, updated) is the
 * server's injectable clock (`server/clock.ts`).
 */
import type { Tenant } from '../../tenants/schema';
import { insertMember, type MemberRow, memberByUsername } from '../accounts/members';
import { hashPassword } from '../accounts/secrets';
import { clock } from '../clock';
import type { Db, Queryable, SqlParam } from '../db/types';
import { OpsError } from '../ops/actions';
import { payDueContracts } from './contracts';
import { giveAffiliateCode } from './team';
import { AGENT_MEMBER_TYPE, depthBelow, ensureNode, highestDownlineRebate, isAgentMember, nodeOf } from './tree';

export type AgentSummary = {
  username: string;
  level: number;
  upline: string | null;
  rebate: number;
  quota: number;
  quotaUsed: number;
  affiliateCode: string | null;
  team: number;
};

type RowSql = {
  id: number;
  username: string;
  affiliate_code: string | null;
  created_at: Date;
  upline: string | null;
  rebate: number;
  quota: number;
  quota_used: number;
  direct: number;
  ancestors: number;
};

/** An agent's summary with when the member was created. */
export type AgentRow = AgentSummary & { createdAt: string };

/**
 * The summaries of the members `source` selects (a SELECT of `members m` id, username,
 * affiliate_code and created_at with an `ord` column giving their order), in one statement whatever
 * their number: the tree node and upline joined, the direct downline and the sub-agents (the quota
 * used) counted by one aggregate, the level from one recursive walk up from every member at once.
 */
export async function agentRows(q: Queryable, source: string, params: readonly SqlParam[]): Promise<AgentRow[]> {
  const rows = await q.query<RowSql>(
    `WITH RECURSIVE picked AS (${source}),
       up(start_id, id, n) AS (
         SELECT p.id, t.upline_id, 1 FROM picked p JOIN agent_tree t ON t.member_id = p.id
         UNION ALL
         SELECT up.start_id, t.upline_id, up.n + 1 FROM agent_tree t JOIN up ON t.member_id = up.id WHERE up.id IS NOT NULL AND up.n < 50
       ),
       levels AS (SELECT start_id, count(id)::int AS ancestors FROM up GROUP BY start_id),
       below AS (
         SELECT c.upline_id, count(*)::int AS direct, count(*) FILTER (WHERE cm.member_type NOT IN (0, 4, 40))::int AS sub_agents
           FROM agent_tree c JOIN members cm ON cm.id = c.member_id
          WHERE c.upline_id IN (SELECT id FROM picked) GROUP BY c.upline_id
       )
     SELECT p.id, p.username, p.affiliate_code, p.created_at, u.username AS upline,
            COALESCE(t.rebate_bp, 0)::int AS rebate, COALESCE(t.quota, 0)::int AS quota,
            COALESCE(b.sub_agents, 0)::int AS quota_used, COALESCE(b.direct, 0)::int AS direct, COALESCE(l.ancestors, 0)::int AS ancestors
       FROM picked p
       LEFT JOIN agent_tree t ON t.member_id = p.id
       LEFT JOIN members u ON u.id = t.upline_id
       LEFT JOIN below b ON b.upline_id = p.id
       LEFT JOIN levels l ON l.start_id = p.id
      ORDER BY p.ord`,
    [...params],
  );
  return rows.map((r) => ({
    username: r.username,
    level: r.ancestors + 1,
    upline: r.upline,
    rebate: r.rebate,
    quota: r.quota,
    quotaUsed: r.quota_used,
    affiliateCode: r.affiliate_code,
    team: r.direct,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** One member's summary (one statement). */
export async function agentRowOf(q: Queryable, m: Pick<MemberRow, 'id' | 'username'>): Promise<AgentRow> {
  const [row] = await agentRows(q, 'SELECT m.id, m.username, m.affiliate_code, m.created_at, 1 AS ord FROM members m WHERE m.id = $1', [
    m.id,
  ]);
  if (!row) throw new OpsError(`No member "${m.username}".`);
  return row;
}

async function member(q: Queryable, tenant: Tenant, username: string): Promise<MemberRow> {
  const m = await memberByUsername(q, tenant.merchantCode, username);
  if (!m) throw new OpsError(`No member "${username}" on ${tenant.id}.`);
  return m;
}

function checkRebate(rebate: number): void {
  if (!Number.isInteger(rebate) || rebate < 0 || rebate > 1000 || rebate % 10 !== 0) {
    throw new OpsError('A rebate is in basis points, 0 to 1000, in steps of 10 (150 = 1.50 %).');
  }
}

export function createAgentOps(db: Db, tenantOf: (id: string) => Tenant) {
  async function summary(q: Queryable, m: MemberRow): Promise<AgentSummary> {
    const { createdAt: _created, ...row } = await agentRowOf(q, m);
    return row;
  }

  /** Every agent of the brand, by id, in one statement. */
  async function list(tenantId: string): Promise<AgentSummary[]> {
    const tenant = tenantOf(tenantId);
    const rows = await agentRows(
      db,
      `SELECT m.id, m.username, m.affiliate_code, m.created_at, m.id AS ord FROM members m
        WHERE m.tenant_id = $1 AND m.member_type NOT IN (0, 4, 40) AND m.account_kind = 'player'`,
      [tenant.id],
    );
    return rows.map(({ createdAt: _created, ...row }) => row);
  }

  /** Creates an agent (with a password) or promotes an existing player; optionally under an upline agent. */
  async function create(
    tenantId: string,
    o: { username: string; password?: string; upline?: string; rebate?: number; quota?: number; affiliateCode?: string; now?: Date },
  ): Promise<AgentSummary> {
    const tenant = tenantOf(tenantId);
    const now = o.now ?? clock.now();
    const rebate = o.rebate ?? 0;
    checkRebate(rebate);
    const quota = o.quota ?? 0;
    if (!Number.isInteger(quota) || quota < 0 || quota > 10_000) throw new OpsError('A quota is a whole number, 0 to 10000.');
    return db.transaction(async (tx) => {
      let m = await memberByUsername(tx, tenant.merchantCode, o.username);
      if (!m) {
        if (!o.password || o.password.length < 6)
          throw new OpsError(`"${o.username}" is new: give it a password (--password, at least 6 characters).`);
        m = await insertMember(tx, {
          tenantId: tenant.id,
          merchantCode: tenant.merchantCode,
          username: o.username,
          passwordHash: await hashPassword(o.password),
          memberType: AGENT_MEMBER_TYPE,
          affiliateCode: o.affiliateCode ?? null,
          now,
        });
      } else if (m.account_kind !== 'player') {
        throw new OpsError(`"${o.username}" is not a player account.`);
      } else if (!isAgentMember(m)) {
        await tx.query('UPDATE members SET member_type = $2 WHERE id = $1', [m.id, AGENT_MEMBER_TYPE]);
      }
      if (!m.affiliate_code && !o.affiliateCode) await giveAffiliateCode(tx, m.id, tenant.merchantCode);
      await ensureNode(tx, m, now);
      if (o.upline !== undefined) await moveUnder(tx, tenant, m, o.upline, now);
      const upNode = (await nodeOf(tx, m.id))?.uplineId;
      const upRebate = upNode ? ((await nodeOf(tx, upNode))?.rebate ?? 0) : 1000;
      if (rebate > upRebate) throw new OpsError(`The rebate ${rebate} is above the upline's (${upRebate}).`);
      await tx.query('UPDATE agent_tree SET rebate_bp = $2, quota = $3, updated_at = $4 WHERE member_id = $1', [m.id, rebate, quota, now]);
      const fresh = await memberByUsername(tx, tenant.merchantCode, o.username);
      if (!fresh) throw new OpsError('member vanished');
      return summary(tx, fresh);
    });
  }

  async function moveUnder(q: Queryable, tenant: Tenant, m: MemberRow, uplineName: string, now: Date): Promise<void> {
    if (uplineName === '' || uplineName === '-') {
      await ensureNode(q, m, now);
      await q.query('UPDATE agent_tree SET upline_id = NULL, updated_at = $2 WHERE member_id = $1', [m.id, now]);
      return;
    }
    const up = await member(q, tenant, uplineName);
    if (!isAgentMember(up)) throw new OpsError(`"${uplineName}" is not an agent.`);
    if (up.id === m.id || (await depthBelow(q, m.id, up.id)) !== null)
      throw new OpsError(`"${uplineName}" is in ${m.username}'s own team: that would make a loop.`);
    const upNode = await ensureNode(q, up, now);
    const own = await nodeOf(q, m.id);
    if (own && own.rebate > upNode.rebate)
      throw new OpsError(`${m.username}'s rebate (${own.rebate}) is above ${uplineName}'s (${upNode.rebate}).`);
    await q.query(
      `INSERT INTO agent_tree (member_id, tenant_id, upline_id, joined_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (member_id) DO UPDATE SET upline_id = $3, updated_at = $4`,
      [m.id, tenant.id, up.id, now],
    );
  }

  /** Moves a member (player or agent, with its team) under another agent (`-`: no upline). */
  async function move(tenantId: string, username: string, upline: string): Promise<AgentSummary> {
    const tenant = tenantOf(tenantId);
    return db.transaction(async (tx) => {
      const m = await member(tx, tenant, username);
      await moveUnder(tx, tenant, m, upline, clock.now());
      return summary(tx, m);
    });
  }

  async function setQuota(tenantId: string, username: string, quota: number): Promise<AgentSummary> {
    const tenant = tenantOf(tenantId);
    if (!Number.isInteger(quota) || quota < 0 || quota > 10_000) throw new OpsError('A quota is a whole number, 0 to 10000.');
    const m = await member(db, tenant, username);
    if (!isAgentMember(m)) throw new OpsError(`"${username}" is not an agent.`);
    const now = clock.now();
    await ensureNode(db, m, now);
    await db.query('UPDATE agent_tree SET quota = $2, updated_at = $3 WHERE member_id = $1', [m.id, quota, now]);
    return summary(db, m);
  }

  async function setRebate(tenantId: string, username: string, rebate: number): Promise<AgentSummary> {
    const tenant = tenantOf(tenantId);
    checkRebate(rebate);
    const m = await member(db, tenant, username);
    const now = clock.now();
    const node = await ensureNode(db, m, now);
    const upRebate = node.uplineId ? ((await nodeOf(db, node.uplineId))?.rebate ?? 0) : 1000;
    if (rebate > upRebate) throw new OpsError(`The rebate ${rebate} is above the upline's (${upRebate}).`);
    const floor = await highestDownlineRebate(db, m.id);
    if (rebate < floor) throw new OpsError(`The rebate ${rebate} is below what ${username} gave its own team (${floor}).`);
    await db.query('UPDATE agent_tree SET rebate_bp = $2, updated_at = $3 WHERE member_id = $1', [m.id, rebate, now]);
    return summary(db, m);
  }

  return {
    list,
    create,
    move,
    setQuota,
    setRebate,
    pay: (tenantId: string | undefined, now = clock.now()) => payDueContracts(db, now, tenantId ? tenantOf(tenantId).id : undefined),
  };
}
