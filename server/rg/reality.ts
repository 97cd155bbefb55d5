/**
 * The reality check the game overlay asks for at the player's interval: time in this session and
 * the net result since it started. Past the session time limit the session is ended here (reason
 * `rg.session.limit`) and the call answers `rg.session.limit`; bets are refused by `checkBet` too.
 */
import type { RealityCheck } from '../../src/contracts/rg/rg';
import { revokeSession } from '../accounts/sessions';
import { audit } from './audit';
import type { RgContext } from './context';
import { RgError } from './errors';
import { changeRows, ruleOf } from './rules';
import { rgSettingsOf } from './settings';
import { usageBetween } from './usage';

export async function realityCheck(ctx: RgContext): Promise<RealityCheck> {
  const rows = await changeRows(ctx.db, ctx.tenantId, ctx.member.id);
  const sessionLimitMinutes = ruleOf(rows, 'session', 'session', ctx.now).current;
  const reality = ruleOf(rows, 'reality', 'session', ctx.now);
  const started = ctx.session.created_at;
  const minutesPlayed = Math.floor((ctx.now.getTime() - started.getTime()) / 60_000);
  if (sessionLimitMinutes !== null && minutesPlayed >= sessionLimitMinutes) {
    await revokeSession(ctx.db, ctx.session.id, 'rg.session.limit', ctx.now);
    await audit(ctx.db, { tenantId: ctx.tenantId, memberId: ctx.member.id, actor: 'system', action: 'session.limit.logout', detail: { minutesPlayed }, now: ctx.now });
    throw new RgError('rg.session.limit', { minutesPlayed });
  }
  const usage = await usageBetween(ctx.db, ctx.tenantId, ctx.member.id, started, ctx.now);
  const noRule = reality.current === null && reality.pending === null;
  const { code, minorUnits } = ctx.brand.tenant.currency;
  return {
    sessionStartedAt: started.toISOString(),
    minutesPlayed,
    net: usage.net,
    intervalMinutes: noRule ? rgSettingsOf(ctx.brand.tenant).defaultRealityCheckMinutes : reality.current,
    sessionLimitMinutes,
    currency: { code, minorUnits },
  };
}
