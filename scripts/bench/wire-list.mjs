// Lists the JavaScript a page fetches until the network is idle (bytes as Chromium received them,
// headers included), and the response headers' bytes of the page's scripts and of all its responses:
// `node scripts/bench/wire-list.mjs /m/home royal [/m/login royal ...]` against a fresh server on the built dist/.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, ROOT } from '../lib/run.mjs';
import { firstLoadResponses } from './first-load-scripts.mjs';
import { startServer } from './server.mjs';

const argv = process.argv.slice(2);
const targets = [];
for (let i = 0; i < argv.length; i += 2) targets.push([argv[i], argv[i + 1] ?? 'royal']);
const server = await startServer(process.env.BENCH_DIST_DIR || join(ROOT, 'dist'));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--headless', '--disable-gpu'] });
const kB = (n) => (n / 1024).toFixed(1);
const sum = (rs, key) => rs.reduce((n, r) => n + r[key], 0);
try {
  for (const [path, tenant] of targets) {
    const responses = await firstLoadResponses(browser, `http://${tenant}.localhost:${server.port}${path}`);
    const scripts = responses.filter((r) => r.type === 'Script');
    console.log(`${tenant} ${path}: ${kB(sum(scripts, 'bytes'))} kB in ${scripts.length} scripts`);
    for (const s of scripts) console.log(`  ${kB(s.bytes).padStart(6)} kB  ${s.path}`);
    console.log(
      `  headers: ${kB(sum(scripts, 'headerBytes'))} kB on the scripts, ${kB(sum(responses, 'headerBytes'))} kB on all ${responses.length} responses`,
    );
    const others = responses.filter((r) => r.type !== 'Script');
    for (const r of others) console.log(`  ${kB(r.headerBytes).padStart(6)} kB of headers  ${r.type} ${r.path}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
