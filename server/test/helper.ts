/**
 * Builds the app for a test file (the fastify/demo `test/helper.ts`): in-memory PGlite by default;
 * with DATABASE_URL set, a fresh PostgreSQL schema per app, dropped on close.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createOpsActions } from '../ops/actions';
import type { OpsContext } from '../ops/command';

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };

/** A config for tests: silent logs, a throwaway database, no built site unless DIST_DIR is given. */
export function testConfig(env: Record<string, string> = {}): Config {
  const url = process.env.DATABASE_URL;
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DIST_DIR: 'test-no-dist-here',
    ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}` } : {}),
    ...env,
  });
}

export async function dropSchema(config: Config): Promise<void> {
  if (!config.databaseUrl || !config.databaseSchema) return;
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${config.databaseSchema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropSchema(config);
    },
  };
}

/** The operator commands' context on the app's own database (what `npm run ops` opens). */
export function opsContextOf(app: FastifyInstance): OpsContext {
  const actions = createOpsActions({ registry: app.tenants, runtime: app.runtimeRepository });
  return { db: app.db, registry: app.tenants, actions };
}
