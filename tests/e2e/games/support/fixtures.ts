/** The games suite's specs use the one e2e `test` (support/fixtures.ts), which carries the `games` fixture. */
export { expect, test } from '../../support/fixtures';
export type { Games } from './suite';
