/**
 * The app of one static-serving test file: a fake DIST_DIR (server/test/fake-dist.ts) with these
 * files, an app built on it before the file's tests, both removed after them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { FAKE_FILES, makeFakeDist } from './fake-dist';
import { buildTestApp, type TestApp } from './helper';

export function siteTestApp(
  files: Record<string, string | Buffer> = FAKE_FILES,
  env: Record<string, string> = {},
): { readonly app: FastifyInstance } {
  const dist = makeFakeDist(files);
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ DIST_DIR: dist.dir, ...env });
  });
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });
  return {
    get app() {
      if (!t) throw new Error('the site test app is used before beforeAll built it');
      return t.app;
    },
  };
}
