/**
 * A captcha image without the answer in it as text: each digit is drawn as jittered strokes of a
 * small line font, rotated, over noise lines and dots. Returned as an SVG data URL.
 */
import { randomInt } from 'node:crypto';

/** Digit strokes on a 10 × 16 grid (polylines). */
const STROKES: Record<string, number[][]> = {
  '0': [[1, 1, 9, 1, 9, 15, 1, 15, 1, 1], [9, 1, 1, 15]],
  '1': [[3, 4, 6, 1, 6, 15], [3, 15, 9, 15]],
  '2': [[1, 3, 4, 1, 8, 1, 9, 4, 1, 15, 9, 15]],
  '3': [[1, 1, 9, 1, 5, 7, 9, 10, 8, 15, 1, 15]],
  '4': [[7, 15, 7, 1, 1, 11, 9, 11]],
  '5': [[9, 1, 1, 1, 1, 7, 8, 7, 9, 11, 8, 15, 1, 15]],
  '6': [[8, 1, 2, 5, 1, 15, 9, 15, 9, 8, 1, 8]],
  '7': [[1, 1, 9, 1, 4, 15], [3, 8, 8, 8]],
  '8': [[1, 1, 9, 1, 9, 7, 1, 7, 1, 1], [1, 7, 1, 15, 9, 15, 9, 7]],
  '9': [[9, 8, 1, 8, 1, 1, 9, 1, 9, 15, 2, 15]],
};

const j = (n: number) => n + (randomInt(-40, 41) / 100);
const colour = () => `hsl(${randomInt(360)},55%,${randomInt(25, 45)}%)`;

export function captchaSvg(answer: string, width = 120, height = 40): string {
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f4f0"/>`];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="${colour()}" stroke-width="1"/>`,
    );
  }
  const step = width / (answer.length + 1);
  [...answer].forEach((digit, i) => {
    const scale = (randomInt(150, 190) / 100).toFixed(2);
    const x = (step * (i + 0.6) + randomInt(-3, 4)).toFixed(1);
    const y = (4 + randomInt(0, 6)).toFixed(1);
    const rot = randomInt(-25, 26);
    const lines = (STROKES[digit] ?? []).map((pl) => {
      const pts: string[] = [];
      for (let k = 0; k + 1 < pl.length; k += 2) pts.push(`${j(pl[k] ?? 0).toFixed(2)},${j(pl[k + 1] ?? 0).toFixed(2)}`);
      return `<polyline points="${pts.join(' ')}" fill="none" stroke="${colour()}" stroke-width="1.6" stroke-linecap="round"/>`;
    });
    parts.push(`<g transform="translate(${x} ${y}) scale(${scale}) rotate(${rot} 5 8)">${lines.join('')}</g>`);
  });
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="0.8" fill="${colour()}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
