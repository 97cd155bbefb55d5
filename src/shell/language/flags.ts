/**
 * Whether this machine draws flag emoji in colour. Without an emoji font they come out as empty
 * boxes or bare letters, so the language picker then leaves the (decorative) flags out and relies
 * on the language code badge and name. Checked once, by drawing a flag on an offscreen canvas.
 */
let cached: boolean | undefined;

export function canShowFlagEmoji(): boolean {
  if (cached !== undefined) return cached;
  cached = false;
  try {
    if (typeof OffscreenCanvas === 'undefined') return cached;
    const ctx = new OffscreenCanvas(32, 32).getContext('2d', { willReadFrequently: true });
    if (!ctx) return cached;
    ctx.font = '24px sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillStyle = '#000';
    ctx.fillText('\u{1F1F0}\u{1F1ED}', 0, 0);
    const data = ctx.getImageData(0, 0, 32, 32).data;
    for (let i = 0; i < data.length; i += 4) {
      // a coloured pixel: the emoji font drew a real flag (a missing glyph is drawn in the fill colour)
      const [r, g, b, alpha] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (alpha !== undefined && alpha > 0 && (r !== g || g !== b)) {
        cached = true;
        break;
      }
    }
  } catch {
    cached = false;
  }
  return cached;
}
