/**
 * Issue 26 item 6, two server processes on one PostgreSQL database (skipped on PGlite, which one
 * process owns): the status call answers the same bytes from both, so an ETag one gave is answered
 * 304 by the other; the page HTML's first screen follows a content change made through the other
 * process on the next load. Everywhere: a customer-service path depends only on the URL and the
 * installation secret. Real processes: two apps in one process would share module state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCsPath } from '../../../src/contracts/cs-path';
import { FAKE_FILES, makeFakeDist } from '../../test/fake-dist';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { csPathMaker } from '../system/cs-paths';
import { BOOT_MANIFEST_FILE } from './boot-html';

describe('customer-service paths', () => {
  it('are the same for the same URL and installation secret, and differ with the secret', () => {
    const url = 'https://t.me/royal_demo';
    const [a, b, other] = [csPathMaker('secret-one')(url), csPathMaker('secret-one')(url), csPathMaker('secret-two')(url)];
    expect(a).toBe(b);
    expect(other).not.toBe(a);
    expect([decryptCsPath(a), decryptCsPath(other)]).toEqual([url, url]);
    expect(csPathMaker('secret-one')('https://t.me/other')).not.toBe(a);
  });
});

const pg = Boolean(process.env.DATABASE_URL);

describe.skipIf(!pg)('two server processes on one PostgreSQL database', () => {
  const dist = makeFakeDist({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });
  let t: TestApp;
  const servers: ServerProcess[] = [];
  const server = (i: number) => servers[i] as ServerProcess;
  beforeAll(async () => {
    t = await buildTestApp({ DIST_DIR: dist.dir });
    const env = { DATABASE_URL: t.config.databaseUrl ?? '', DATABASE_SCHEMA: t.config.databaseSchema ?? '', DIST_DIR: dist.dir };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t?.close();
    dist.remove();
  });

  const status = (i: number, etag?: string) =>
    fetch(`${server(i).url}/wps/system/status?tenant=royal`, { headers: etag ? { 'if-none-match': etag } : {} });

  it('answer the status with the same bytes and ETag; an ETag from one gets 304 from the other', async () => {
    const [a, b] = [await status(0), await status(1)];
    const [aBody, bBody] = [await a.text(), await b.text()];
    expect(a.status).toBe(200);
    expect(JSON.parse(aBody).value.info.customerService.length).toBeGreaterThan(0);
    expect(bBody).toBe(aBody);
    const etag = a.headers.get('etag') ?? '';
    expect(b.headers.get('etag')).toBe(etag);
    expect((await status(1, etag)).status).toBe(304);
    expect((await status(0, b.headers.get('etag') ?? '')).status).toBe(304);
    // a change on the database: both answer the new bytes, alike, then the old ones again
    await t.app.db.query(
      "INSERT INTO tenant_runtime (tenant_id, maintenance) VALUES ('royal', true) ON CONFLICT (tenant_id) DO UPDATE SET maintenance = true",
    );
    const [c, d] = [await status(1, etag), await status(0)];
    expect(c.status).toBe(200);
    expect(await d.text()).toBe(await c.text());
    expect(d.headers.get('etag')).not.toBe(etag);
    await t.app.db.query("UPDATE tenant_runtime SET maintenance = false WHERE tenant_id = 'royal'");
    expect([(await status(0, etag)).status, (await status(1, etag)).status]).toEqual([304, 304]);
  }, 30_000);

  it('follow a banner change made through the other process on the next page load', async () => {
    const page = async (i: number) => (await fetch(`${server(i).url}/m/home?tenant=tiger`)).text();
    const shellImage = (html: string) => html.match(/<div class="fs-banner"><img src="([^"]+)"/)?.[1];
    const before = shellImage(await page(0));
    expect(before).toBeTruthy();
    expect(shellImage(await page(1))).toBe(before);
    // the first banner moves behind the others (written on the database, as the second process's operator API would)
    await t.app.db.query(
      `UPDATE announcements SET sort_order = sort_order + 1000 WHERE id = (SELECT a.id FROM announcements a JOIN announcement_images i ON i.announcement_id = a.id WHERE i.url = $1 LIMIT 1)`,
      [before ?? null],
    );
    const after = shellImage(await page(0));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(shellImage(await page(1))).toBe(after);
  }, 30_000);
});
