/**
 * What an operator does to a contract between an upline and its sub-agent: offer one on the
 * upline's behalf, end it, or change its terms. Changing ends the contract and opens an active one with the new terms from the same moment,
 * so every pay period is paid once and at the terms it was worked under: the ended contract pays the
 * periods that ended by its end (`payDueContracts`), the new one the period in progress and later.
 * Ending a pending contract withdraws the offer. Both take the caller's transaction and lock the
 * contract row, so two operators acting at once cannot end it twice or open two successors.
 */
import { CONTRACT_MIN_ACTIVE_MAX, CONTRACT_RATE_MAX_BP, type ContractKind } from '../../src/contracts/agent/agent';
import { memberByUsername } from '../accounts/members';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { depthBelow, isAgentMember } from './tree';

export type ContractTerms = { rate: number; minActive: number };

export type ContractRecord = {
  id: number;
  kind: ContractKind;
  upline: string;
  downline: string;
  rate: number;
  minActive: number;
  status: 'pending' | 'active' | 'refused' | 'ended';
  createdAt: string;
  respondedAt: string | null;
  endedAt: string | null;
  /** what the pay run paid on it so far, minor units */
  paid: number;
};

type Row = {
  id: number;
  kind: ContractKind;
  upline: string;
  downline: string;
  upline_id: number;
  downline_id: number;
  tenant_id: string;
  rate_bp: number;
  min_active: number;
  status: ContractRecord['status'];
  created_at: Date;
  responded_at: Date | null;
  ended_at: Date | null;
  paid: string;
};

const SELECT = `SELECT c.id, c.kind, c.upline_id, c.downline_id, c.tenant_id, c.rate_bp, c.min_active, c.status, c.created_at,
    c.responded_at, c.ended_at, u.username AS upline, d.username AS downline,
    (SELECT COALESCE(sum(p.amount), 0)::text FROM agent_contract_payments p WHERE p.contract_id = c.id) AS paid
  FROM agent_contracts c JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

function record(r: Row): ContractRecord {
  return {
    id: r.id,
    kind: r.kind,
    upline: r.upline,
    downline: r.downline,
    rate: r.rate_bp,
    minActive: r.min_active,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    respondedAt: iso(r.responded_at),
    endedAt: iso(r.ended_at),
    paid: Number(r.paid),
  };
}

/** Every contract the member gave or holds (any status), newest first. */
export async function contractsOfMember(q: Queryable, tenantId: string, memberId: number): Promise<ContractRecord[]> {
  const rows = await q.query<Row>(
    `${SELECT} WHERE c.tenant_id = $1 AND (c.upline_id = $2 OR c.downline_id = $2) ORDER BY c.id DESC LIMIT 200`,
    [tenantId, memberId],
  );
  return rows.map((r) => record(r));
}

export async function contractById(q: Queryable, tenantId: string, id: number, lock = false): Promise<ContractRecord> {
  const rows = await q.query<Row>(`${SELECT} WHERE c.tenant_id = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`, [tenantId, id]);
  const row = rows[0];
  if (!row) throw new ApiError('agent.contract.not.found');
  return record(row);
}

/** The same bounds as an agent's own offer (`OfferContractSchema`). */
export function checkTerms(t: ContractTerms): void {
  if (!Number.isInteger(t.rate) || t.rate < 1 || t.rate > CONTRACT_RATE_MAX_BP)
    throw new ApiError('request.invalid', { message: `A rate is in basis points, 1 to ${CONTRACT_RATE_MAX_BP} (150 = 1.50 %)` });
  if (!Number.isInteger(t.minActive) || t.minActive < 0 || t.minActive > CONTRACT_MIN_ACTIVE_MAX)
    throw new ApiError('request.invalid', {
      message: `The least active players is a whole number, 0 to ${CONTRACT_MIN_ACTIVE_MAX}`,
    });
}

/** Ends a pending or active contract now; an ended or refused one is refused (`agent.contract.decided`). */
export async function endContract(
  tx: Queryable,
  tenantId: string,
  id: number,
  now: Date,
): Promise<{ before: ContractRecord; after: ContractRecord }> {
  const before = await contractById(tx, tenantId, id, true);
  if (before.status !== 'pending' && before.status !== 'active') throw new ApiError('agent.contract.decided');
  await tx.query(`UPDATE agent_contracts SET status = 'ended', ended_at = $2 WHERE id = $1`, [id, now]);
  return { before, after: await contractById(tx, tenantId, id) };
}

/**
 * New terms for an active contract: it ends now and an active contract with the new terms (same
 * upline, downline and kind) starts now. A pending offer is changed in place: nothing was paid on it.
 */
export async function changeContractTerms(
  tx: Queryable,
  tenantId: string,
  id: number,
  terms: ContractTerms,
  now: Date,
): Promise<{ before: ContractRecord; after: ContractRecord }> {
  checkTerms(terms);
  const before = await contractById(tx, tenantId, id, true);
  if (before.status === 'pending') {
    await tx.query('UPDATE agent_contracts SET rate_bp = $2, min_active = $3 WHERE id = $1', [id, terms.rate, terms.minActive]);
    return { before, after: await contractById(tx, tenantId, id) };
  }
  if (before.status !== 'active') throw new ApiError('agent.contract.decided');
  const [ids] = await tx.query<{ upline_id: number; downline_id: number }>(
    'SELECT upline_id, downline_id FROM agent_contracts WHERE id = $1',
    [id],
  );
  if (!ids) throw new ApiError('agent.contract.not.found');
  await tx.query(`UPDATE agent_contracts SET status = 'ended', ended_at = $2 WHERE id = $1`, [id, now]);
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO agent_contracts (tenant_id, kind, upline_id, downline_id, rate_bp, min_active, status, created_at, responded_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $7) RETURNING id`,
    [tenantId, before.kind, ids.upline_id, ids.downline_id, terms.rate, terms.minActive, now],
  );
  return { before, after: await contractById(tx, tenantId, created?.id ?? 0) };
}

