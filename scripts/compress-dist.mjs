#!/usr/bin/env node
// Run by `npm run build` after Rsbuild: writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9)
// beside every text asset of dist/ worth compressing, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on every request. Plain Node, no dependencies.
// The folder: DIST_DIR, else the build's BUILD_DIST_DIR, else dist/.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './lib/run.mjs';

const DIST = resolve(ROOT, process.env.DIST_DIR || process.env.BUILD_DIST_DIR || 'dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(DIST)) {
  if (!TEXT.has(extname(file))) continue;
  const size = statSync(file).size;
  if (size < MIN_BYTES) continue;
  const buf = readFileSync(file);
  const brotli = brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
  count += 1;
  raw += buf.length;
  br += brotli.length;
}
console.log(`[compress] ${count} files: ${(raw / 1024).toFixed(0)} kB → ${(br / 1024).toFixed(0)} kB brotli (and .gz beside each)`);
