// Which modules a built script is made of, and what each weighs (source-map-shares.mjs): build
// with `BUILD_SOURCE_MAP=1` (rsbuild.config.ts), then
//
//   node scripts/bench/chunk-modules.mjs <script.js> [more scripts...] [--by module|package] [--top N]
//
// `--by package` adds up node_modules/<package> and src/<area>/<part>; several scripts are listed as one.
import { scriptShares } from './source-map-shares.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const by = flag('--by', 'module');
const top = Number(flag('--top', '40'));
if (!['module', 'package'].includes(by) || !Number.isInteger(top) || top < 1 || args.length === 0) {
  console.error('usage: chunk-modules.mjs <script.js>... [--by module|package] [--top N]');
  process.exit(2);
}

const totals = new Map();
let raw = 0;
let brotli = 0;
for (const file of args) {
  const shares = scriptShares(file, { byPackage: by === 'package' });
  if (!shares) {
    console.error(`${file}.map is missing: build with BUILD_SOURCE_MAP=1`);
    process.exit(2);
  }
  raw += shares.raw;
  brotli += shares.brotli;
  for (const [key, part] of shares.parts) {
    const t = totals.get(key) ?? { raw: 0, brotli: 0 };
    t.raw += part.raw;
    t.brotli += part.brotli;
    totals.set(key, t);
  }
}
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`${args.length} script(s): ${kb(raw)} kB minified, ${kb(brotli)} kB Brotli`);
console.log(`minified kB  brotli kB  share  ${by === 'package' ? 'package / source area' : 'module'}`);
const rows = [...totals].sort((a, b) => b[1].raw - a[1].raw);
for (const [name, t] of rows.slice(0, top)) {
  console.log(`${kb(t.raw)}     ${kb(t.brotli)}  ${((t.raw / raw) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
if (rows.length > top) {
  const rest = rows.slice(top).reduce((a, [, t]) => ({ raw: a.raw + t.raw, brotli: a.brotli + t.brotli }), { raw: 0, brotli: 0 });
  console.log(`${kb(rest.raw)}     ${kb(rest.brotli)}  ${((rest.raw / raw) * 100).toFixed(1).padStart(5)}%  (${rows.length - top} more)`);
}