/**
 * The operator offers a contract on an upline's behalf to one of its direct sub-agents, as the
 * upline would in the agent app (same rules: a direct sub-agent, one pending or active contract per
 * kind); the sub-agent accepts or refuses it in the app.
 */
export async function offerContractFor(
  tx: Queryable,
  tenant: { id: string; merchantCode: string },
  o: { kind: ContractKind; upline: string; downline: string } & ContractTerms,
  now: Date,
): Promise<ContractRecord> {
  checkTerms(o);
  const up = await memberByUsername(tx, tenant.merchantCode, o.upline);
  const down = await memberByUsername(tx, tenant.merchantCode, o.downline);
  if (!up || up.tenant_id !== tenant.id || !isAgentMember(up))
    throw new ApiError('request.not.found', { message: `No agent "${o.upline}"` });
  if (!down || down.tenant_id !== tenant.id || (await depthBelow(tx, up.id, down.id)) === null)
    throw new ApiError('agent.downline.not.found');
  if ((await depthBelow(tx, up.id, down.id)) !== 1 || !isAgentMember(down)) throw new ApiError('agent.contract.not.direct');
  const open = await tx.query("SELECT 1 FROM agent_contracts WHERE downline_id = $1 AND kind = $2 AND status IN ('pending', 'active')", [
    down.id,
    o.kind,
  ]);
  if (open.length > 0) throw new ApiError('agent.contract.exists');
  // two offers at the same moment: the open-contract unique index refuses the second
  const [created] = await tx
    .query<{ id: number }>(
      `INSERT INTO agent_contracts (tenant_id, kind, upline_id, downline_id, rate_bp, min_active, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [tenant.id, o.kind, up.id, down.id, o.rate, o.minActive, now],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new ApiError('agent.contract.exists');
      throw error;
    });
  return contractById(tx, tenant.id, created?.id ?? 0);
}
