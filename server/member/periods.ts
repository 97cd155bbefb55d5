/**
 * Mission periods in the brand's local time (`missions.utcOffsetMinutes`): a day from local
 * midnight, a week from Monday local midnight. Returned as UTC instants [start, end).
 */
import type { MissionPeriod } from '../../src/contracts/member/missions';

const DAY = 86_400_000;

export function periodOf(period: MissionPeriod, now: Date, utcOffsetMinutes: number): { start: Date; end: Date } {
  const offset = utcOffsetMinutes * 60_000;
  const local = now.getTime() + offset;
  const dayStart = Math.floor(local / DAY) * DAY;
  if (period === 'day') return { start: new Date(dayStart - offset), end: new Date(dayStart + DAY - offset) };
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0
  const weekStart = dayStart - weekday * DAY;
  return { start: new Date(weekStart - offset), end: new Date(weekStart + 7 * DAY - offset) };
}
