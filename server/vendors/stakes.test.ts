/** Stakes per currency: riel stakes are whole riel in a range that fits riel, dollars keep cents. */
import { describe, expect, it } from 'vitest';
import { type VendorError, vendorMessage } from './context';
import { checkStake, stakeTable } from './stakes';

describe('stakes per currency', () => {
  it('a riel brand (KHR, no minor units) offers riel chips and takes a realistic riel stake', () => {
    const khr = stakeTable('KHR');
    expect(khr).toMatchObject({ decimals: 0, chips: [1_000, 2_000, 5_000, 10_000, 50_000] });
    for (const chip of khr.chips) expect(checkStake(chip, 'KHR')).toBe(chip);
    expect(() => checkStake(5, 'KHR')).toThrow('The stake must be between ៛400 and ៛40,000,000.');
  });

  it('dollars keep cents: 0.10 to 10,000.00, chips 1 to 50', () => {
    expect(stakeTable('USD')).toMatchObject({ decimals: 2, min: 10, max: 1_000_000, chips: [100, 200, 500, 1_000, 5_000] });
    expect(checkStake(10, 'USD')).toBe(10);
    expect(() => checkStake(9, 'USD')).toThrow('between $0.10 and $10,000.00');
    // the player reads the range in his language: Thai grouping, Arabic with Latin digits
    const refusal = (() => {
      try {
        checkStake(5, 'KHR');
      } catch (e) {
        return e as VendorError;
      }
      throw new Error('a stake of 5 riel is refused');
    })();
    expect(vendorMessage(refusal.text, 'th')).toBe('ยอดเดิมพันต้องอยู่ระหว่าง ៛400 ถึง ៛40,000,000');
    expect(vendorMessage(refusal.text, 'zh')).toContain('40,000,000');
    expect(() => checkStake(1.5, 'USD')).toThrow();
  });

  it('every offered chip fits its own range, for every currency in the table and the fallbacks', () => {
    for (const code of ['USD', 'CNY', 'THB', 'KHR', 'VND', 'IDR', 'EUR']) {
      const t = stakeTable(code);
      for (const chip of t.chips) expect(chip >= t.min && chip <= t.max, `${code} ${chip}`).toBe(true);
    }
    expect(stakeTable('IDR').decimals).toBe(0);
    expect(stakeTable('EUR').decimals).toBe(2);
  });
});
