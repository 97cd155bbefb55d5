import { describe, expect, it } from 'vitest';
import { formatBits, qrMatrix, qrPath, rsDivisor, rsRemainder } from './qr';

describe('QR encoder', () => {
  it('computes the standard format bits (BCH, XOR mask)', () => {
    expect(formatBits(0, 1)).toBe(0b111011111000100); // level L, mask 0
    expect(formatBits(0, 0)).toBe(0b101010000010010); // level M, mask 0
    expect(formatBits(5, 0)).toBe(0b100000011001110); // level M, mask 5
    expect(formatBits(7, 0)).toBe(0b100101010100000); // level M, mask 7
  });

  it('computes Reed-Solomon error correction (the "HELLO WORLD" 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('draws finder patterns, timing and readable format information', () => {
    const m = qrMatrix('https://royal.localhost/m/register?affiliateCode=80000001');
    const size = m.length;
    expect((size - 17) % 4).toBe(0);
    const at = (x: number, y: number) => m[y]?.[x];
    for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
      expect(at(cx, cy)).toBe(true);
      expect(at(cx - 2, cy)).toBe(false);
      expect(at(cx - 3, cy)).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) expect(at(i, 6)).toBe(i % 2 === 0);
    // the format bits around the top-left finder read back as level M with one of the 8 masks
    let bits = 0;
    for (let i = 0; i <= 5; i++) bits |= (at(8, i) ? 1 : 0) << i;
    bits |= (at(8, 7) ? 1 : 0) << 6;
    bits |= (at(8, 8) ? 1 : 0) << 7;
    bits |= (at(7, 8) ? 1 : 0) << 8;
    for (let i = 9; i < 15; i++) bits |= (at(14 - i, 8) ? 1 : 0) << i;
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((mask) => formatBits(mask))).toContain(bits);
    expect(qrPath(m)).toMatch(/^M\d+,\d+h1v1h-1z/);
  });

  it('refuses text beyond version 10', () => {
    expect(() => qrMatrix('x'.repeat(300))).toThrow(/too long/);
  });
});
