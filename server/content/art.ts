/**
 * Generated content art, served by our server (no hot-linking): banners, promotion covers and
 * popup pictures as small SVGs drawn from the brand id and a number. The pictures carry figures
 * and the brand name only (no words), so one picture serves every language.
 * URL: `/content-art/{kind}-{tenant}-{n}.svg`.
 */
import { CONTENT_FILE_PATHS } from '../../src/contracts/content/calls';

export const ART_KINDS = { banner: [750, 300], promo: [690, 300], popup: [600, 400], notice: [96, 96] } as const;
export type ArtKind = keyof typeof ART_KINDS;
const FIGURES = ['300%', '97%', '600+', 'VIP', '24/7', '×2', '100%', '$', '★', 'NEW'];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function artUrl(kind: ArtKind, tenantId: string, n: number): string {
  return `${CONTENT_FILE_PATHS.art}/${kind}-${tenantId}-${n}.svg`;
}

/** `{kind}-{tenant}-{n}.svg` → its parts, or null. */
export function parseArtFile(file: string): { kind: ArtKind; tenantId: string; n: number } | null {
  const m = /^(banner|promo|popup|notice)-([a-z][a-z0-9-]{0,31})-(\d{1,3})\.svg$/.exec(file);
  if (!m) return null;
  return { kind: m[1] as ArtKind, tenantId: m[2] as string, n: Number(m[3]) };
}

export function contentArtSvg(kind: ArtKind, tenantId: string, brand: string, n: number): string {
  const [w, h] = ART_KINDS[kind];
  const seed = hash(`${tenantId}:${kind}:${n}`);
  const hue = (hash(tenantId) + n * 47) % 360;
  const hue2 = (hue + 30 + (seed % 90)) % 360;
  const figure = FIGURES[(n + (seed % 3)) % FIGURES.length] ?? '★';
  if (kind === 'notice') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="20" fill="hsl(${hue} 70% 45%)"/><path d="M28 40h8l20-12v40L36 56h-8z" fill="#fff"/><path d="M62 38q8 10 0 20" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
  }
  const big = Math.round(h * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 40%)"/><stop offset="1" stop-color="hsl(${hue2} 78% 22%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.55}" fill="#fff" opacity=".1"/>
<circle cx="${w * 0.1}" cy="${h}" r="${h * 0.45}" fill="#fff" opacity=".08"/>
<text x="${w * 0.06}" y="${h * 0.6}" font-family="sans-serif" font-size="${big}" font-weight="800" fill="#fff">${esc(figure)}</text>
<text x="${w * 0.06}" y="${h * 0.85}" font-family="sans-serif" font-size="${Math.round(h * 0.1)}" font-weight="600" fill="#fff" opacity=".9">${esc(brand)}</text>
</svg>`;
}
