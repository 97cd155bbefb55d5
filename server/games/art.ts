/**
 * Generated art, served by our server (no hot-linking): a tile per game and a WHITE and BLACK
 * icon per vendor, as small SVGs drawn from the game's name and the vendor's colour.
 */
import type { CatalogueGame } from './catalogue';
import { VENDOR_BY_CODE } from './vendors';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function tileSvg(g: CatalogueGame): string {
  const vendorHue = VENDOR_BY_CODE.get(g.vendorCode)?.hue ?? 200;
  const h = hash(g.gameCode);
  const hue2 = (vendorHue + 40 + (h % 80)) % 360;
  const shape = h % 3;
  const deco =
    shape === 0
      ? `<circle cx="150" cy="40" r="60" fill="#fff" opacity=".15"/>`
      : shape === 1
        ? `<path d="M0 150 L100 70 L200 150 Z" fill="#fff" opacity=".12"/>`
        : `<rect x="-20" y="110" width="240" height="40" transform="rotate(-12 100 130)" fill="#fff" opacity=".14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${vendorHue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 28%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>${deco}
<text x="100" y="118" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${esc(initials(g.names.en))}</text>
<text x="100" y="180" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#fff" opacity=".85">${esc(g.vendorCode)}</text>
</svg>`;
}

export function vendorIconSvg(code: string, tone: 'WHITE' | 'BLACK'): string | null {
  const v = VENDOR_BY_CODE.get(code);
  if (!v) return null;
  const fg = tone === 'WHITE' ? '#fff' : '#111';
  const label = v.code.replace(/_.*/, '').slice(0, 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48" width="120" height="48">
<rect x="2" y="2" width="44" height="44" rx="12" fill="hsl(${v.hue} 70% 45%)"/>
<text x="24" y="31" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${esc(label.slice(0, 3))}</text>
<text x="54" y="30" font-family="sans-serif" font-size="15" font-weight="600" fill="${fg}">${esc(label)}</text>
</svg>`;
}

export const DEFAULT_ART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" rx="24" fill="#3a3f4b"/>
<path d="M70 80h60v50H70z M85 95h10v10H85z M105 95h10v10h-10z" fill="none" stroke="#9aa3b2" stroke-width="6"/>
</svg>`;
