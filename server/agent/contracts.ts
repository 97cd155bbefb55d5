/**
 * Contracts (daily salary, dividend, hourly salary): an upline agent offers one to a direct
 * sub-agent; the sub-agent sees the pending request (`/wps/member/info/funds/consolidated`) and
 * accepts or refuses. The pay run (`payDueContracts`) pays every ended period of an active contract
 * once: a payment row per (contract, period) and a ledger posting from `house:agent`.
 */
import type { Contract, ContractKind, ContractPayment, ContractRequests, ContractView } from '../../src/contracts/agent/agent';
import { HOUSE_ACCOUNTS, type TxCode } from '../../src/contracts/wallet/tx-codes';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { postLedgerTransaction } from '../wallet/ledger';
import { lockMember } from '../wallet/lock';
import { minor } from '../wallet/minor';
import type { AgentContext, MemberContext } from './context';
import { figuresOf } from './figures';
import { endedPeriods, type Period } from './periods';
import { depthBelow, isAgentMember, teamIds } from './tree';

export type ContractRow = {
  id: number;
  tenant_id: string;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  rate_bp: number;
  min_active: number;
  status: Contract['status'];
  created_at: Date;
  responded_at: Date | null;
  ended_at: Date | null;
  upline: string;
  downline: string;
};

const SELECT = `SELECT c.*, u.username AS upline, d.username AS downline FROM agent_contracts c
  JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  kind: r.kind,
  upline: r.upline,
  downline: r.downline,
  rate: r.rate_bp,
  minActive: r.min_active,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
  respondedAt: r.responded_at ? new Date(r.responded_at).toISOString() : null,
});

export const TX_OF: Record<ContractKind, TxCode> = { salary: 'AGENT_SALARY', dividend: 'AGENT_DIVIDEND', hourly: 'AGENT_HOURLY' };

export async function contractFor(
  q: Queryable,
  downlineId: number,
  kind: ContractKind,
  status?: Contract['status'],
): Promise<ContractRow | undefined> {
  const rows = await q.query<ContractRow>(
    `${SELECT} WHERE c.downline_id = $1 AND c.kind = $2 AND ($3::text IS NULL OR c.status = $3) ORDER BY c.id DESC LIMIT 1`,
    [downlineId, kind, status ?? null],
  );
  return rows[0];
}

export async function paidFor(q: Queryable, contractId: number, periodStart: Date): Promise<number> {
  const rows = await q.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM agent_contract_payments WHERE contract_id = $1 AND period_start = $2',
    [contractId, periodStart],
  );
  return minor(rows[0]?.amount ?? '0');
}

export async function contractView(ctx: MemberContext, kind: ContractKind): Promise<ContractView> {
  const mine = await contractFor(ctx.db, ctx.member.id, kind);
  const payments = mine
    ? await ctx.db.query<{ period_start: Date; period_end: Date; base: string; active_players: number; amount: string }>(
        `SELECT p.period_start, p.period_end, p.base::text AS base, p.active_players, p.amount::text AS amount
         FROM agent_contract_payments p JOIN agent_contracts c ON c.id = p.contract_id
         WHERE c.downline_id = $1 AND c.kind = $2 ORDER BY p.period_start DESC LIMIT 50`,
        [ctx.member.id, kind],
      )
    : [];
  const offered = await ctx.db.query<ContractRow>(`${SELECT} WHERE c.upline_id = $1 AND c.kind = $2 ORDER BY c.id DESC LIMIT 100`, [
    ctx.member.id,
    kind,
  ]);
  return {
    kind,
    mine: mine ? toContract(mine) : null,
    payments: payments.map(
      (p): ContractPayment => ({
        periodStart: new Date(p.period_start).toISOString(),
        periodEnd: new Date(p.period_end).toISOString(),
        base: minor(p.base),
        activePlayers: p.active_players,
        amount: minor(p.amount),
      }),
    ),
    offered: offered.map(toContract),
  };
}

/** An upline agent offers a contract to one of its direct sub-agents. */
export async function offerContract(
  ctx: AgentContext,
  input: { kind: ContractKind; username: string; rate: number; minActive: number },
): Promise<Contract> {
  const rows = await ctx.db.query<{ id: number; member_type: number; account_kind: 'player' | 'agent' | 'staff' }>(
    'SELECT id, member_type, account_kind FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [ctx.brand.tenant.merchantCode, input.username],
  );
  const target = rows[0];
  if (!target || target.id === ctx.member.id || (await depthBelow(ctx.db, ctx.member.id, target.id)) === null)
    throw new ApiError('agent.downline.not.found');
  if ((await depthBelow(ctx.db, ctx.member.id, target.id)) !== 1 || !isAgentMember(target)) throw new ApiError('agent.contract.not.direct');
  try {
    const [created] = await ctx.db.query<{ id: number }>(
      `INSERT INTO agent_contracts (tenant_id, kind, upline_id, downline_id, rate_bp, min_active, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
      [ctx.tenantId, input.kind, ctx.member.id, target.id, input.rate, input.minActive, ctx.now],
    );
    const row = (await ctx.db.query<ContractRow>(`${SELECT} WHERE c.id = $1`, [created?.id ?? 0]))[0];
    if (!row) throw new Error('agent_contracts: insert returned nothing');
    return toContract(row);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new ApiError('agent.contract.exists');
    throw error;
  }
}

