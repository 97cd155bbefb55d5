/**
 * A brand's identity files (`identity` in its tenant file, files under `tenants/assets/<id>/`):
 * read their format from the magic bytes and their size from the file itself (PNG IHDR, JPEG SOF,
 * SVG width/height or viewBox), and check each field's rules (format, shape, dimensions, weight,
 * SVG without scripts, event attributes or external references). Node only.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS_DIR } from './load';
import type { Tenant } from './schema';

export const ASSETS_DIR = join(TENANTS_DIR, 'assets');

export type ImageFormat = 'png' | 'jpeg' | 'svg';
export type ImageInfo = { format: ImageFormat; width: number; height: number };
export type IdentityField = 'logo' | 'favicon' | 'appIcon' | 'splash' | 'shareImage';

type Rule = {
  formats: readonly ImageFormat[];
  maxBytes: number;
  /** a problem with the dimensions, or undefined */
  shape: (i: ImageInfo) => string | undefined;
};

const kB = 1024;

/** The rules per field (documented in docs/tenants.md, "A brand's identity"). */
export const IDENTITY_RULES: Record<IdentityField, Rule> = {
  logo: {
    formats: ['svg', 'png'],
    maxBytes: 50 * kB,
    shape: (i) =>
      i.format === 'png' && i.height < 64
        ? `must be at least 64 px high (it is ${i.height})`
        : i.width < i.height / 2
          ? `must not be taller than twice its width (${i.width}×${i.height})`
          : undefined,
  },
  favicon: {
    formats: ['svg', 'png'],
    maxBytes: 20 * kB,
    shape: (i) =>
      i.width !== i.height
        ? `must be square (it is ${i.width}×${i.height})`
        : i.format === 'png' && i.width < 32
          ? `must be at least 32×32 (it is ${i.width}×${i.height})`
          : undefined,
  },
  appIcon: {
    formats: ['png'],
    maxBytes: 500 * kB,
    shape: (i) =>
      i.width !== i.height
        ? `must be square (it is ${i.width}×${i.height})`
        : i.width < 512
          ? `must be at least 512×512 (it is ${i.width}×${i.height})`
          : undefined,
  },
  splash: {
    formats: ['png', 'jpeg'],
    maxBytes: 1024 * kB,
    shape: (i) =>
      i.height <= i.width
        ? `must be portrait (it is ${i.width}×${i.height})`
        : i.width < 640
          ? `must be at least 640 px wide (it is ${i.width})`
          : undefined,
  },
  shareImage: {
    formats: ['png', 'jpeg'],
    maxBytes: 1024 * kB,
    shape: (i) => (i.width !== 1200 || i.height !== 630 ? `must be 1200×630 (it is ${i.width}×${i.height})` : undefined),
  },
};

export const IDENTITY_FIELDS = Object.keys(IDENTITY_RULES) as IdentityField[];

function pngSize(b: Buffer): ImageInfo | string {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return 'a PNG without an IHDR header';
  return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpegSize(b: Buffer): ImageInfo | string {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return 'a JPEG with a broken segment';
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const len = b.readUInt16BE(at + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { format: 'jpeg', height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    if (marker === 0xd9 || marker === 0xda) break;
    at += 2 + len;
  }
  return 'a JPEG without a frame header (SOF)';
}

const svgNumber = (s: string | undefined) => (s && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(s) ? Number.parseFloat(s) : undefined);

function svgSize(text: string): ImageInfo | string {
  const open = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (open === undefined) return 'an SVG without an <svg> element';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(open)?.[1];
  const width = svgNumber(attr('width'));
  const height = svgNumber(attr('height'));
  if (width !== undefined && height !== undefined) return { format: 'svg', width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box.every((n) => Number.isFinite(n)) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { format: 'svg', width: box[2] ?? 0, height: box[3] ?? 0 };
  }
  return 'an SVG without width and height or a viewBox';
}

const looksLikeSvg = (b: Buffer) =>
  /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(b.toString('utf8', 0, Math.min(b.length, 4096)));

/** The file's format (by its magic bytes) and dimensions, or what is wrong with it. */
export function inspectImage(b: Buffer): ImageInfo | string {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return pngSize(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegSize(b);
  if (looksLikeSvg(b)) return svgSize(b.toString('utf8'));
  return 'not a PNG, JPEG or SVG file';
}

/** What makes an SVG unsafe to serve as an image of the site: scripts, event attributes, external references. */
export function svgSafetyProblems(text: string): string[] {
  const problems: string[] = [];
  if (/<script\b/i.test(text)) problems.push('contains a <script> element');
  const handler = /\son[a-z]+\s*=/i.exec(text);
  if (handler) problems.push(`has an event attribute (${handler[0].trim().replace(/\s*=$/, '')})`);
  if (/<foreignObject\b/i.test(text)) problems.push('contains a <foreignObject> element');
  if (/<!(DOCTYPE|ENTITY)\b/i.test(text)) problems.push('declares a DOCTYPE or ENTITY');
  for (const m of text.matchAll(/(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi)) {
    if (!m[1]?.startsWith('#')) problems.push(`references an external resource (href="${m[1]}")`);
  }
  for (const m of text.matchAll(/url\(\s*["']?\s*([^)"'\s]*)/gi)) {
    if (!m[1]?.startsWith('#')) problems.push(`references an external resource (url(${m[1]}))`);
  }
  if (/@import\b/i.test(text)) problems.push('imports a stylesheet (@import)');
  if (/javascript:/i.test(text)) problems.push('contains a javascript: URL');
  return problems;
}

/** Problems of one identity file, each "identity.<field> (<id>/<file>): what is wrong". */
export function identityFileProblems(field: IdentityField, bytes: Buffer): string[] {
  const rule = IDENTITY_RULES[field];
  const problems: string[] = [];
  if (bytes.length > rule.maxBytes)
    problems.push(`weighs ${Math.ceil(bytes.length / kB)} kB, more than the ${rule.maxBytes / kB} kB allowed`);
  const info = inspectImage(bytes);
  if (typeof info === 'string') return [...problems, `is ${info}`];
  if (!rule.formats.includes(info.format))
    problems.push(`is ${info.format.toUpperCase()}, must be ${rule.formats.map((f) => f.toUpperCase()).join(' or ')}`);
  else {
    const shape = rule.shape(info);
    if (shape) problems.push(shape);
  }
  if (info.format === 'svg') problems.push(...svgSafetyProblems(bytes.toString('utf8')));
  return problems;
}

/** The path of a brand's identity file. */
export const identityPath = (id: string, file: string, assetsDir = ASSETS_DIR) => join(assetsDir, id, file);

/** Every problem of a tenant's identity files (none when it names none). */
export function identityProblems(tenant: Pick<Tenant, 'id' | 'identity'>, assetsDir = ASSETS_DIR): string[] {
  const identity = tenant.identity ?? {};
  const problems: string[] = [];
  for (const field of IDENTITY_FIELDS) {
    const file = identity[field];
    if (file === undefined) continue;
    const label = `identity.${field} (assets/${tenant.id}/${file})`;
    const path = identityPath(tenant.id, file, assetsDir);
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push(`${label}: file not found`);
      continue;
    }
    for (const p of identityFileProblems(field, readFileSync(path))) problems.push(`${label}: ${p}`);
  }
  return problems;
}
