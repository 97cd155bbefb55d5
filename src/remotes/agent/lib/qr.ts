/** The referral QR code: `uqr` encodes (byte mode, level M, any version); this draws it as one SVG path. */
import { encode } from 'uqr';

/** The QR matrix of a text (UTF-8) as rows of dark (true) modules, without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** An SVG path (`d`) drawing the dark modules, offset by a 4-module quiet zone. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + 4},${y + 4}h1v1h-1z`);
    });
  });
  return parts.join('');
}
