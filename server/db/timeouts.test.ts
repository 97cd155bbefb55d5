/** The database timeouts: validated in server/config.ts, turned into the pool's settings. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { poolSettings, READ_TIMEOUT_MARGIN_MS } from './postgres';

describe('database timeouts', () => {
  it('have defaults, read from the environment', () => {
    expect(loadConfig({}).database).toEqual({ connectTimeoutMs: 5000, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000 });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_TX_TIMEOUT_MS: '15000' })
        .database,
    ).toEqual({
      connectTimeoutMs: 2000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 15_000,
    });
  });

  it('refuse values that are not whole milliseconds in range, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_IDLE_TX_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_IDLE_TX_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '99999999' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('become the pool settings: connect timeout, keepalive, server-side timeouts and a client read timeout a little later', () => {
    expect(poolSettings({ connectTimeoutMs: 5000, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000 })).toEqual({
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      statement_timeout: 30_000,
      query_timeout: 30_000 + READ_TIMEOUT_MARGIN_MS,
      idle_in_transaction_session_timeout: 60_000,
    });
    // 0 = none: nothing set, and no client read timeout either
    expect(poolSettings({ connectTimeoutMs: 1000, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 })).toEqual({
      connectionTimeoutMillis: 1000,
      keepAlive: true,
    });
  });
});
