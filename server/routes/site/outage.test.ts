/**
 * Pages while the database is unreachable: the shell is still served, with the brand's
 * last good status inline (the shell boots from it, no status call) and without the first screen
 * that would need the database; the status call itself answers 503 meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_STATUS_ID } from '../../../src/contracts/boot-html';
import { databaseAway } from '../../test/database-away';
import { FAKE_FILES, makeFakeDist } from '../../test/fake-dist';
import { buildTestApp, type TestApp } from '../../test/helper';
import { BOOT_MANIFEST_FILE } from './boot-html';

const group = (name: string) => ({ js: [`static/js/async/${name}.0123456789.js`], css: [] });
const MANIFEST = { groups: { boot: group('boot'), 'lang-km': group('lang-km') } };
const dist = makeFakeDist({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify(MANIFEST) });
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DIST_DIR: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const page = (host: string, url = '/m/home') => t.app.inject({ method: 'GET', url, headers: { host } });
const inline = (html: string) => html.match(new RegExp(`id="${BOOT_STATUS_ID}"[^>]*>(.*?)</script>`))?.[1] ?? null;

describe('pages while the database is away', () => {
  it('serve the shell with the last good status and no first screen; the status call is 503', async () => {
    const before = await page('royal.localhost');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('data-first-screen');
    const good = inline(before.body);
    expect(good).not.toBeNull();

    const away = databaseAway(t.app);
    try {
      const during = await page('royal.localhost');
      expect(during.statusCode).toBe(200);
      expect(during.headers['cache-control']).toBe('no-cache');
      expect(inline(during.body)).toBe(good);
      // with the last good status, no first screen is tried (it would wait on the database again)
      expect(during.body).not.toContain('data-first-screen');
      const category = await page('royal.localhost', '/m/slot-games');
      expect(category.statusCode).toBe(200);
      expect(inline(category.body)).toBe(good);
      expect(category.body).not.toContain('data-first-screen');
      // a brand never served by this process has no last good status: the plain shell (the client fetches, and retries)
      const other = await page('lotus.localhost');
      expect(other.statusCode).toBe(200);
      expect(inline(other.body)).toBeNull();
      const status = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'royal.localhost' } });
      expect(status.statusCode).toBe(503);
      expect(status.json()).toMatchObject({ code: 'system.database.unavailable' });
    } finally {
      away.restore();
    }
    expect((await page('royal.localhost', '/m/slot-games')).body).toContain('data-first-screen');
  });
});
