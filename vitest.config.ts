import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { scaled, slowness } from './scripts/lib/slowness.mjs';

// Timeouts are written for a machine of speed factor 1 and stretched by TEST_SLOWNESS
// (scripts/lib/slowness.mjs: npm test measures it; run alone, this config measures it).
const SLOWNESS = slowness();

const alias = {
  '@contracts': fileURLToPath(new URL('./src/contracts', import.meta.url)),
  '@kernel': fileURLToPath(new URL('./src/kernel', import.meta.url)),
  '@tenants': fileURLToPath(new URL('./tenants', import.meta.url)),
};

/**
 * Server test files share their worker's loaded modules (`isolate: false`: a worker runs file after
 * file without loading the server again, less than half the time), except the files that replace a
 * module or a global (`vi.mock`, `vi.stubGlobal`, ...): a shared module would keep the real one, so
 * those run isolated, in their own project. Found by reading the files, so a new one needs no list.
 * Client files stay isolated: they share one jotai store and the DOM, which a file's late work
 * (a toast after its last test) would carry into the next. They run in `vmThreads`: each file gets
 * its own VM context (isolated as in a fresh process) while a worker builds jsdom's environment once
 * instead of once per file, which was about half of the client project's time. In a VM context the
 * document's `location` cannot be replaced: a test watches a page change through the code's own
 * seam (e.g. the wallet's `leaveSite`).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const SERVER_TESTS = ['server/**/*.test.ts', 'tenants/**/*.test.ts', 'scripts/**/*.test.ts', 'src/contracts/**/*.test.ts'];
// (as file lists, not an `exclude`: a project's `exclude` would drop the command line's `--exclude`)
const serverFiles = SERVER_TESTS.flatMap((pattern) => globSync(pattern, { exclude: ['**/node_modules/**'] }));
const SERVER_MOCKING = serverFiles.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
const SERVER_SHARING = serverFiles.filter((file) => !SERVER_MOCKING.includes(file));

const serverTest = {
  environment: 'node',
  pool: 'forks',
  testTimeout: scaled(30_000, SLOWNESS),
  hookTimeout: scaled(60_000, SLOWNESS),
} as const;

export default defineConfig({
  resolve: { alias },
  test: {
    // Every test file opens its own in-memory database (or PostgreSQL schema), so files run side by
    // side: one worker per core, at least 2 (Vitest's default keeps one core free).
    maxWorkers: Math.max(2, availableParallelism()),
    // `--project 'server*'` runs both server projects (the PostgreSQL pass does)
    projects: [
      { resolve: { alias }, test: { ...serverTest, name: 'server', include: SERVER_SHARING, isolate: false } },
      { resolve: { alias }, test: { ...serverTest, name: 'server-isolated', include: SERVER_MOCKING } },
      {
        // the client (kernel, shell, remotes): jsdom, Lingui macros through the same SWC plugin as the build
        plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['src/kernel/**/*.test.{ts,tsx}', 'src/shell/**/*.test.{ts,tsx}', 'src/remotes/**/*.test.{ts,tsx}'],
          setupFiles: ['src/kernel/testing/setup.ts', 'src/remotes/member/test-setup.ts'],
          restoreMocks: true,
          testTimeout: scaled(5_000, SLOWNESS),
          hookTimeout: scaled(10_000, SLOWNESS),
        },
      },
      {
        // the operator console's components (its own app and catalogs): jsdom, the console's English catalog
        plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
        test: {
          name: 'console',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['console/src/**/*.test.{ts,tsx}'],
          setupFiles: ['console/src/app/test-setup.ts'],
          restoreMocks: true,
          testTimeout: scaled(5_000, SLOWNESS),
          hookTimeout: scaled(10_000, SLOWNESS),
        },
      },
    ],
  },
});
