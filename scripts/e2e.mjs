#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds the site if dist/ is missing or stale, then runs the
// Playwright suite (tests/e2e) against the real server started by tests/e2e/global-setup.ts.
import { buildReason, run } from './lib/run.mjs';

const reason = buildReason();
if (reason) {
  console.log(`[e2e] building the site first: ${reason}`);
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await run('playwright', ['test', ...process.argv.slice(2)]));
