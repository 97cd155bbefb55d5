/**
 * The report as CSV (RFC 4180, CRLF lines, a header row): the days with a total line, or the
 * vendor and game-type breakdown. Amounts are exact decimals in the currency's major units
 * (12.50 for 1250 minor units of a 2-decimal currency), counts are whole numbers.
 */
import { formatMinor } from '../../../src/contracts/wallet/money';
import type { Breakdown, DayFigures, Report } from './figures';

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const lines = (rows: (string | number)[][]): string => `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

export const DAY_COLUMNS = [
  'day',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'stakes',
  'wins',
  'ggr',
  'bonuses',
  'adjustments',
  'ngr',
  'activePlayers',
  'newPlayers',
] as const;
export const BREAKDOWN_COLUMNS = ['vendor', 'gameType', 'bets', 'players', 'stakes', 'wins', 'ggr'] as const;
const MONEY = new Set(['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonuses', 'adjustments', 'ngr']);

function money(report: Report): (n: number) => string {
  const units = report.currency.minorUnits === 0 ? 0 : 2;
  return (n) => formatMinor(n, units);
}

export function daysCsv(report: Report): string {
  const m = money(report);
  const row = (d: DayFigures) => DAY_COLUMNS.map((c) => (c === 'day' ? d.day : MONEY.has(c) ? m(d[c]) : d[c]));
  return lines([[...DAY_COLUMNS], ...report.days.map(row), row(report.totals)]);
}

export function breakdownCsv(report: Report): string {
  const m = money(report);
  const row = (b: Breakdown) => BREAKDOWN_COLUMNS.map((c) => (MONEY.has(c) ? m(b[c] as number) : b[c]));
  return lines([[...BREAKDOWN_COLUMNS], ...report.breakdown.map(row)]);
}
