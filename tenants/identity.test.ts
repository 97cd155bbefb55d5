/**
 * Identity files: format by magic bytes, dimensions read from the file, weight, SVG safety, and the
 * problems naming field, file and what is wrong (fixture files written per rule).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePng } from '../server/media/png';
import { identityFileProblems, identityProblems, inspectImage, svgSafetyProblems } from './identity';

const png = (w: number, h: number) => encodePng(new Uint8Array(w * h * 4), w, h, 'rgba', 9);
/** a minimal JPEG head: SOI, an APP0 segment, then a baseline frame header (SOF0) of w×h */
const jpeg = (w: number, h: number) => {
  const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, h >> 8, h & 255, w >> 8, w & 255, 1, 1, 0x11, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 6, 0x4a, 0x46, 0x49, 0x46]), sof, Buffer.from([0xff, 0xd9])]);
};
const svg = (attrs: string, body = '<rect width="10" height="10"/>') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`);

describe('inspectImage', () => {
  it('reads PNG, JPEG and SVG dimensions from the file', () => {
    expect(inspectImage(png(40, 30))).toEqual({ format: 'png', width: 40, height: 30 });
    expect(inspectImage(jpeg(1200, 630))).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(inspectImage(svg('width="120" height="32"'))).toEqual({ format: 'svg', width: 120, height: 32 });
    expect(inspectImage(svg('viewBox="0 0 64 64"'))).toEqual({ format: 'svg', width: 64, height: 64 });
  });
  it('names what is wrong with a file that is no image or has no size', () => {
    expect(inspectImage(Buffer.from('GIF89a......'))).toBe('not a PNG, JPEG or SVG file');
    expect(inspectImage(svg(''))).toBe('an SVG without width and height or a viewBox');
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda, 0, 0, 0, 0]))).toBe(
      'a JPEG without a frame header (SOF)',
    );
  });
});

describe('identityFileProblems', () => {
  it('accepts files that follow the rules', () => {
    expect(identityFileProblems('logo', svg('viewBox="0 0 160 40"'))).toEqual([]);
    expect(identityFileProblems('logo', png(256, 64))).toEqual([]);
    expect(identityFileProblems('favicon', png(32, 32))).toEqual([]);
    expect(identityFileProblems('appIcon', png(512, 512))).toEqual([]);
    expect(identityFileProblems('splash', jpeg(1080, 1920))).toEqual([]);
    expect(identityFileProblems('shareImage', png(1200, 630))).toEqual([]);
  });
  it('refuses a wrong format', () => {
    expect(identityFileProblems('appIcon', svg('viewBox="0 0 512 512"'))).toEqual(['is SVG, must be PNG']);
    expect(identityFileProblems('logo', jpeg(200, 64))).toEqual(['is JPEG, must be SVG or PNG']);
    expect(identityFileProblems('shareImage', Buffer.from('not an image'))).toEqual(['is not a PNG, JPEG or SVG file']);
  });
  it('refuses wrong dimensions', () => {
    expect(identityFileProblems('favicon', png(16, 16))).toEqual(['must be at least 32×32 (it is 16×16)']);
    expect(identityFileProblems('favicon', svg('viewBox="0 0 64 32"'))).toEqual(['must be square (it is 64×32)']);
    expect(identityFileProblems('appIcon', png(256, 256))).toEqual(['must be at least 512×512 (it is 256×256)']);
    expect(identityFileProblems('appIcon', png(512, 500))).toEqual(['must be square (it is 512×500)']);
    expect(identityFileProblems('splash', png(1920, 1080))).toEqual(['must be portrait (it is 1920×1080)']);
    expect(identityFileProblems('shareImage', jpeg(1200, 628))).toEqual(['must be 1200×630 (it is 1200×628)']);
    expect(identityFileProblems('logo', png(200, 32))).toEqual(['must be at least 64 px high (it is 32)']);
  });
  it('refuses a file over its weight limit', () => {
    const heavy = Buffer.concat([svg('viewBox="0 0 160 40"'), Buffer.from(`<!--${'x'.repeat(60 * 1024)}-->`)]);
    expect(identityFileProblems('logo', heavy)).toEqual(['weighs 61 kB, more than the 50 kB allowed']);
  });
  it('refuses an unsafe SVG: script, event attribute, external reference', () => {
    expect(svgSafetyProblems('<svg><script>alert(1)</script></svg>')).toEqual(['contains a <script> element']);
    expect(svgSafetyProblems('<svg onload="alert(1)"></svg>')).toEqual(['has an event attribute (onload)']);
    expect(svgSafetyProblems('<svg><image href="https://x.test/a.png"/></svg>')).toEqual([
      'references an external resource (href="https://x.test/a.png")',
    ]);
    expect(svgSafetyProblems('<svg><rect style="fill:url(https://x.test/p)"/></svg>')).toEqual([
      'references an external resource (url(https://x.test/p))',
    ]);
    expect(svgSafetyProblems('<svg><use href="#a"/><rect fill="url(#g)"/></svg>')).toEqual([]);
    expect(identityFileProblems('logo', svg('viewBox="0 0 160 40" onclick="x()"'))).toEqual(['has an event attribute (onclick)']);
  });
});

describe('identityProblems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'identity-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('names the field, the file and what is wrong; a missing file is a problem; no identity, no problem', () => {
    mkdirSync(join(dir, 'demo'));
    writeFileSync(join(dir, 'demo/fav.png'), png(16, 16));
    writeFileSync(join(dir, 'demo/share.jpg'), jpeg(1200, 630));
    expect(identityProblems({ id: 'demo', identity: { favicon: 'fav.png', shareImage: 'share.jpg', logo: 'logo.svg' } }, dir)).toEqual([
      'identity.logo (assets/demo/logo.svg): file not found',
      'identity.favicon (assets/demo/fav.png): must be at least 32×32 (it is 16×16)',
    ]);
    expect(identityProblems({ id: 'demo', identity: undefined }, dir)).toEqual([]);
  });
  it("the demo brands' own identity files pass", () => {
    expect(identityProblems({ id: 'tiger', identity: { logo: 'logo.svg' } })).toEqual([]);
  });
});
