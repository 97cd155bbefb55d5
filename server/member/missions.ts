/**
 * Missions (MISSION3): the brand file's tasks, each with its progress in the current
 * period computed from the ledger and betting records, and its reward paid once per period as a
 * PROMO posting (house:promo → the player's main wallet) with the idempotency key
 * `mission:<member>:<mission>:<period start>`; the claim row is unique on the same. Like a promotion
 * bonus, the reward carries a turnover requirement (the task's `turnoverMultiple`, default 1) that
 * the withdrawal rule honours.
 */
import type { ClaimMissionValue, Mission, MissionsValue } from '../../src/contracts/member/missions';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { postLedgerTransaction } from '../wallet/ledger';
import { lockMember } from '../wallet/lock';
import type { MemberContext } from './context';
import { figuresBetween } from './figures';
import { periodOf } from './periods';
import { missionSettings } from './settings';

type Task = ReturnType<typeof missionSettings>['tasks'][number];

async function missionOf(db: Queryable, ctx: MemberContext, task: Task): Promise<Mission> {
  const { utcOffsetMinutes } = missionSettings(ctx.brand.tenant);
  const { start, end } = periodOf(task.period, ctx.now, utcOffsetMinutes);
  const f = await figuresBetween(db, ctx.tenantId, ctx.member.id, start, end);
  const progress = task.kind === 'wager' ? f.turnover : task.kind === 'deposit' ? f.deposits : f.rounds;
  const [claim] = await db.query(
    'SELECT 1 FROM mission_claims WHERE tenant_id = $1 AND member_id = $2 AND mission_id = $3 AND period_start = $4',
    [ctx.tenantId, ctx.member.id, task.id, start],
  );
  const state = claim ? 'claimed' : progress >= task.target ? 'claimable' : 'open';
  return {
    ...task,
    turnoverMultiple: task.turnoverMultiple ?? 1,
    progress,
    state,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  };
}

export async function listMissions(ctx: MemberContext): Promise<MissionsValue> {
  const { tasks } = missionSettings(ctx.brand.tenant);
  const missions: Mission[] = [];
  for (const task of tasks) missions.push(await missionOf(ctx.db, ctx, task));
  return { currency: ctx.brand.tenant.currency, missions };
}

export async function claimMission(ctx: MemberContext, missionId: string): Promise<ClaimMissionValue> {
  const task = missionSettings(ctx.brand.tenant).tasks.find((t) => t.id === missionId);
  if (!task) throw new ApiError('member.mission.unknown');
  return ctx.db.transaction(async (tx) => {
    // one claim at a time per player: a second concurrent claim waits here, then sees the first
    await lockMember(tx, ctx.member.id);
    const mission = await missionOf(tx, ctx, task);
    if (mission.state === 'claimed') throw new ApiError('member.mission.claimed');
    if (mission.state !== 'claimable')
      throw new ApiError('member.mission.incomplete', { value: { progress: mission.progress, target: task.target } });
    const posted = await postLedgerTransaction(tx, {
      tenantId: ctx.tenantId,
      code: 'PROMO',
      idempotencyKey: `mission:${ctx.member.id}:${task.id}:${mission.periodStart}`,
      actor: `member:${ctx.member.id}`,
      reason: `mission ${task.id}`,
      // the withdrawal rule requires reward × turnoverMultiple staked (server/wallet/turnover.ts)
      meta: { mission: task.id, periodStart: mission.periodStart, turnoverMultiple: task.turnoverMultiple ?? 1 },
      now: ctx.now,
      postings: [
        { account: { memberId: ctx.member.id, kind: 'main' }, amount: task.reward },
        { account: { house: HOUSE_ACCOUNTS.promo }, amount: -task.reward },
      ],
    });
    await tx.query(
      'INSERT INTO mission_claims (tenant_id, member_id, mission_id, period_start, reward, tx_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [ctx.tenantId, ctx.member.id, task.id, mission.periodStart, task.reward, posted.transactionId, ctx.now],
    );
    const main = posted.balances.find((b) => b.memberId === ctx.member.id && b.kind === 'main');
    return { missionId: task.id, reward: task.reward, transactionId: Number(posted.transactionId), balance: Number(main?.balance ?? 0) };
  });
}
