import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr';
import { formatBits, rsDivisor, rsRemainder } from './qr-reader';

describe('QR code of the referral link', () => {
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
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
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

  it('reads back (independent reader): version 4-M, 2 blocks of 32 data + 18 error codewords', () => {
    const text = 'https://royal.localhost/m/register?affiliateCode=80000001';
    const m = qrMatrix(text);
    const size = m.length;
    expect(size).toBe(33); // version 4
    const at = (x: number, y: number) => m[y]?.[x] === true;
    // function modules of version 4 (ISO 18004 table: alignment centre 26,26), built here from the standard
    const fn = (x: number, y: number): boolean =>
      (x < 9 && y < 9) ||
      (x >= size - 8 && y < 9) ||
      (x < 9 && y >= size - 8) ||
      x === 6 ||
      y === 6 ||
      (Math.abs(x - 26) <= 2 && Math.abs(y - 26) <= 2);
    let format = 0;
    for (let i = 0; i <= 5; i++) format |= (at(8, i) ? 1 : 0) << i;
    format |= (at(8, 7) ? 1 : 0) << 6;
    format |= (at(8, 8) ? 1 : 0) << 7;
    format |= (at(7, 8) ? 1 : 0) << 8;
    for (let i = 9; i < 15; i++) format |= (at(14 - i, 8) ? 1 : 0) << i;
    const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((k) => formatBits(k) === format) ?? -1;
    const masks = [
      (x: number, y: number) => (x + y) % 2 === 0,
      (_x: number, y: number) => y % 2 === 0,
      (x: number) => x % 3 === 0,
      (x: number, y: number) => (x + y) % 3 === 0,
      (x: number, y: number) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
      (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
      (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
      (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
    ];
    const unmask = masks[mask];
    if (!unmask) throw new Error('no mask');
    // the zig-zag: two-module columns from the right, up then down, skipping the timing column
    const bits: number[] = [];
    let upward = true;
    for (let right = size - 1; right > 0; right -= 2) {
      if (right === 6) right = 5;
      for (let i = 0; i < size; i++) {
        const y = upward ? size - 1 - i : i;
        for (const x of [right, right - 1]) if (!fn(x, y)) bits.push(at(x, y) !== unmask(x, y) ? 1 : 0);
      }
      upward = !upward;
    }
    const codewords: number[] = [];
    for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
    expect(codewords).toHaveLength(100);
    const blocks = [0, 1].map((b) => codewords.filter((_, i) => i % 2 === b));
    for (const block of blocks) expect(rsRemainder(block.slice(0, 32), rsDivisor(18))).toEqual(block.slice(32));
    const data = [...(blocks[0] ?? []).slice(0, 32), ...(blocks[1] ?? []).slice(0, 32)];
    const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >> i) & 1));
    const read = (from: number, n: number) => stream.slice(from, from + n).reduce((a, b) => (a << 1) | b, 0);
    expect(read(0, 4)).toBe(0b0100); // byte mode
    const length = read(4, 8);
    const bytes = Array.from({ length }, (_, i) => read(12 + i * 8, 8));
    expect(new TextDecoder().decode(new Uint8Array(bytes))).toBe(text);
  });

  it('encodes a long link beyond version 10 (the old limit of 213 bytes), finder patterns in place', () => {
    const m = qrMatrix(`https://royal.localhost/m/register?affiliateCode=80000001&note=${'x'.repeat(300)}`);
    const size = m.length;
    expect(size).toBeGreaterThan(57); // version 10 is 57 modules wide
    expect((size - 17) % 4).toBe(0);
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
      expect(m[cy]?.[cx]).toBe(true);
      expect(m[cy]?.[cx - 2]).toBe(false);
    }
  });
});
