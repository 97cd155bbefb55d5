/**
 * The brand's generated images, drawn here (no image files): the app icons (a rounded tile in the
 * header colour with a coin in the primary colour and a diamond cut in it; `maskable` fills the
 * whole square, the launcher cuts its own shape, the mark stays in the 80% safe zone) and the
 * default share image and splash screen (the coin mark centred on the header colour).
 * RGBA PNG over node:zlib.
 */
import { encodePng } from '../../media/png';
import type { BrandColours } from './colours';

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
/** coverage of a pixel by a shape whose signed distance (negative inside) is `d` */
const cover = (d: number) => Math.max(0, Math.min(1, 0.5 - d));

export const ICON_SIZES = [192, 512] as const;

type Mark = { width: number; height: number; corner: number; coinR: number };

function drawMark(m: Mark, colours: BrandColours): Buffer {
  const { width, height, corner } = m;
  const out = new Uint8Array(width * height * 4);
  const bg = rgb(colours.header);
  const coin = rgb(colours.primary);
  const cut = rgb(colours.page);
  const cx = width / 2;
  const cy = height / 2;
  const diamond = m.coinR * 0.5;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // rounded rectangle (signed distance)
      const qx = Math.abs(px - cx) - (cx - corner);
      const qy = Math.abs(py - cy) - (cy - corner);
      const tile = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
      const a = corner === 0 ? 1 : cover(tile);
      const inCoin = cover(Math.hypot(px - cx, py - cy) - m.coinR);
      const inDiamond = cover((Math.abs(px - cx) + Math.abs(py - cy) - diamond) / Math.SQRT2);
      const i = (y * width + x) * 4;
      for (let k = 0; k < 3; k++) {
        const base = (bg[k] ?? 0) * (1 - inCoin) + (coin[k] ?? 0) * inCoin;
        out[i + k] = Math.round(base * (1 - inDiamond) + (cut[k] ?? 0) * inDiamond);
      }
      out[i + 3] = Math.round(a * 255);
    }
  }
  return encodePng(out, width, height, 'rgba', 9);
}

export function iconPng(size: number, colours: BrandColours, maskable = false): Buffer {
  return drawMark({ width: size, height: size, corner: maskable ? 0 : size * 0.22, coinR: size * (maskable ? 0.28 : 0.34) }, colours);
}

/** The default share image (1200×630) and splash screen (portrait): the coin mark on the header colour. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const SPLASH_SIZE = { width: 750, height: 1334 } as const;

export function bannerPng(size: { width: number; height: number }, colours: BrandColours): Buffer {
  return drawMark({ ...size, corner: 0, coinR: Math.min(size.width, size.height) * 0.22 }, colours);
}
