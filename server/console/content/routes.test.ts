/**
 * The content area's API: permissions and brand scope, HTML sanitised on save (scripts and event
 * handlers dropped), unpublished until published, the schedule by the server clock, preview passes
 * onto the brand's site, and an audit row with before and after for every change.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock';
import { whileAuditFails } from '../../test/insert-fault';
import { type ConsoleTestApp, consoleTestApp, type SignedIn } from '../test-support';

const realNow = clock.now;
let c: ConsoleTestApp;
let readonly: SignedIn;
let cashier: SignedIn;
let lotusOnly: SignedIn;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'content', brands: ['royal'] });
  readonly = await c.signIn({ role: 'readonly' });
  cashier = await c.signIn({ role: 'cashier' });
  lotusOnly = await c.signIn({ role: 'content', brands: ['lotus'] });
});
afterEach(() => {
  clock.now = realNow;
});
afterAll(async () => {
  await c.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = c.headers) =>
  c.app.inject({ method, url: `/console/api${url}`, headers, payload: payload as object | undefined });

type PlayerNotice = { id: number; title: string; content: string };
/** What a guest on the brand's site is given as player notices (with a preview cookie when one is passed). */
async function playerNotices(brand: string, language = 'en', cookie?: string): Promise<PlayerNotice[]> {
  const res = await c.app.inject({
    method: 'GET',
    url: `/wps/announcements?types=PL&platform=M&language=${language}`,
    headers: { host: `${brand}.localhost`, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.player;
}

async function auditOf(id: number): Promise<{ action: string; actor: string; before: unknown; after: unknown }[]> {
  return c.app.db.query('SELECT action, actor, before, after FROM console_audit WHERE target = $1 ORDER BY id', [`announcement:${id}`]);
}

const notice = (title: string, content: string, extra: Record<string, unknown> = {}) => ({
  type: 'PL',
  noExpiry: true,
  texts: [
    { language: 'en', title, content },
    { language: 'zh', title: `${title} 中文`, content: `<p><strong>中文</strong> ${title}</p>` },
  ],
  ...extra,
});

describe('content announcements in the console', () => {
  it('saves sanitised HTML unpublished, flags missing languages, publishes and unpublishes, each audited', async () => {
    const html =
      '<p onclick="steal()"><strong>Big</strong> <a href="javascript:alert(1)">x</a><a href="https://example.com/t">terms</a></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const made = await api('POST', '/tenants/royal/content/announcements', notice('Weekend cup', html));
    expect(made.statusCode, made.body).toBe(200);
    const a = made.json().value;
    const en = a.texts.find((t: { language: string }) => t.language === 'en').content as string;
    expect(en).toContain('<strong>Big</strong>');
    expect(en).toContain('<a href="https://example.com/t">terms</a>');
    expect(en).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(a).toMatchObject({ published: false, state: 'unpublished', type: 'PL' });
    expect(a.missingLanguages).toEqual(['km', 'th', 'vi', 'ja', 'ko', 'ar']);
    expect((await playerNotices('royal')).map((n) => n.id)).not.toContain(a.id);

    const published = await api('POST', `/tenants/royal/content/announcements/${a.id}/publish`);
    expect(published.json().value).toMatchObject({ published: true, state: 'live' });
    const shown = (await playerNotices('royal')).find((n) => n.id === a.id);
    expect(shown?.content).toBe(en);
    expect((await playerNotices('royal', 'zh')).find((n) => n.id === a.id)?.title).toBe('Weekend cup 中文');

    const edited = await api('PATCH', `/tenants/royal/content/announcements/${a.id}`, {
      texts: [{ language: 'km', title: 'ពានរង្វាន់', content: '<p>km<iframe src="https://evil.example"></iframe></p>' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value.texts.find((t: { language: string }) => t.language === 'km').content).toBe('<p>km</p>');
    expect(edited.json().value.published).toBe(true);

    expect((await api('POST', `/tenants/royal/content/announcements/${a.id}/unpublish`)).json().value.state).toBe('unpublished');
    expect((await playerNotices('royal')).map((n) => n.id)).not.toContain(a.id);

    const rows = await auditOf(a.id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.publish', 'content.edit', 'content.unpublish']);
    expect(rows.every((r) => r.actor === c.username)).toBe(true);
    expect(rows[0]?.before).toBeNull();
    expect(rows[0]?.after).toMatchObject({ id: a.id, published: false });
    expect(rows[1]).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(rows[2]?.before).toMatchObject({ texts: [{ language: 'en' }, { language: 'zh' }] });
    expect(rows[2]?.after).toMatchObject({ texts: [{ language: 'en' }, { language: 'km' }, { language: 'zh' }] });
  });

  it('keeps an unpublished announcement unpublished when its dates are edited, and deletes with an audit row', async () => {
    const a = (await api('POST', '/tenants/royal/content/announcements', notice('Draft', '<p>d</p>'))).json().value;
    const later = new Date(clock.now().getTime() + 60_000).toISOString();
    const edited = await api('PATCH', `/tenants/royal/content/announcements/${a.id}`, { startDate: later });
    expect(edited.json().value).toMatchObject({ published: false, startDate: later });
    expect((await api('DELETE', `/tenants/royal/content/announcements/${a.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/tenants/royal/content/announcements/${a.id}`)).statusCode).toBe(404);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['content.create', 'content.edit', 'content.delete']);
  });

  it('shows a published announcement from its start by the server clock, and refuses bad schedules', async () => {
    const start = new Date(realNow().getTime() + 2 * 60_000);
    const a = (
      await api(
        'POST',
        '/tenants/royal/content/announcements',
        notice('Starts soon', '<p>s</p>', { startDate: start.toISOString(), published: true }),
      )
    ).json().value;
    expect(a).toMatchObject({ published: true, state: 'scheduled' });
    expect((await playerNotices('royal')).map((n) => n.id)).not.toContain(a.id);
    clock.now = () => new Date(start.getTime() + 1000);
    expect((await playerNotices('royal')).map((n) => n.id)).toContain(a.id);
    expect((await api('GET', `/tenants/royal/content/announcements/${a.id}`)).json().value.state).toBe('live');

    const bad = await api('POST', '/tenants/royal/content/announcements', {
      ...notice('Backwards', '<p>b</p>', { noExpiry: false }),
      startDate: '2026-12-02T00:00:00Z',
      endDate: '2026-12-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/endDate: must be after startDate/);
    const wrong = await api('POST', '/tenants/royal/content/announcements', { ...notice('x', ''), published: 'yes' });
    expect(wrong.statusCode).toBe(400);
  });

  it('lets a preview pass show an unpublished announcement on its own brand site only, and only to the pass holder', async () => {
    const a = (await api('POST', '/tenants/royal/content/announcements', notice('Preview me', '<p><em>soon</em></p>'))).json().value;
    const res = await api('POST', `/tenants/royal/content/announcements/${a.id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.url);
    expect(url.hostname).toBe('royal.localhost');
    expect(url.searchParams.get('next')).toBe(`/m/noticeDetail?id=${a.id}`);

    const elsewhere = await c.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: 'lotus.localhost' } });
    expect(elsewhere.statusCode).toBe(404);
    const open = await c.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: 'royal.localhost' } });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(`/m/noticeDetail?id=${a.id}`);
    const setCookie = String(open.headers['set-cookie']);
    expect(setCookie).toMatch(/^content_preview=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0] as string;

    expect((await playerNotices('royal', 'en', cookie)).find((n) => n.id === a.id)?.content).toBe('<p><em>soon</em></p>');
    expect((await playerNotices('royal')).map((n) => n.id)).not.toContain(a.id);
    expect((await playerNotices('lotus', 'en', cookie)).map((n) => n.id)).not.toContain(a.id);
    clock.now = () => new Date(realNow().getTime() + 11 * 60_000);
    expect((await playerNotices('royal', 'en', cookie)).map((n) => n.id)).not.toContain(a.id);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['content.create', 'content.preview']);
  });

  it('lets a preview pass show an unpublished hot item in the lobby news', async () => {
    const hot = (
      await api('POST', '/tenants/royal/content/announcements', { ...notice(`Hot ${Date.now()}`, '<p>h</p>'), type: 'H' })
    ).json().value;
    const res = await api('POST', `/tenants/royal/content/announcements/${hot.id}/preview`);
    const url = new URL(res.json().value.url);
    expect(url.searchParams.get('next')).toBe('/m/home');
    const open = await c.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: 'royal.localhost' } });
    const cookie = String(open.headers['set-cookie']).split(';')[0] as string;
    const news = async (headers: Record<string, string>) =>
      (
        await c.app.inject({
          method: 'GET',
          url: '/wps/relay/GLS2_lobbyNews?language=en',
          headers: { host: 'royal.localhost', ...headers },
        })
      )
        .json()
        .value.list.map((n: { id: number }) => n.id);
    expect(await news({ cookie })).toContain(hot.id);
    expect(await news({})).not.toContain(hot.id);
  });

  it('uploads an image checked by its bytes', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ).toString('base64');
    const up = await api('POST', '/tenants/royal/content/images', { image: png });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().value.url).toMatch(/^\/content-images\/\d+\.png$/);
    const bad = await api('POST', '/tenants/royal/content/images', { image: Buffer.from('<svg onload=alert(1)>').toString('base64') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('content permissions and brand scope', () => {
  it('lets read-only staff read but not change, keeps cashiers out, and refuses a brand outside the scope', async () => {
    expect((await api('GET', '/tenants/royal/content/announcements', undefined, readonly.headers)).statusCode).toBe(200);
    const list = (await api('GET', '/tenants/royal/content/announcements?type=PL')).json().value;
    expect(list.languages).toEqual(['km', 'zh', 'en', 'th', 'vi', 'ja', 'ko', 'ar']);
    expect(list.list.length).toBeGreaterThan(0);
    expect((await api('POST', '/tenants/royal/content/announcements', notice('ro', ''), readonly.headers)).statusCode).toBe(403);
    expect((await api('GET', '/tenants/royal/content/announcements', undefined, cashier.headers)).statusCode).toBe(403);
    expect((await api('GET', '/tenants/lotus/content/announcements')).statusCode).toBe(403);
    expect((await api('POST', '/tenants/royal/content/announcements', notice('scope', ''), lotusOnly.headers)).statusCode).toBe(403);
    expect((await api('GET', '/tenants/nowhere/content/announcements')).statusCode).toBe(404);
    expect((await api('GET', '/tenants/royal/content/announcements?type=Z')).statusCode).toBe(400);
  });
});

describe('content changes and their audit record in one transaction', () => {
  const withFailingAudit = (action: string, run: () => Promise<void>) => whileAuditFails(c.app.db, { actions: [action] }, run);

  it('rolls a new announcement, an edit and a publish back when their audit record fails', async () => {
    const title = `Unrecorded ${Date.now()}`;
    await withFailingAudit('content.create', async () => {
      expect((await api('POST', '/tenants/royal/content/announcements', notice(title, '<p>x</p>'))).statusCode).toBe(500);
    });
    expect(await c.app.db.query('SELECT 1 FROM announcement_texts WHERE title = $1', [title])).toEqual([]);

    const a = (await api('POST', '/tenants/royal/content/announcements', notice(title, '<p>first</p>'))).json().value;
    await withFailingAudit('content.edit', async () => {
      const edited = await api('PATCH', `/tenants/royal/content/announcements/${a.id}`, {
        texts: [{ language: 'en', title, content: '<p>second</p>' }],
      });
      expect(edited.statusCode).toBe(500);
    });
    await withFailingAudit('content.publish', async () => {
      expect((await api('POST', `/tenants/royal/content/announcements/${a.id}/publish`)).statusCode).toBe(500);
    });
    const now = (await api('GET', `/tenants/royal/content/announcements/${a.id}`)).json().value;
    expect(now).toMatchObject({ published: false, state: 'unpublished' });
    expect(now.texts.find((t: { language: string }) => t.language === 'en').content).toBe('<p>first</p>');
    expect((await playerNotices('royal')).map((n) => n.id)).not.toContain(a.id);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['content.create']);
  });
});
