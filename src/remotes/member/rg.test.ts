import { RG_ERROR_CODES } from '@contracts/rg/error-codes';
import { closedWhileExcluded, type RouteKey } from '@kernel';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from './locales/en/messages';
import { messages as km } from './locales/km/messages';
import { messages as zh } from './locales/zh/messages';
import { RG_ERROR_TEXT } from './lib/rg-text';
import { nextDueMs } from './components/RealityCheckHost';

const CATALOGS: Record<string, Messages> = { en, km, zh };

describe('responsible gaming messages', () => {
  it('has a translated message for every rg error code in km, zh and en', () => {
    for (const [lang, catalog] of Object.entries(CATALOGS)) {
      expect(
        RG_ERROR_CODES.filter((c) => !catalog[RG_ERROR_TEXT[c].id ?? '']),
        lang,
      ).toEqual([]);
    }
    expect(JSON.stringify(km['rg.excluded'])).toMatch(/[\u1780-\u17FF]/);
    expect(JSON.stringify(zh['rg.deposit.limit'])).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('reality check timing', () => {
  const start = Date.parse('2026-05-01T10:00:00Z');
  const rc = (intervalMinutes: number | null, sessionLimitMinutes: number | null) => ({
    sessionStartedAt: new Date(start).toISOString(),
    minutesPlayed: 0,
    net: 0,
    intervalMinutes,
    sessionLimitMinutes,
    currency: { code: 'USD', minorUnits: 2 },
  });
  it('is due at each interval counted from the session start', () => {
    expect(nextDueMs(rc(30, null), start + 10 * 60_000)).toBe(20 * 60_000);
    expect(nextDueMs(rc(30, null), start + 45 * 60_000)).toBe(15 * 60_000);
  });
  it('the session limit comes first when earlier; nothing is due without either', () => {
    expect(nextDueMs(rc(60, 40), start)).toBe(40 * 60_000);
    expect(nextDueMs(rc(null, null), start)).toBeNull();
  });
});

describe('routes during an exclusion', () => {
  const ex = { kind: 'timeout' as const, startedAt: new Date().toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString() };
  it('leaves withdraw and records open and closes deposit, games and promotions', () => {
    expect(
      (['withdraw', 'gameRecord', 'transactionRecord', 'responsibleGaming'] as RouteKey[]).map((k) => closedWhileExcluded(k, ex)),
    ).toEqual([false, false, false, false]);
    expect((['voucherCenter', 'home', 'slotGames', 'activity'] as RouteKey[]).map((k) => closedWhileExcluded(k, ex))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(closedWhileExcluded('voucherCenter', null)).toBe(false);
    expect(closedWhileExcluded('voucherCenter', { ...ex, endsAt: new Date(Date.now() - 1).toISOString() })).toBe(false);
  });
});
