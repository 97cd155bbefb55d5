/**
 * `npm run qa:slice` runs these tests: a small slice of the flag matrix against the real server
 * and built site, and the proof that the matrix can fail (a deliberately broken flag).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'matrix',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/matrix/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
