// Lists the JavaScript a page fetches until the network is idle (bytes as Chromium received them):
// `node scripts/bench/wire-list.mjs /m/home royal [/m/login royal ...]` against a fresh server on the built dist/.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, ROOT } from '../lib/run.mjs';
import { firstLoadScripts } from './first-load-scripts.mjs';
import { startServer } from './server.mjs';

const argv = process.argv.slice(2);
const targets = [];
for (let i = 0; i < argv.length; i += 2) targets.push([argv[i], argv[i + 1] ?? 'royal']);
const server = await startServer(process.env.BENCH_DIST_DIR || join(ROOT, 'dist'));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--headless', '--disable-gpu'] });
try {
  for (const [path, tenant] of targets) {
    const scripts = await firstLoadScripts(browser, `http://${tenant}.localhost:${server.port}${path}`);
    const total = scripts.reduce((n, s) => n + s.bytes, 0);
    console.log(`${tenant} ${path}: ${(total / 1024).toFixed(1)} kB in ${scripts.length} scripts`);
    for (const s of scripts) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} kB  ${s.path}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
