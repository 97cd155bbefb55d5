/**
 * Money on the wire and in the ledger is integer minor units of the brand's currency
 * (`currency.minorUnits` in the tenant file: 2 for USD/CNY, 0 for KHR). These convert a typed
 * amount exactly (no floating point) and back.
 */

/** "12.5" → 1250 (minorUnits 2); null when not a positive amount with at most `minorUnits` decimals. */
export function parseAmount(text: string, minorUnits: 0 | 2): number | null {
  const m = /^\s*(\d{1,13})(?:\.(\d*))?\s*$/.exec(text);
  if (!m?.[1]) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > minorUnits) return null;
  const value = Number(m[1]) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * 1250 → "12.50" with `decimals` places: the exact decimal of an amount (an input's value, the
 * ops CLI, and what `formatMoney` of `@contracts/format` hands to Intl, which is how players read it).
 */
export function formatMinor(amount: number, minorUnits: 0 | 2, decimals = minorUnits): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 10 ** minorUnits);
  const fraction = abs - whole * 10 ** minorUnits;
  const fractionText = String(fraction).padStart(minorUnits, '0').padEnd(decimals, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fractionText}` : ''}`;
}
