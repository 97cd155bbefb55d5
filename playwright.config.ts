/**
 * Playwright: the built site (dist/) and the real server, in Debian's Chromium at a phone viewport.
 * tests/e2e/support/global-setup.ts starts two servers on fresh PGlite data folders:
 *  - "main": read-only tests, fully parallel;
 *  - "ops":  tests that change server state with the operator CLI (maintenance, region, flags),
 *            one at a time (one worker), so they never race the read-only tests or each other.
 * Browsers cannot be downloaded here: Chromium comes from the system (CHROMIUM_PATH, else PATH,
 * else /usr/bin/chromium; scripts/install-system-deps.sh installs it).
 * Timeouts are written for a machine of speed factor 1 and stretched by TEST_SLOWNESS
 * (scripts/lib/slowness.mjs: npm test measures it; run alone, this config measures it).
 */
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { scaled, slowness } from './scripts/lib/slowness.mjs';
import type { E2EOptions } from './tests/e2e/support/fixtures';

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      /* not on PATH */
    }
  }
  return '/usr/bin/chromium';
}

const CI = Boolean(process.env.CI);
const SLOWNESS = slowness();

export default defineConfig<E2EOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // npm test gives each run its own folders (concurrent runs in one checkout must not clean each other's).
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: scaled(30_000, SLOWNESS),
  expect: { timeout: scaled(10_000, SLOWNESS) },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT || 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
    locale: 'en-US',
    // recording a trace costs about 15 % of a test's time: only a retried test records one (npm test
    // retries once in CI); `npx playwright test --trace on` records every test's
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: scaled(10_000, SLOWNESS),
    navigationTimeout: scaled(20_000, SLOWNESS),
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // one worker: its files share the ops server's state (flags, maintenance, region), so a file
    // that turns a flag off must never run beside one that expects it on. Listed first, so its
    // one-at-a-time tests run beside the main project's instead of alone at the end.
    { name: 'operator', testMatch: 'operator/**/*.spec.ts', fullyParallel: false, workers: 1, use: { serverKey: 'ops' } },
    // every read-only spec, the language leak check (i18n/leaks.spec.ts) included
    { name: 'main', testIgnore: ['**/operator/**'], use: { serverKey: 'main' } },
  ],
});
