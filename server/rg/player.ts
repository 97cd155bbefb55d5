/** The player's own calls: status, limits, session rules, time-out and self-exclusion. */
import type { ExcludeRequest, LimitState, RgStatus, SetLimitRequest, SetSessionRulesRequest } from '../../src/contracts/rg/rg';
import { LIMIT_PERIODS } from '../../src/contracts/rg/rg';
import { verifyPassword } from '../accounts/secrets';
import { ApiError } from '../http/api-error';
import { audit } from './audit';
import type { RgContext } from './context';
import { activeExclusion, exclusionEnd, startExclusion } from './exclusions';
import { windowStart } from './periods';
import { changeRows, changeRule, ruleOf } from './rules';
import { rgSettingsOf } from './settings';
import { lossOf, usageBetween } from './usage';

export async function rgStatus(ctx: RgContext): Promise<RgStatus> {
  const settings = rgSettingsOf(ctx.brand.tenant);
  const rows = await changeRows(ctx.db, ctx.tenantId, ctx.member.id);
  const limits: LimitState[] = [];
  for (const period of LIMIT_PERIODS) {
    const usage = await usageBetween(ctx.db, ctx.tenantId, ctx.member.id, windowStart(period, ctx.now), ctx.now);
    for (const kind of settings.limits) {
      const used = kind === 'deposit' ? usage.deposits : kind === 'wager' ? usage.wagered : lossOf(usage);
      limits.push({ kind, period, rule: ruleOf(rows, kind, period, ctx.now), used });
    }
  }
  const reality = ruleOf(rows, 'reality', 'session', ctx.now);
  const { code, minorUnits } = ctx.brand.tenant.currency;
  return {
    currency: { code, minorUnits },
    coolingHours: settings.coolingHours,
    limits,
    sessionLimit: ruleOf(rows, 'session', 'session', ctx.now),
    realityCheck:
      reality.current === null && reality.pending === null ? { current: settings.defaultRealityCheckMinutes, pending: null } : reality,
    exclusion: await activeExclusion(ctx.db, ctx.tenantId, ctx.member.id, ctx.now),
  };
}

export async function setLimit(ctx: RgContext, req: SetLimitRequest): Promise<RgStatus> {
  const settings = rgSettingsOf(ctx.brand.tenant);
  if (!settings.limits.includes(req.kind)) throw new ApiError('rg.limit.unavailable');
  await ctx.db.transaction(async (tx) => {
    const effectiveAt = await changeRule(tx, {
      tenantId: ctx.tenantId,
      memberId: ctx.member.id,
      ...req,
      now: ctx.now,
      coolingHours: settings.coolingHours,
    });
    await audit(tx, {
      tenantId: ctx.tenantId,
      memberId: ctx.member.id,
      actor: 'member',
      action: 'limit.set',
      detail: { ...req, effectiveAt: effectiveAt.toISOString() },
      now: ctx.now,
    });
  });
  return rgStatus(ctx);
}

export async function setSessionRules(ctx: RgContext, req: SetSessionRulesRequest): Promise<RgStatus> {
  const { coolingHours } = rgSettingsOf(ctx.brand.tenant);
  const base = { tenantId: ctx.tenantId, memberId: ctx.member.id, period: 'session' as const, now: ctx.now, coolingHours };
  await ctx.db.transaction(async (tx) => {
    const rows = await changeRows(tx, ctx.tenantId, ctx.member.id);
    if (ruleOf(rows, 'session', 'session', ctx.now).current !== req.sessionLimitMinutes) {
      await changeRule(tx, { ...base, kind: 'session', amount: req.sessionLimitMinutes });
    }
    if (ruleOf(rows, 'reality', 'session', ctx.now).current !== req.realityCheckMinutes) {
      await changeRule(tx, { ...base, kind: 'reality', amount: req.realityCheckMinutes });
    }
    await audit(tx, {
      tenantId: ctx.tenantId,
      memberId: ctx.member.id,
      actor: 'member',
      action: 'session.rules',
      detail: { ...req },
      now: ctx.now,
    });
  });
  return rgStatus(ctx);
}

export async function exclude(ctx: RgContext, req: ExcludeRequest): Promise<RgStatus> {
  if (!(await verifyPassword(req.password, ctx.member.password_hash))) throw new ApiError('rg.password.invalid');
  await ctx.db.transaction(async (tx) => {
    // one in force that ends at or after the new end: refused, never a silent success; a later end extends
    const current = await activeExclusion(tx, ctx.tenantId, ctx.member.id, ctx.now);
    if (current && new Date(current.endsAt).getTime() >= exclusionEnd(req.duration, ctx.now).getTime()) {
      throw new ApiError('rg.exclusion.active', { value: { kind: current.kind, endsAt: current.endsAt } });
    }
    await startExclusion(tx, {
      tenantId: ctx.tenantId,
      memberId: ctx.member.id,
      kind: req.kind,
      duration: req.duration,
      actor: 'member',
      now: ctx.now,
    });
  });
  return rgStatus(ctx);
}
