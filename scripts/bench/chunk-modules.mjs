// Which modules a built script is made of, and what each weighs: reads the script's source map
// (build with `BUILD_SOURCE_MAP=1`, see rsbuild.config.ts) and shares the script's minified bytes out
// to the sources the map names; the Brotli column shares the whole script's Brotli size (quality 11)
// out in the same proportions (an estimate: modules do not compress alike).
//
//   node scripts/bench/chunk-modules.mjs <script.js> [more scripts...] [--by module|package] [--top N]
//
// `--by package` adds up node_modules/<package> and src/<area>/<part>; several scripts are listed as one.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

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

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = B64.get(c);
    if (digit === undefined) throw new Error(`bad source map character ${JSON.stringify(c)}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Characters of the generated code per source (unmapped code under '(no source)'). */
function charsPerSource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  const add = (name, n) => totals.set(name, (totals.get(name) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let col = 0;
    let current = '(no source)';
    let from = 0;
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeSegment(segment);
      col += fields[0];
      add(current, col - from);
      from = col;
      if (fields.length >= 4) {
        source += fields[1];
        current = map.sources[source] ?? '(no source)';
      } else current = '(no source)';
    }
    add(current, line.length - from + 1);
  });
  return totals;
}

/** A source's name without the bundler's prefix; with `--by package` its package or source area. */
function label(source) {
  const path = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, ''));
  // a bundler runtime module inlined as text names its code, not a file
  if (path.length > 160) return `(inline runtime: ${path.slice(0, 40)}...)`;
  const name = path.replace(/^.*?\/(node_modules|src)\//, '$1/').replace(/^(\.\.?\/)+/, '');
  if (by === 'module') return name;
  const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const area = name.match(/^(src\/[^/]+\/[^/]+)/);
  return area ? area[1] : name;
}

const totals = new Map();
let raw = 0;
let brotli = 0;
for (const file of args) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const size = Buffer.byteLength(code);
  const compressed = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  raw += size;
  brotli += compressed;
  const chars = charsPerSource(code, map);
  const sum = [...chars.values()].reduce((a, b) => a + b, 0);
  for (const [source, n] of chars) {
    const key = label(source);
    const t = totals.get(key) ?? { raw: 0, brotli: 0 };
    t.raw += (n / sum) * size;
    t.brotli += (n / sum) * compressed;
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