/** The downline answers a pending request: accept (active from now) or refuse. */
export async function respondContract(ctx: MemberContext, id: number, accept: boolean): Promise<Contract> {
  const rows = await ctx.db.query<ContractRow>(`${SELECT} WHERE c.id = $1 AND c.downline_id = $2 AND c.tenant_id = $3`, [
    id,
    ctx.member.id,
    ctx.tenantId,
  ]);
  const row = rows[0];
  if (!row) throw new ApiError('agent.contract.not.found');
  const updated = await ctx.db.query<{ id: number }>(
    `UPDATE agent_contracts SET status = $2, responded_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, accept ? 'active' : 'refused', ctx.now],
  );
  if (updated.length === 0) throw new ApiError('agent.contract.decided');
  const after = (await ctx.db.query<ContractRow>(`${SELECT} WHERE c.id = $1`, [id]))[0];
  if (!after) throw new Error('agent_contracts: row vanished');
  return toContract(after);
}

/** Spec §3: pending requests of each kind (types 4, 40, 41, 42 are never asked: all zero). */
export async function contractRequests(ctx: MemberContext): Promise<ContractRequests> {
  const none = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };
  if ([4, 40, 41, 42].includes(ctx.member.member_type)) return none;
  const rows = await ctx.db.query<{ kind: ContractKind; n: number }>(
    `SELECT kind, count(*)::int AS n FROM agent_contracts WHERE downline_id = $1 AND tenant_id = $2 AND status = 'pending' GROUP BY kind`,
    [ctx.member.id, ctx.tenantId],
  );
  const n = (k: ContractKind) => rows.find((r) => r.kind === k)?.n ?? 0;
  return { dailysalreqtype: n('salary'), divtypecompperiodreq: n('dividend'), contracthoursalreq: n('hourly') };
}

/** `failed`: periods whose transaction failed (rolled back, nothing written); the next run tries them again. */
export type PayRunResult = { periods: number; paid: number; amount: number; failed: number; errors: string[] };

/** The base figure of a period: team turnover (salaries) or the team's net loss (dividend). */
async function periodFigures(db: Queryable, c: ContractRow, p: Period): Promise<{ base: number; active: number }> {
  const team = [c.downline_id, ...(await teamIds(db, c.downline_id))];
  const f = await figuresOf(db, c.tenant_id, team, p);
  return { base: c.kind === 'dividend' ? Math.max(0, -f.netWin) : f.turnover, active: f.activePlayers };
}

/** How long after its end an ended contract is still looked at by the pay run (the longest look-back: 24 half-months). */
const ENDED_CONTRACT_HORIZON_MS = 370 * 24 * 3_600_000;

/**
 * Pays every ended, unpaid period of every active contract, and of every ended contract up to its
 * end (one brand, or all): exactly once per contract and period, whoever runs it and however often (the payment row's unique key and the
 * ledger idempotency key `agent:contract:<id>:<period start>`).
 */
export async function payDueContracts(db: Db, now: Date, tenantId?: string): Promise<PayRunResult> {
  // an ended contract still owes the periods that ended by its end (within the look-back)
  const contracts = await db.query<ContractRow>(
    `${SELECT} WHERE (c.status = 'active' OR (c.status = 'ended' AND c.responded_at IS NOT NULL AND c.ended_at > $2))
       AND ($1::text IS NULL OR c.tenant_id = $1) ORDER BY c.id`,
    [tenantId ?? null, new Date(now.getTime() - ENDED_CONTRACT_HORIZON_MS)],
  );
  const result: PayRunResult = { periods: 0, paid: 0, amount: 0, failed: 0, errors: [] };
  for (const c of contracts) {
    if (!c.responded_at) continue;
    const until = c.status === 'ended' && c.ended_at && new Date(c.ended_at) < now ? new Date(c.ended_at) : now;
    for (const p of endedPeriods(c.kind, new Date(c.responded_at), until)) {
      const done = await db.query('SELECT 1 FROM agent_contract_payments WHERE contract_id = $1 AND period_start = $2', [c.id, p.from]);
      if (done.length > 0) continue;
      // one period that fails (its transaction rolls back) never stops the others
      let amount = 0;
      let wrote = false;
      try {
        const { base, active } = await periodFigures(db, c, p);
        amount = active >= c.min_active ? Math.floor((base * c.rate_bp) / 10_000) : 0;
        wrote = await db.transaction(async (tx) => {
          await lockMember(tx, c.downline_id);
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO agent_contract_payments (contract_id, period_start, period_end, base, active_players, amount, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
            [c.id, p.from, p.to, base, active, amount, now],
          );
          if (!row) return false;
          if (amount > 0) {
            const posted = await postLedgerTransaction(tx, {
              tenantId: c.tenant_id,
              code: TX_OF[c.kind],
              idempotencyKey: `agent:contract:${c.id}:${p.from.toISOString()}`,
              actor: 'system',
              reason: `${c.kind} contract #${c.id} from ${c.upline}, ${p.from.toISOString()} to ${p.to.toISOString()}`,
              meta: { contractId: c.id, periodStart: p.from.toISOString(), base, rate: c.rate_bp },
              now,
              postings: [
                { account: { memberId: c.downline_id, kind: 'main' }, amount },
                { account: { house: HOUSE_ACCOUNTS.agent }, amount: -amount },
              ],
            });
            await tx.query('UPDATE agent_contract_payments SET tx_id = $2 WHERE id = $1', [row.id, posted.transactionId]);
          }
          return true;
        });
      } catch (error) {
        result.failed++;
        if (result.errors.length < 10)
          result.errors.push(`contract #${c.id} ${p.from.toISOString()}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (!wrote) continue;
      result.periods++;
      if (amount > 0) {
        result.paid++;
        result.amount += amount;
      }
    }
  }
  return result;
}
