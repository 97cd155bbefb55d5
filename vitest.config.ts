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

export default defineConfig({
  resolve: { alias },
  test: {
    // Every test file runs in its own process on its own in-memory database (or PostgreSQL schema),
    // so files run side by side: one worker per core, at least 2 (Vitest's default keeps one core free).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tenants/**/*.test.ts', 'scripts/**/*.test.ts', 'src/contracts/**/*.test.ts'],
          pool: 'forks',
          testTimeout: scaled(30_000, SLOWNESS),
          hookTimeout: scaled(60_000, SLOWNESS),
        },
      },
      {
        // the client (kernel, shell, remotes): jsdom, Lingui macros through the same SWC plugin as the build
        plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] })],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/kernel/**/*.test.{ts,tsx}', 'src/shell/**/*.test.{ts,tsx}', 'src/remotes/**/*.test.{ts,tsx}'],
          setupFiles: ['src/kernel/testing/setup.ts', 'src/remotes/member/test-setup.ts'],
          restoreMocks: true,
          testTimeout: scaled(5_000, SLOWNESS),
          hookTimeout: scaled(10_000, SLOWNESS),
        },
      },
    ],
  },
});
