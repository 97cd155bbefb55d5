/**
 * A throwaway PostgreSQL cluster of a test's own (the outage test restarts and stops it): the one
 * the scripts use (`scripts/lib/postgres.mjs`: temp folder, free loopback port, trust auth, run as
 * `postgres` when root), with awaitable controls that leave the event loop free while pg_ctl works.
 */
import { findPostgresBin, startCluster as startScriptCluster } from '../../scripts/lib/postgres.mjs';

export { findPostgresBin };

export type Cluster = {
  url: string;
  /** pg_ctl stop -m fast: clients get 57P01, then the port refuses (resolves once stopped) */
  stop(): Promise<void>;
  /** resolves once it accepts connections */
  start(): Promise<void>;
  /** pg_ctl restart -m fast */
  restart(): Promise<void>;
  /** stops it (immediate) and deletes its folder */
  destroy(): Promise<void>;
};

export async function startCluster(): Promise<Cluster> {
  const c = await startScriptCluster({ prefix: 'pg-outage-' });
  return {
    url: c.url,
    stop: () => c.stopAsync('fast'),
    start: () => c.startAsync(),
    restart: () => c.restartAsync('fast'),
    destroy: async () => c.remove(),
  };
}
