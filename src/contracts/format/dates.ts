/**
 * Dates as the player reads them, in the language's locale and the device's time zone (or the one
 * given): a date, a date and time, a time, and a relative time ("3 minutes ago", "yesterday").
 * `calendarDay` and `calendarMinute` are the spec's fixed YYYY-MM-DD / YYYY/MM/DD (notice lists,
 * promotions, the VIP page's pay times).
 */
import type { LanguageCode } from '../languages';
import { dateFormat, relativeFormat } from './intl';

export type DateInput = Date | string | number;
const toDate = (d: DateInput): Date => (d instanceof Date ? d : new Date(d));

/** "Nov 26, 2026" (en), "2026年11月26日" (zh). */
export function formatDate(d: DateInput, lang: LanguageCode, timeZone?: string): string {
  return dateFormat(lang, { dateStyle: 'medium' }, timeZone).format(toDate(d));
}

/** "Nov 26, 2026, 7:30 PM" (en), "2026年11月26日 19:30" (zh). */
export function formatDateTime(d: DateInput, lang: LanguageCode, timeZone?: string): string {
  return dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(toDate(d));
}

/** "11/26/26" (en): the short date of tables. */
export function formatShortDate(d: DateInput, lang: LanguageCode, timeZone?: string): string {
  return dateFormat(lang, { dateStyle: 'short' }, timeZone).format(toDate(d));
}

/** "11/26, 07:30 PM" (en): day and time of a chat message. */
export function formatDayTime(d: DateInput, lang: LanguageCode, timeZone?: string): string {
  return dateFormat(lang, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }, timeZone).format(toDate(d));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 days", "yesterday" (en): the largest whole unit between `d` and `now`. */
export function formatRelative(d: DateInput, lang: LanguageCode, now?: DateInput): string {
  const seconds = Math.round((toDate(d).getTime() - toDate(now ?? Date.now()).getTime()) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return relativeFormat(lang).format(Math.trunc(seconds / size), unit);
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** The spec's calendar day, local time: "2026-11-26" (sep "-") or "2026/11/26" (sep "/"). */
export function calendarDay(d: DateInput, sep?: '-' | '/'): string {
  const date = toDate(d);
  return [date.getFullYear(), p2(date.getMonth() + 1), p2(date.getDate())].join(sep ?? '-');
}

/** The calendar day and the 24-hour time, local time: "2026/11/26 19:30". */
export function calendarMinute(d: DateInput, sep?: '-' | '/'): string {
  const date = toDate(d);
  return `${calendarDay(date, sep ?? '/')} ${p2(date.getHours())}:${p2(date.getMinutes())}`;
}
