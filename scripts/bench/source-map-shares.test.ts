import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { charsPerSource, decodeSegment, scriptShares, sourceLabel } from './source-map-shares.mjs';

describe('decodeSegment', () => {
  it('reads Base64 VLQ numbers, signs and continuation digits', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CADE')).toEqual([1, 0, -1, 2]);
    // 16 needs a continuation digit: 'g' (32 + 0) then 'B' (1 << 5 = 32 → 16 after the sign bit)
    expect(decodeSegment('gB')).toEqual([16]);
    expect(decodeSegment('hB')).toEqual([-16]);
  });

  it('refuses a character outside Base64', () => {
    expect(() => decodeSegment('A*')).toThrow(/bad source map character/);
  });
});

describe('charsPerSource', () => {
  it('gives each source the columns up to the next mapping, the source index carrying over lines', () => {
    // line 0: col 0 → x, col 3 → y; line 1: col 0 → y again (source index is relative across lines)
    const totals = charsPerSource('aaabbb\ncc', { sources: ['x', 'y'], mappings: 'AAAA,GCAA;AAAA' });
    expect(totals.get('x')).toBe(3);
    expect(totals.get('y')).toBe(3 + 1 + 2 + 1);
  });

  it('counts code after a one-field segment as no source', () => {
    const totals = charsPerSource('aaabb', { sources: ['x'], mappings: 'AAAA,G' });
    expect(totals.get('x')).toBe(3);
    expect(totals.get('(no source)')).toBe(3);
  });
});

describe('sourceLabel', () => {
  it('names a module inside the project, or its package and source area', () => {
    expect(sourceLabel('webpack://platform_host/./node_modules/react-dom/cjs/client.js', false)).toBe(
      'node_modules/react-dom/cjs/client.js',
    );
    expect(sourceLabel('webpack://platform_host/./node_modules/react-dom/cjs/client.js', true)).toBe('react-dom');
    expect(sourceLabel('../../work/x/node_modules/@lingui/core/dist/index.mjs', true)).toBe('@lingui/core');
    expect(sourceLabel('../../work/x/src/shell/chrome/Footer.tsx', false)).toBe('src/shell/chrome/Footer.tsx');
    expect(sourceLabel('../../work/x/src/shell/chrome/Footer.tsx', true)).toBe('src/shell/chrome');
    expect(sourceLabel('webpack/runtime/sharing', true)).toBe('webpack/runtime/sharing');
  });
});

describe('scriptShares', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shares-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shares the script bytes and Brotli size out to its sources in proportion', () => {
    const code = `${'a'.repeat(300)}${'b'.repeat(100)}`;
    const file = join(dir, 'chunk.js');
    writeFileSync(file, code);
    // the second segment moves 300 columns ('4S') and one source on
    writeFileSync(`${file}.map`, JSON.stringify({ sources: ['src/a/one/x.ts', 'node_modules/lib/y.js'], mappings: 'AAAA,4SCAA' }));
    const shares = scriptShares(file, { byPackage: true });
    expect(shares).not.toBeNull();
    const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect(shares?.raw).toBe(400);
    expect(shares?.brotli).toBe(brotli);
    const a = shares?.parts.get('src/a/one');
    const b = shares?.parts.get('lib');
    expect(a?.raw).toBeCloseTo(400 * (300 / 401));
    expect(b?.raw).toBeCloseTo(400 * (101 / 401));
    expect((a?.brotli ?? 0) + (b?.brotli ?? 0)).toBeCloseTo(brotli);
  });

  it('answers null for a script without a source map', () => {
    const file = join(dir, 'bare.js');
    writeFileSync(file, 'x');
    expect(scriptShares(file)).toBeNull();
  });
});
