/**
 * What a stake may be, per currency, in minor units: a vendor keeps a table per currency, since one
 * range cannot suit both dollars (cents) and riel (no minor unit, about 4,000 to a dollar). The game
 * page offers the chips; `checkStake` refuses anything outside the range with the range in the
 * currency's own units. A currency not in the table takes the range of its decimal places.
 */
import { VendorError } from './context';

export type StakeTable = { decimals: 0 | 2; min: number; max: number; chips: readonly number[] };

const CENTS: StakeTable = { decimals: 2, min: 10, max: 1_000_000, chips: [100, 200, 500, 1_000, 5_000] };
const WHOLE: StakeTable = { decimals: 0, min: 100, max: 10_000_000, chips: [1_000, 2_000, 5_000, 10_000, 50_000] };

const TABLES: Record<string, StakeTable> = {
  USD: CENTS,
  CNY: { decimals: 2, min: 100, max: 5_000_000, chips: [500, 1_000, 2_000, 5_000, 10_000] },
  THB: { decimals: 2, min: 500, max: 30_000_000, chips: [2_000, 5_000, 10_000, 20_000, 50_000] },
  KHR: { decimals: 0, min: 400, max: 40_000_000, chips: [1_000, 2_000, 5_000, 10_000, 50_000] },
  VND: { decimals: 0, min: 2_000, max: 250_000_000, chips: [10_000, 20_000, 50_000, 100_000, 500_000] },
};

/** Currencies without minor units (shown without decimals). */
const ZERO_DECIMALS = new Set(['KHR', 'VND', 'IDR', 'JPY', 'KRW']);

export function stakeTable(currency: string): StakeTable {
  return TABLES[currency] ?? (ZERO_DECIMALS.has(currency) ? WHOLE : CENTS);
}

export function checkStake(stake: unknown, currency: string): number {
  const t = stakeTable(currency);
  if (typeof stake !== 'number' || !Number.isInteger(stake) || stake < t.min || stake > t.max) {
    throw new VendorError('BAD_STAKE', {
      key: 'stakeRange',
      values: { min: { minor: t.min, currency, decimals: t.decimals }, max: { minor: t.max, currency, decimals: t.decimals } },
    });
  }
  return stake;
}
