/**
 * `npm run qa:slice` runs these tests: a small slice of the flag matrix against the real server
 * and built site, and the proof that the matrix can fail (a deliberately broken flag).
 */
import { defineConfig } from 'vitest/config';
import { scaled, slowness } from '../../scripts/lib/slowness.mjs';

// the scenes' waits stretch by the machine's speed factor (scripts/qa/scene.ts), so the limits do too
const SLOWNESS = slowness();

export default defineConfig({
  test: {
    name: 'matrix',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/matrix/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // the slice (one server, two brands in parallel) and the timed checks' own pages run side by side
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: scaled(240_000, SLOWNESS),
    hookTimeout: scaled(180_000, SLOWNESS),
  },
});
