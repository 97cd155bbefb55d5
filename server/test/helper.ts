/**
 * Builds the app for a test file (the fastify/demo `test/helper.ts`): in-memory PGlite by default;
 * with DATABASE_URL set, a fresh PostgreSQL schema per app, dropped on close. Test apps start from a
 * migrated template (`memory://migrated`, see server/db/pglite-template.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { MIGRATED_MEMORY } from '../db/pglite';
import { createOpsActions } from '../ops/actions';
import type { OpsContext } from '../ops/command';
import { diskFiles } from '../ops/files';
import { cloneMigratedDatabase } from './pg-template';

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

/**
 * The app of a test: built on a database that already has every migration (PGlite: a copy of the
 * migrated template; PostgreSQL: a database cloned from the migrated template database, see
 * pg-template.ts), unless `env` names the database to share (DATABASE_URL or DATABASE_SCHEMA).
 * `opts` go to buildApp (`logStream`: the log lines, with `LOG_LEVEL` in `env`).
 */
export async function buildTestApp(env: Record<string, string> = {}, opts: Parameters<typeof buildApp>[1] = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const shared = 'DATABASE_URL' in env || 'DATABASE_SCHEMA' in env;
  const clone = url && !shared ? await cloneMigratedDatabase(url) : null;
  const config = testConfig({
    DATA_DIR: MIGRATED_MEMORY,
    ...(clone ? { DATABASE_URL: clone.url, DATABASE_SCHEMA: clone.schema } : {}),
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, opts);
  } catch (error) {
    await clone?.drop();
    throw error;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      if (clone) await clone.drop();
      else await dropSchema(config);
    },
  };
}

export type ListeningTestApp = TestApp & { url: string };

/** A test app serving on a free port of 127.0.0.1, for clients that call it over HTTP, and its URL. */
export async function listeningTestApp(env: Record<string, string> = {}): Promise<ListeningTestApp> {
  const t = await buildTestApp(env);
  try {
    return { ...t, url: await t.app.listen({ host: '127.0.0.1', port: 0 }) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The operator commands' context on the app's own database (what `npm run ops` opens). */
export function opsContextOf(app: FastifyInstance): OpsContext {
  const actions = createOpsActions({ registry: app.tenants, runtime: app.runtimeRepository });
  return { db: app.db, registry: app.tenants, actions, files: diskFiles };
}
