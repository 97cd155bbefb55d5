import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contracts': fileURLToPath(new URL('./src/contracts', import.meta.url)),
  '@kernel': fileURLToPath(new URL('./src/kernel', import.meta.url)),
  '@tenants': fileURLToPath(new URL('./tenants', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tenants/**/*.test.ts', 'scripts/**/*.test.ts', 'src/contracts/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
