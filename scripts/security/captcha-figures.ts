/**
 * Captcha figures: legibility of N generated captchas (worst and median of each
 * measure, and how many meet every threshold) and the two test solvers' success rates.
 * Usage: npx tsx scripts/security/captcha-figures.ts [N=200]
 */
import { renderCaptchaLayout } from '../../server/accounts/captcha-image';
import { illegible, LEGIBLE, type Legibility, measureLegibility } from '../../server/accounts/captcha-legibility';
import { randomDigits } from '../../server/accounts/secrets';
import { solveColumns, solveSegments } from '../../server/security/captcha-solver';

const n = Number(process.argv[2] ?? 200);
const measures: Legibility[] = [];
const solved = { columns: 0, segments: 0 };
const digits = { columns: 0, segments: 0 };
let legible = 0;
for (let i = 0; i < n; i++) {
  const answer = randomDigits(6);
  const render = renderCaptchaLayout(answer);
  const m = measureLegibility(render);
  measures.push(m);
  if (illegible(m).length === 0) legible += 1;
  for (const [name, solve] of [
    ['columns', solveColumns],
    ['segments', solveSegments],
  ] as const) {
    const guess = solve(render.pixels);
    if (guess === answer) solved[name] += 1;
    for (let k = 0; k < 6; k++) if (guess[k] === answer[k]) digits[name] += 1;
  }
}
const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(1)} %`;
console.log(`${n} captchas; legible by every threshold: ${legible} (${pct(legible, n)})`);
for (const key of Object.keys(LEGIBLE) as (keyof Legibility)[]) {
  const values = measures.map((m) => m[key]).sort((a, b) => a - b);
  const worst = key === 'noiseOnGlyph' ? values[values.length - 1] : values[0];
  const median = values[Math.floor(values.length / 2)];
  const op = key === 'noiseOnGlyph' ? '≤' : '≥';
  console.log(`  ${key.padEnd(13)} worst ${worst?.toFixed(2)}  median ${median?.toFixed(2)}  (needs ${op} ${LEGIBLE[key]})`);
}
for (const name of ['columns', 'segments'] as const) {
  console.log(`solver ${name.padEnd(8)} whole answers ${solved[name]}/${n} (${pct(solved[name], n)}), digits ${pct(digits[name], n * 6)}`);
}
