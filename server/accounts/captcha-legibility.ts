/**
 * How readable a captcha is for a person, from the rendered pixels and the glyph
 * layout the generator knows (`renderCaptchaLayout`). The image shows at 44 CSS px high for 70 px
 * (src/shell/account/account.module.css), so at phone size 1 image px ≈ 0.6 CSS px.
 */
import { CAPTCHA_HEIGHT as H, CAPTCHA_WIDTH as W, type CaptchaRender } from './captcha-image';

export type Legibility = {
  /** smallest horizontal gap between neighbouring glyphs' ink boxes, px (negative: they overlap) */
  minGap: number;
  /** shortest glyph's ink height, px */
  minHeight: number;
  /** thinnest glyph stroke, px */
  minStroke: number;
  /** WCAG luminance ratio between the lightest glyph strokes and the darkest background or noise */
  contrast: number;
  /** share of glyph pixels that a noise line also crosses */
  noiseOnGlyph: number;
};

/** What a person reads at phone size: ≥ 16 CSS px digits, ≥ 1.9 CSS px strokes, a clear gap, WCAG AA contrast. */
export const LEGIBLE: Legibility = { minGap: 3, minHeight: 27, minStroke: 3.2, contrast: 4.5, noiseOnGlyph: 0.12 };

/** sRGB relative luminance of a gray level (WCAG 2). */
function luminance(gray: number): number {
  const c = gray / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export function measureLegibility(render: CaptchaRender): Legibility {
  const glyphs = render.strokes.length;
  const box = Array.from({ length: glyphs }, () => ({ minX: W, maxX: -1, minY: H, maxY: -1 }));
  const strokeLum: number[] = [];
  const groundLum: number[] = [];
  let glyphPixels = 0;
  let crossed = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const g = render.owner[i] ?? 0;
      const lum = luminance(render.pixels[i] ?? 0);
      if (g === 0) {
        groundLum.push(lum);
        continue;
      }
      strokeLum.push(lum);
      glyphPixels += 1;
      if ((render.noise[i] ?? 0) > 0) crossed += 1;
      const b = box[g - 1];
      if (!b) continue;
      b.minX = Math.min(b.minX, x);
      b.maxX = Math.max(b.maxX, x);
      b.minY = Math.min(b.minY, y);
      b.maxY = Math.max(b.maxY, y);
    }
  }
  let minGap = Number.POSITIVE_INFINITY;
  for (let k = 1; k < glyphs; k++) minGap = Math.min(minGap, (box[k]?.minX ?? 0) - (box[k - 1]?.maxX ?? 0) - 1);
  const lightestStroke = percentile(strokeLum, 0.95);
  const darkestGround = percentile(groundLum, 0.01);
  return {
    minGap,
    minHeight: Math.min(...box.map((b) => b.maxY - b.minY + 1)),
    minStroke: Math.min(...render.strokes),
    contrast: (darkestGround + 0.05) / (lightestStroke + 0.05),
    noiseOnGlyph: glyphPixels ? crossed / glyphPixels : 0,
  };
}

/** The thresholds a measure misses (empty when it is legible). */
export function illegible(m: Legibility): string[] {
  const out: string[] = [];
  if (m.minGap < LEGIBLE.minGap) out.push('minGap');
  if (m.minHeight < LEGIBLE.minHeight) out.push('minHeight');
  if (m.minStroke < LEGIBLE.minStroke) out.push('minStroke');
  if (m.contrast < LEGIBLE.contrast) out.push('contrast');
  if (m.noiseOnGlyph > LEGIBLE.noiseOnGlyph) out.push('noiseOnGlyph');
  return out;
}
