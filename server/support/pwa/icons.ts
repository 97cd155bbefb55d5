/**
 * The brand's app icons, drawn here (no image files): a rounded tile in the header colour with a
 * coin in the primary colour and a diamond cut in it. `maskable` fills the whole square (the
 * launcher cuts its own shape; the mark stays in the 80% safe zone). RGBA PNG over node:zlib.
 */
import { encodePng } from '../../media/png';
import type { BrandColours } from './colours';

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
/** coverage of a pixel by a shape whose signed distance (negative inside) is `d` */
const cover = (d: number) => Math.max(0, Math.min(1, 0.5 - d));

export const ICON_SIZES = [192, 512] as const;

export function iconPng(size: number, colours: BrandColours, maskable = false): Buffer {
  const out = new Uint8Array(size * size * 4);
  const bg = rgb(colours.header);
  const coin = rgb(colours.primary);
  const cut = rgb(colours.page);
  const c = size / 2;
  const radius = maskable ? 0 : size * 0.22;
  const coinR = size * (maskable ? 0.28 : 0.34);
  const diamond = coinR * 0.5;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // rounded square (signed distance)
      const qx = Math.abs(px - c) - (c - radius);
      const qy = Math.abs(py - c) - (c - radius);
      const tile = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
      const a = maskable ? 1 : cover(tile);
      const inCoin = cover(Math.hypot(px - c, py - c) - coinR);
      const inDiamond = cover((Math.abs(px - c) + Math.abs(py - c) - diamond) / Math.SQRT2);
      const i = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) {
        const base = (bg[k] ?? 0) * (1 - inCoin) + (coin[k] ?? 0) * inCoin;
        out[i + k] = Math.round(base * (1 - inDiamond) + (cut[k] ?? 0) * inDiamond);
      }
      out[i + 3] = Math.round(a * 255);
    }
  }
  return encodePng(out, size, size, 'rgba', 9);
}
