// A built script's bytes shared out to the sources its source map names: the minified bytes each
// source's generated code takes, and the script's Brotli size (quality 11) shared out in the same
// proportions (an estimate: modules do not compress alike). Used by chunk-modules.mjs and
// first-load-report.mjs; the scripts come from a build with `BUILD_SOURCE_MAP=1` (rsbuild.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
export function decodeSegment(text) {
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

/** Characters of the generated code per source (code no mapping covers under '(no source)'). */
export function charsPerSource(code, map) {
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

/** A source's name inside the project (node_modules/… or src/…); with `byPackage` its package or source area. */
export function sourceLabel(source, byPackage) {
  const path = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, ''));
  // a bundler runtime module inlined as text names its code, not a file
  if (path.length > 160) return '(federation runtime set-up, inlined)';
  const name = path.replace(/^.*?\/(node_modules|src)\//, '$1/').replace(/^(\.\.?\/)+/, '');
  if (!byPackage) return name;
  const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const area = name.match(/^(src\/[^/]+\/[^/]+)/);
  return area ? area[1] : name;
}

/**
 * One script's shares: `{ raw, brotli, parts: Map<label, { raw, brotli }> }`, or null when the
 * script has no source map beside it.
 */
export function scriptShares(file, { byPackage = false } = {}) {
  if (!existsSync(`${file}.map`)) return null;
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const raw = Buffer.byteLength(code);
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const chars = charsPerSource(code, map);
  const sum = [...chars.values()].reduce((a, b) => a + b, 0);
  const parts = new Map();
  for (const [source, n] of chars) {
    const key = sourceLabel(source, byPackage);
    const t = parts.get(key) ?? { raw: 0, brotli: 0 };
    t.raw += (n / sum) * raw;
    t.brotli += (n / sum) * brotli;
    parts.set(key, t);
  }
  return { raw, brotli, parts };
}
