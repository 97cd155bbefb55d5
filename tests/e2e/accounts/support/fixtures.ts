/** The accounts suite's specs use the one e2e `test` (support/fixtures.ts), which carries the `accounts` fixture. */
export { expect, test } from '../../support/fixtures';
export type { Accounts } from './suite';
