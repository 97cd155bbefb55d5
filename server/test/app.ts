/**
 * The app of one test file: `const t = fileTestApp(env?)` at the top of the file builds it
 * (buildTestApp: a migrated database of its own) before the file's tests and closes it after them;
 * tests and hooks use `t.app` and `t.config`.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { buildTestApp, type TestApp } from './helper';

export type FileTestApp = { readonly app: FastifyInstance; readonly config: Config };

export function fileTestApp(env: Record<string, string> = {}): FileTestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is used before beforeAll built it');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
  };
}
