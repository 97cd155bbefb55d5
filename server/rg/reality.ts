/**
 * The reality check the game overlay asks for at the player's interval: time in this session and
 * the net result since it started. Past the session time limit the session is ended here (reason
 * `rg.session.limit`) and the call answers `rg.session.limit`; bets are refused by `checkBet` too.
 * Each reminder must be answered: until it is, `checkBet` refuses bets (kind `reality`).
 */
import type { RealityCheck } from '../../src/contracts/rg/rg';
import { revokeSession } from '../accounts/sessions';
import { ApiError } from '../http/api-error';
import { audit } from './audit';
import type { RgContext } from './context';
import { changeRows, ruleOf } from './rules';
import { rgSettingsOf } from './settings';
import { usageBetween } from './usage';

/** The player's reminder interval: his own rule, else the brand's default (null: no reminders). */
export function realityInterval(rows: Awaited<ReturnType<typeof changeRows>>, brandDefault: number | null, now: Date): number | null {
  const reality = ruleOf(rows, 'reality', 'session', now);
  return reality.current === null && reality.pending === null ? brandDefault : reality.current;
}

/** The latest reminder that has come due in a session started at `start`, or null before the first. */
export function lastReminderDue(start: Date, intervalMinutes: number | null, now: Date): Date | null {
  if (!intervalMinutes) return null;
  const every = intervalMinutes * 60_000;
  const count = Math.floor((now.getTime() - start.getTime()) / every);
  return count >= 1 ? new Date(start.getTime() + count * every) : null;
}

/** The member's live login session as the bet checks read it (`liveSession` in checks.ts). */
export type LiveSession = { startedAt: Date; realityAnsweredAt: Date | null };

/**
 * True when a reminder has come due in the member's live login session and he has not answered it
 * since: bets wait for the answer (checkBet), as they do for a time-out.
 */
export function realityAnswerDue(
  rows: Awaited<ReturnType<typeof changeRows>>,
  session: LiveSession | null,
  brandDefault: number | null,
  now: Date,
): boolean {
  if (!session) return false;
  const due = lastReminderDue(session.startedAt, realityInterval(rows, brandDefault, now), now);
  return due !== null && (session.realityAnsweredAt === null || session.realityAnsweredAt < due);
}

/** The player answered the reminder on the site ("continue" or "see history"): play goes on. */
export async function answerRealityCheck(ctx: RgContext): Promise<void> {
  await ctx.db.query('UPDATE sessions SET reality_answered_at = $2 WHERE id = $1', [ctx.session.id, ctx.now]);
  await audit(ctx.db, {
    tenantId: ctx.tenantId,
    memberId: ctx.member.id,
    actor: 'member',
    action: 'reality.answered',
    detail: {},
    now: ctx.now,
  });
}

export async function realityCheck(ctx: RgContext): Promise<RealityCheck> {
  const rows = await changeRows(ctx.db, ctx.tenantId, ctx.member.id);
  const sessionLimitMinutes = ruleOf(rows, 'session', 'session', ctx.now).current;
  const started = ctx.session.created_at;
  const minutesPlayed = Math.floor((ctx.now.getTime() - started.getTime()) / 60_000);
  if (sessionLimitMinutes !== null && minutesPlayed >= sessionLimitMinutes) {
    await revokeSession(ctx.db, ctx.session.id, 'rg.session.limit', ctx.now);
    await audit(ctx.db, {
      tenantId: ctx.tenantId,
      memberId: ctx.member.id,
      actor: 'system',
      action: 'session.limit.logout',
      detail: { minutesPlayed },
      now: ctx.now,
    });
    throw new ApiError('rg.session.limit', { value: { minutesPlayed } });
  }
  const usage = await usageBetween(ctx.db, ctx.tenantId, ctx.member.id, started, ctx.now);
  const { code, minorUnits } = ctx.brand.tenant.currency;
  return {
    sessionStartedAt: started.toISOString(),
    minutesPlayed,
    net: usage.net,
    intervalMinutes: realityInterval(rows, rgSettingsOf(ctx.brand.tenant).defaultRealityCheckMinutes, ctx.now),
    sessionLimitMinutes,
    currency: { code, minorUnits },
  };
}
