import { describe, expect, it } from 'vitest';
import type { ParticipationState } from '../../src/contracts/promotions/rewards';
import { canApply, canJoin, paidState, participationState, windowOf } from './states';

const day = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

describe('participation states (spec §4)', () => {
  it('reads the promotion window from its dates, no-expiry and status', () => {
    expect(windowOf({ startDate: at(1), endDate: at(5), noExpiry: false, status: 'active' }, now)).toBe('coming');
    expect(windowOf({ startDate: at(-1), endDate: at(5), noExpiry: false, status: 'active' }, now)).toBe('open');
    expect(windowOf({ startDate: at(-5), endDate: at(-1), noExpiry: false, status: 'active' }, now)).toBe('ended');
    expect(windowOf({ startDate: at(-5), endDate: null, noExpiry: true, status: 'active' }, now)).toBe('open');
    expect(windowOf({ startDate: at(-5), endDate: null, noExpiry: true, status: 'expired' }, now)).toBe('ended');
  });

  it('gives every one of the ten statuses', () => {
    const paid = (required: number, done: number) => ({ status: 'approved' as const, turnoverRequired: required, turnoverDone: done });
    expect(participationState('coming', false, null)).toBe('coming');
    expect(participationState('coming', true, null)).toBe('signed');
    expect(participationState('open', false, null)).toBe('join');
    expect(participationState('open', true, null)).toBe('claim');
    expect(participationState('open', true, { status: 'pending', turnoverRequired: 0, turnoverDone: 0 })).toBe('applying');
    expect(participationState('open', true, { status: 'rejected', turnoverRequired: 0, turnoverDone: 0 })).toBe('rejected');
    expect(participationState('open', true, paid(3000, 0))).toBe('issued');
    expect(participationState('open', true, paid(3000, 10))).toBe('process');
    expect(participationState('open', true, paid(3000, 3000))).toBe('claimed');
    expect(participationState('open', true, paid(0, 0))).toBe('claimed');
    expect(participationState('ended', true, null)).toBe('close');
    expect(participationState('ended', true, { status: 'rejected', turnoverRequired: 0, turnoverDone: 0 })).toBe('close');
  });

  it('keeps a pending or paid request past the end (the operator still decides; the bonus is still played)', () => {
    expect(participationState('ended', true, { status: 'pending', turnoverRequired: 0, turnoverDone: 0 })).toBe('applying');
    expect(participationState('ended', true, { status: 'approved', turnoverRequired: 100, turnoverDone: 50 })).toBe('process');
    expect(paidState(100, 150)).toBe('claimed');
  });

  it('allows joining only before signing up and applying only while open with nothing live', () => {
    const all = (...s: ParticipationState[]) => s;
    expect(all('join').every(canJoin)).toBe(true);
    expect(all('coming', 'signed', 'claim', 'applying', 'close', 'issued').some(canJoin)).toBe(false);
    expect(all('join', 'claim', 'rejected').every(canApply)).toBe(true);
    expect(all('coming', 'signed', 'applying', 'issued', 'process', 'claimed', 'close').some(canApply)).toBe(false);
  });
});
