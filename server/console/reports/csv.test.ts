/** The report's CSV: a header row, exact decimals (none for a 0-decimal currency), quoting, CRLF lines. */
import { describe, expect, it } from 'vitest';
import { breakdownCsv, daysCsv } from './csv';
import type { DayFigures, Report } from './figures';

const day = (d: string, n: number): DayFigures => ({
  day: d,
  deposits: n,
  depositCount: 1,
  withdrawals: 0,
  withdrawalCount: 0,
  stakes: -n,
  wins: 5,
  ggr: -n - 5,
  bonuses: 0,
  adjustments: 0,
  ngr: -n - 5,
  activePlayers: 2,
  newPlayers: 0,
});
const report = (minorUnits: number): Report => ({
  tenant: 'royal',
  timeZone: 'UTC',
  currency: { code: 'USD', symbol: '$', minorUnits },
  from: '2031-03-14',
  to: '2031-03-14',
  days: [day('2031-03-14', 1_205)],
  totals: day('total', 1_205),
  breakdown: [{ vendor: 'ACME, "Ltd"', gameType: 'RNG', bets: 3, players: 2, stakes: 100, wins: 7, ggr: 93 }],
});

describe('report CSV', () => {
  it('writes minor units as exact decimals, negatives with a sign, and ends every line with CRLF', () => {
    expect(daysCsv(report(2))).toBe(
      'day,deposits,depositCount,withdrawals,withdrawalCount,stakes,wins,ggr,bonuses,adjustments,ngr,activePlayers,newPlayers\r\n' +
        '2031-03-14,12.05,1,0.00,0,-12.05,0.05,-12.10,0.00,0.00,-12.10,2,0\r\n' +
        'total,12.05,1,0.00,0,-12.05,0.05,-12.10,0.00,0.00,-12.10,2,0\r\n',
    );
    expect(daysCsv(report(0)).split('\r\n')[1]).toBe('2031-03-14,1205,1,0,0,-1205,5,-1210,0,0,-1210,2,0');
  });

  it('quotes a cell with a comma or a quote', () => {
    expect(breakdownCsv(report(2))).toBe('vendor,gameType,bets,players,stakes,wins,ggr\r\n"ACME, ""Ltd""",RNG,3,2,1.00,0.07,0.93\r\n');
  });
});
