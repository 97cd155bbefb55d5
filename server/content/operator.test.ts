import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnnouncementsValue, CONTENT_PATHS } from '../../src/contracts/content/calls';
import type { OpsAnnouncement } from '../../src/contracts/content/operator';
import { clock } from '../clock';
import { runCommand } from '../ops/run';
import { fileTestApp } from '../test/app';
import { opsContextOf } from '../test/helper';
import { testTempDirs } from '../test/temp-dirs';
import { call, type Env } from './test/support';

const TOKEN = 'content-operator-token-123';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const temp = testTempDirs();
afterEach(() => {
  clock.now = () => new Date();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2a8e90000000049454e44ae426082',
  'hex',
);
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = TOKEN) =>
  t.app.inject({
    method,
    url: `/ops/api/tenants/royal${url}`,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload ? JSON.stringify(payload) : undefined,
  });
const notices = async (language = 'EN') =>
  (
    (
      await call(t.app, 'royal', 'GET', CONTENT_PATHS.announcements, { query: { types: 'PL,B,PU' }, language })
    ).json() as Env<AnnouncementsValue>
  ).value;
const count = async () => Number((await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM announcements'))[0]?.n);

describe('operator content API', () => {
  it('a scheduled promotion is listed as upcoming; a scheduled notice is not; neither once ended', async () => {
    const day = 86_400_000;
    const startDate = new Date(Date.now() + 2 * day).toISOString();
    const endDate = new Date(Date.now() + 9 * day).toISOString();
    const promo = (
      await api('POST', '/announcements', {
        type: 'PR',
        texts: [{ language: 'en', title: 'Opens soon', content: '<p>x</p>' }],
        startDate,
        endDate,
      })
    ).json() as Env<OpsAnnouncement>;
    const notice = (
      await api('POST', '/announcements', {
        type: 'PL',
        texts: [{ language: 'en', title: 'Not yet', content: '<p>y</p>' }],
        startDate,
        endDate,
      })
    ).json() as Env<OpsAnnouncement>;
    expect([promo.value?.state, notice.value?.state]).toEqual(['scheduled', 'scheduled']);
    const listed = async () =>
      (
        (
          await call(t.app, 'royal', 'GET', CONTENT_PATHS.announcements, { query: { types: 'PR,PL' }, language: 'EN' })
        ).json() as Env<AnnouncementsValue>
      ).value;
    const now = await listed();
    expect(now?.promotion.find((p) => p.id === promo.value?.id)).toMatchObject({ title: 'Opens soon', startDate });
    expect(now?.player.some((p) => p.id === notice.value?.id)).toBe(false);
    clock.now = () => new Date(Date.now() + 10 * day);
    expect((await listed())?.promotion.some((p) => p.id === promo.value?.id)).toBe(false);
    clock.now = () => new Date();
    for (const id of [promo.value?.id, notice.value?.id]) await api('DELETE', `/announcements/${id}`);
  });

  it('posts a notice (HTML sanitised on the way in), edits, schedules and expires it', async () => {
    const html =
      '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a><style>body{display:none}</style><span style="position:fixed">y</span><img src=x onerror="alert(4)"></p>';
    const r = await api('POST', '/announcements', {
      type: 'PL',
      texts: [
        { language: 'en', title: 'Server upgrade tonight', content: html },
        { language: 'km', title: 'ការធ្វើឱ្យប្រសើរម៉ាស៊ីនមេយប់នេះ' },
      ],
      noExpiry: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    const posted = (r.json() as Env<OpsAnnouncement>).value;
    expect(posted).toMatchObject({ type: 'PL', state: 'live', titles: { en: 'Server upgrade tonight' } });
    const shown = (await notices())?.player.find((p) => p.id === posted?.id);
    expect(shown?.content).toContain('Hi');
    for (const bad of ['onclick', '<script', 'javascript:', '<style', 'style=', 'onerror']) expect(shown?.content).not.toContain(bad);
    expect((await notices('KM'))?.player.find((p) => p.id === posted?.id)?.title).toBe('ការធ្វើឱ្យប្រសើរម៉ាស៊ីនមេយប់នេះ');

    const edited = await api('PATCH', `/announcements/${posted?.id}`, {
      texts: [{ language: 'en', title: 'Upgrade moved', content: '<p>Tomorrow</p>' }],
    });
    expect((edited.json() as Env<OpsAnnouncement>).value?.titles.en).toBe('Upgrade moved');

    const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const scheduled = await api('PATCH', `/announcements/${posted?.id}`, { startDate: start, endDate: end });
    expect((scheduled.json() as Env<OpsAnnouncement>).value).toMatchObject({ state: 'scheduled', noExpiry: false });
    expect((await notices())?.player.some((p) => p.id === posted?.id)).toBe(false);
    clock.now = () => new Date(Date.now() + 3 * 86_400_000);
    expect((await notices())?.player.some((p) => p.id === posted?.id)).toBe(true);

    const expired = await api('POST', `/announcements/${posted?.id}/expire`);
    expect((expired.json() as Env<OpsAnnouncement>).value?.state).toBe('expired');
    expect((await notices())?.player.some((p) => p.id === posted?.id)).toBe(false);
    const list = (await api('GET', '/announcements?type=PL&state=expired')).json() as Env<OpsAnnouncement[]>;
    expect(list.value?.map((a) => a.id)).toContain(posted?.id);
  });

  it('uploads an image checked by its bytes and posts a home banner with it', async () => {
    const up = await api('POST', '/content-images', { image: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(up.statusCode, up.body).toBe(200);
    const { url } = (up.json() as Env<{ id: number; url: string }>).value ?? { url: '' };
    expect(url).toMatch(/^\/content-images\/\d+\.png$/);
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);
    const b = await api('POST', '/announcements', {
      type: 'B',
      groupName: 'm_home',
      texts: [{ language: 'en', title: 'New banner' }],
      images: [url],
      url: '/m/slot-games',
      noExpiry: true,
      sortOrder: -1,
    });
    expect(b.statusCode, b.body).toBe(200);
    const home = (await notices())?.banners.filter((x) => x.groupName === 'm_home');
    expect(home?.[0]).toMatchObject({ title: 'New banner', url: '/m/slot-games', announcementImages: [{ url, sequence: 1 }] });

    for (const image of [
      Buffer.from('<svg onload=alert(1)>').toString('base64'),
      Buffer.from('GIF89a....').toString('base64'),
      'not base64 !!',
    ]) {
      const bad = await api('POST', '/content-images', { image });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'content.image.invalid' });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(5_242_880)]).toString('base64');
    expect((await api('POST', '/content-images', { image: big })).json()).toMatchObject({ code: 'content.image.too.large' });
  });

  it('refuses bad posts with a clear 4xx and writes nothing', async () => {
    await notices();
    const before = await count();
    const bad: unknown[] = [
      {},
      { type: 'X', texts: [{ language: 'en', title: 'a' }] },
      { type: 'PL', texts: [] },
      { type: 'PL', texts: [{ language: 'en', title: '' }] },
      { type: 'PL', texts: [{ language: 'en', title: 'a' }] },
      { type: 'PL', texts: [{ language: 'en', title: 'a' }], startDate: '2026-12-10T00:00:00Z', endDate: '2026-12-01T00:00:00Z' },
      { type: 'PL', texts: [{ language: 'en', title: 'a' }], noExpiry: true, startDate: 'tomorrow' },
      { type: 'B', texts: [{ language: 'en', title: 'a' }], noExpiry: true, images: ['/content-art/banner-royal-1.svg'] },
      { type: 'B', groupName: 'm_home', texts: [{ language: 'en', title: 'a' }], noExpiry: true },
      { type: 'B', groupName: 'm_home', texts: [{ language: 'en', title: 'a' }], noExpiry: true, images: ['https://evil.example/x.png'] },
      { type: 'PL', texts: [{ language: 'en', title: 'a' }], noExpiry: true, url: 'javascript:alert(1)' },
      { type: 'PR', texts: [{ language: 'en', title: 'a' }], noExpiry: true, categoryIds: [99999] },
      { type: 'PL', texts: [{ language: 'en', title: 'a' }], noExpiry: true, extra: 1 },
    ];
    for (const body of bad) {
      const r = await api('POST', '/announcements', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().success).toBe(false);
    }
    expect((await api('PATCH', '/announcements/999999', { sortOrder: 1 })).statusCode).toBe(404);
    expect((await api('POST', '/announcements/999999/expire')).json()).toMatchObject({ code: 'content.announcement.not.found' });
    expect((await api('PATCH', '/announcements/1', { endDate: '2000-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await api('GET', '/announcements', undefined, 'wrong-token-wrong-token')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/ops/api/tenants/nobody/announcements', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('npm run ops -- content', () => {
  it('posts, lists, expires and uploads from the command line', async () => {
    const ctx = opsContextOf(t.app);
    const out = await runCommand(
      ['content', 'post', 'royal', '--type', 'PL', '--title', 'CLI notice', '--content', '<b>hello</b><script>x</script>', '--no-expiry'],
      ctx,
    );
    expect(out).toMatch(/^Posted #\d+ PL .* live .*CLI notice/);
    const id = Number(/#(\d+)/.exec(out)?.[1]);
    expect((await notices())?.player.find((p) => p.id === id)?.content).toBe('<b>hello</b>');
    expect(await runCommand(['content', 'list', 'royal', '--type', 'PL', '--state', 'live'], ctx)).toContain('CLI notice');
    expect(await runCommand(['content', 'expire', 'royal', String(id)], ctx)).toMatch(/^Expired #\d+ .*expired/);
    expect((await notices())?.player.some((p) => p.id === id)).toBe(false);
    const dir = temp.make('content-');
    await writeFile(join(dir, 'a.png'), PNG);
    await writeFile(join(dir, 'fake.png'), '<html>');
    expect(await runCommand(['content', 'upload', 'royal', join(dir, 'a.png')], ctx)).toMatch(
      /^Uploaded image \d+: \/content-images\/\d+\.png$/,
    );
    await expect(runCommand(['content', 'upload', 'royal', join(dir, 'fake.png')], ctx)).rejects.toThrow(/PNG or JPEG/);
    await expect(runCommand(['content', 'post', 'royal', '--type', 'PL', '--title', 'x'], ctx)).rejects.toThrow(/endDate/);
    await expect(runCommand(['content', 'expire', 'royal', '999999'], ctx)).rejects.toThrow(/No announcement/);
    await expect(runCommand(['content', 'nonsense', 'royal'], ctx)).rejects.toThrow(/Usage/);
  });

  it("removes a language's text and sets a banner's picture per language from the command line", async () => {
    const ctx = opsContextOf(t.app);
    const dir = temp.make('content-');
    await writeFile(join(dir, 'zh.png'), PNG);
    const posted = await runCommand(
      [
        'content',
        'post',
        'royal',
        '--type',
        'B',
        '--group',
        'm_home',
        '--title',
        'CLI banner',
        '--no-expiry',
        '--image',
        join(dir, 'zh.png'),
      ],
      ctx,
    );
    const id = String(/#(\d+)/.exec(posted)?.[1]);
    await runCommand(['content', 'edit', 'royal', id, '--lang', 'zh', '--title', '横幅', '--content', '<p>你好</p>'], ctx);
    const texts = () =>
      t.app.db.query<{ language: string; image_url: string | null }>(
        'SELECT language, image_url FROM announcement_texts WHERE announcement_id = $1 ORDER BY language',
        [Number(id)],
      );
    expect(await runCommand(['content', 'picture', 'royal', id, '--lang', 'zh', '--image', join(dir, 'zh.png')], ctx)).toMatch(
      /^Picture \/content-images\/\d+\.png for zh of #\d+ B /,
    );
    expect((await texts()).find((r) => r.language === 'zh')?.image_url).toMatch(/^\/content-images\/\d+\.png$/);
    expect(await runCommand(['content', 'picture', 'royal', id, '--lang', 'zh', '--default'], ctx)).toMatch(
      /^Default picture again for zh/,
    );
    expect((await texts()).find((r) => r.language === 'zh')?.image_url).toBeNull();
    await expect(runCommand(['content', 'picture', 'royal', id, '--lang', 'zh'], ctx)).rejects.toThrow(/one of --image/);
    expect(await runCommand(['content', 'remove-text', 'royal', id, '--lang', 'zh'], ctx)).toMatch(/^Removed the zh text of #\d+/);
    expect((await texts()).map((r) => r.language)).toEqual(['en']);
    // the last text stays: an announcement always has one
    await expect(runCommand(['content', 'remove-text', 'royal', id, '--lang', 'en'], ctx)).rejects.toThrow();
    await expect(runCommand(['content', 'remove-text', 'royal', id], ctx)).rejects.toThrow(/--lang/);
    expect((await texts()).map((r) => r.language)).toEqual(['en']);
  });
});
