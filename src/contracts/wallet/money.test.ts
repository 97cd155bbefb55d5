import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmount } from './money';

describe('money in minor units', () => {
  it('parses a typed amount exactly', () => {
    expect(parseAmount('12.5', 2)).toBe(1250);
    expect(parseAmount('0.01', 2)).toBe(1);
    expect(parseAmount('100', 2)).toBe(10000);
    expect(parseAmount('100', 0)).toBe(100);
    expect(parseAmount(' 19.99 ', 2)).toBe(1999);
  });

  it('refuses what is not a positive amount of this currency', () => {
    for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3', '1,000']) expect(parseAmount(bad, 2)).toBeNull();
    expect(parseAmount('1.5', 0)).toBeNull();
  });

  it('formats minor units with the wanted decimals', () => {
    expect(formatMinor(1250, 2)).toBe('12.50');
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(-5, 2)).toBe('-0.05');
    expect(formatMinor(4000, 0, 2)).toBe('4000.00');
    expect(formatMinor(0, 2)).toBe('0.00');
  });
});
