/**
 * Help pages in the console: the brand's seeded entries, permissions and brand scope, HTML sanitised
 * on save, a draft players do not see until it is published (a preview pass shows it), the fallback
 * order of a language without text, tags unique and the linked ones never deleted, validation errors
 * naming the field, reordering, and an audit row with before and after in the change's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerHelpOf } from '../../content/test/player-help';
import { whileAuditFails } from '../../test/insert-fault';
import { type ConsoleTestApp, consoleTestApp, type SignedIn } from '../test-support';

let c: ConsoleTestApp;
let readonly: SignedIn;
let cashier: SignedIn;
let lotusOnly: SignedIn;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'content', brands: ['royal', 'lotus'] });
  readonly = await c.signIn({ role: 'readonly' });
  cashier = await c.signIn({ role: 'cashier' });
  lotusOnly = await c.signIn({ role: 'content', brands: ['lotus'] });
});
afterAll(async () => {
  await c.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = c.headers) =>
  c.app.inject({ method, url: `/console/api${url}`, headers, payload: payload as object | undefined });

const LANG_HEADER: Record<string, string> = { en: 'EN', km: 'KM', zh: 'CN', th: 'TH', vi: 'VI' };

/** The help centre a player of `brand` reads in `language` (with a preview cookie when one is passed). */
const playerHelp = (brand: string, language: string, cookie?: string) =>
  playerHelpOf(c.app, brand, { lang: LANG_HEADER[language] ?? language, ...(cookie ? { cookie } : {}) });

type AuditRow = { action: string; actor: string; tenant: string; before: unknown; after: unknown };
const auditOf = (target: string): Promise<AuditRow[]> =>
  c.app.db.query('SELECT action, actor, tenant, before, after FROM console_audit WHERE target = $1 ORDER BY id', [target]);

describe('help pages in the console', () => {
  it('lists the brand entries seeded from the project texts with their {brand} and {age} placeholders, which the player site fills', async () => {
    const list = await api('GET', '/tenants/royal/content/help');
    expect(list.statusCode, list.body).toBe(200);
    const value = list.json().value;
    expect(value.entries.map((e: { tag: string }) => e.tag)).toEqual(['about', 'deposit', 'withdraw', 'responsible', 'terms', 'privacy']);
    expect(value).toMatchObject({ draft: false, defaultLanguage: 'km', protectedTags: ['terms', 'privacy', 'responsible'] });
    const terms = value.entries.find((e: { tag: string }) => e.tag === 'terms');
    expect(terms).toMatchObject({ protected: true, missingLanguages: [], children: { en: 2, km: 2 } });
    expect(terms.titles.en).toBe('Terms and conditions');
    const one = (await api('GET', '/tenants/royal/content/help/entries/terms')).json().value;
    const en = one.texts.find((t: { language: string }) => t.language === 'en');
    expect(en.content).toContain('{brand}');
    expect(en.content).toContain('{age} or older');
    expect(en.children).toHaveLength(2);
    const player = await playerHelp('royal', 'en');
    const filled = en.content.replaceAll('{brand}', 'Royal Casino').replaceAll('{age}', String(c.app.tenants.get('royal')?.age));
    expect(player.find((e) => e.tag === 'terms')).toMatchObject({ id: 5, title: 'Terms and conditions', content: filled });
  });

  it('edits a draft with sanitised HTML; players read it after publishing, a preview pass shows it before', async () => {
    const html =
      '<h3>Fair play</h3><p onclick="steal()">Be <strong>kind</strong>.<a href="javascript:alert(1)">x</a></p><script>alert(1)</script>';
    const saved = await api('PUT', '/tenants/royal/content/help/entries/about', {
      texts: [
        {
          language: 'en',
          title: 'About us (new)',
          content: html,
          children: [{ title: 'Licence', content: '<p>Licensed<img src=x onerror=alert(2)></p>' }],
        },
        { language: 'zh', title: '关于我们（新）', content: '<p><strong>公平</strong>游戏</p>' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = saved.json().value;
    expect(entry.draft).toBe(true);
    const en = entry.texts.find((t: { language: string }) => t.language === 'en');
    expect(en.content).toContain('<strong>kind</strong>');
    expect(en.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(en.children).toEqual([{ title: 'Licence', content: '<p>Licensed<img /></p>' }]);

    // players still read the live entry
    expect((await playerHelp('royal', 'en')).find((e) => e.tag === 'about')?.title).toBe('About us');
    expect((await api('GET', '/tenants/royal/content/help')).json().value.draft).toBe(true);

    // a preview pass on the brand's host shows the draft to that browser only
    const pass = await api('POST', '/tenants/royal/content/help/preview?tag=about');
    expect(pass.statusCode, pass.body).toBe(200);
    const url = new URL(pass.json().value.url);
    expect(url.hostname).toBe('royal.localhost');
    const opened = await c.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: 'royal.localhost' } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/m/help?tag=about');
    const cookie = String(opened.headers['set-cookie']).split(';')[0] as string;
    expect((await playerHelp('royal', 'en', cookie)).find((e) => e.tag === 'about')?.title).toBe('About us (new)');
    expect((await playerHelp('lotus', 'en', cookie)).find((e) => e.tag === 'about')?.title).toBe('About us');
    const elsewhere = await c.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: 'lotus.localhost' } });
    expect(elsewhere.statusCode).toBe(404);

    const published = await api('POST', '/tenants/royal/content/help/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().value.draft).toBe(false);
    const after = (await playerHelp('royal', 'en')).find((e) => e.tag === 'about');
    expect(after).toMatchObject({ title: 'About us (new)', content: en.content, children: en.children });
    expect((await playerHelp('royal', 'zh')).find((e) => e.tag === 'about')?.content).toBe('<p><strong>公平</strong>游戏</p>');
    expect((await api('POST', '/tenants/royal/content/help/publish')).statusCode).toBe(409);

    const rows = await auditOf('help:about');
    expect(rows.map((r) => r.action)).toEqual(['content.help.edit']);
    expect(rows[0]).toMatchObject({ tenant: 'royal', before: { tag: 'about' }, after: { tag: 'about' } });
    expect(JSON.stringify(rows[0]?.before)).toContain('About us');
    expect(JSON.stringify(rows[0]?.after)).toContain('About us (new)');
    expect((await auditOf('help')).map((r) => r.action)).toEqual(['content.help.preview', 'content.help.publish']);
  });

  it('falls back to the brand default language, then the seeded text, for a language without text', async () => {
    // lotus: default language English; an edited English text is what Thai players then read
    await api('PUT', '/tenants/lotus/content/help/entries/deposit', {
      texts: [{ language: 'en', title: 'Deposits (lotus)', content: '<p>Pay in</p>' }],
    });
    const removed = await api('DELETE', '/tenants/lotus/content/help/entries/deposit/texts/th');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value.missingLanguages).toEqual(['th']);
    await api('POST', '/tenants/lotus/content/help/publish');
    expect((await playerHelp('lotus', 'th')).find((e) => e.tag === 'deposit')?.title).toBe('Deposits (lotus)');

    // royal: default Khmer; without Thai and Khmer text, Thai players read the seeded Thai text
    const seededTh = (await playerHelp('royal', 'th')).find((e) => e.tag === 'withdraw');
    await api('PUT', '/tenants/royal/content/help/entries/withdraw', {
      texts: [{ language: 'en', title: 'Cash out', content: '<p>x</p>' }],
    });
    expect((await api('DELETE', '/tenants/royal/content/help/entries/withdraw/texts/th')).statusCode).toBe(200);
    expect((await api('DELETE', '/tenants/royal/content/help/entries/withdraw/texts/km')).statusCode).toBe(200);
    await api('POST', '/tenants/royal/content/help/publish');
    const th = (await playerHelp('royal', 'th')).find((e) => e.tag === 'withdraw');
    expect(th).toEqual(seededTh);
    expect((await playerHelp('royal', 'en')).find((e) => e.tag === 'withdraw')?.title).toBe('Cash out');
    expect((await auditOf('help:withdraw')).map((r) => r.action)).toEqual([
      'content.help.edit',
      'content.help.text.remove',
      'content.help.text.remove',
    ]);
    expect((await api('DELETE', '/tenants/royal/content/help/entries/withdraw/texts/th')).statusCode).toBe(404);
  });

  it('adds entries with unique tags, reorders them, deletes one, and never deletes the tags the player site links to', async () => {
    const body = { tag: 'vip-club', texts: [{ language: 'en', title: 'VIP club', content: '<p>Ranks</p>' }] };
    const made = await api('POST', '/tenants/royal/content/help/entries', body);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value).toMatchObject({ tag: 'vip-club', protected: false });
    const again = await api('POST', '/tenants/royal/content/help/entries', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('"vip-club" is already a help entry');

    for (const tag of ['terms', 'privacy', 'responsible']) {
      const refused = await api('DELETE', `/tenants/royal/content/help/entries/${tag}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`The "${tag}" help page is linked from the player site: it can be edited but not deleted`);
    }

    const order = ['vip-club', 'terms', 'about', 'deposit', 'withdraw', 'responsible', 'privacy'];
    const reordered = await api('PUT', '/tenants/royal/content/help/order', { tags: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().value.entries.map((e: { tag: string }) => e.tag)).toEqual(order);
    expect((await api('PUT', '/tenants/royal/content/help/order', { tags: ['terms'] })).statusCode).toBe(400);

    expect((await api('DELETE', '/tenants/royal/content/help/entries/deposit')).statusCode).toBe(200);
    await api('POST', '/tenants/royal/content/help/publish');
    const player = await playerHelp('royal', 'km');
    expect(player.map((e) => e.tag)).toEqual(['vip-club', 'terms', 'about', 'withdraw', 'responsible', 'privacy']);
    // no Khmer (default) text and no seed for a new tag: English
    expect(player[0]).toMatchObject({ id: 1, title: 'VIP club' });
    expect((await auditOf('help:deposit')).at(-1)).toMatchObject({ action: 'content.help.delete', after: null });
    expect((await auditOf('help:terms')).map((r) => r.action)).toEqual([]);
  });

  it('discards a draft: players and the console are back on the live entries', async () => {
    await api('PUT', '/tenants/royal/content/help/entries/privacy', { texts: [{ language: 'en', title: 'Privacy draft', content: '' }] });
    expect(
      (await api('GET', '/tenants/royal/content/help/entries/privacy'))
        .json()
        .value.texts.find((t: { language: string }) => t.language === 'en').title,
    ).toBe('Privacy draft');
    expect((await api('POST', '/tenants/royal/content/help/discard')).statusCode).toBe(200);
    const live = (await api('GET', '/tenants/royal/content/help/entries/privacy')).json().value;
    expect(live.draft).toBe(false);
    expect(live.texts.find((t: { language: string }) => t.language === 'en').title).toBe('Privacy');
  });

  it('answers a clear error per field', async () => {
    const cases: [unknown, string][] = [
      [{ tag: 'Bad Tag', texts: [{ language: 'en', title: 'x' }] }, 'tag: lower-case letters'],
      [{ tag: 'ok', texts: [{ language: 'en', title: ' ' }] }, 'texts.0.title: a title is required'],
      [{ tag: 'ok', texts: [{ language: 'xx', title: 't' }] }, 'texts.0.language: must be one of'],
      [{ tag: 'ok', texts: [] }, 'texts: at least one language'],
      [{ tag: 'ok', texts: [{ language: 'en', title: 't', children: [{ title: '' }] }] }, 'texts.0.children.0.title: a title is required'],
      [
        {
          tag: 'ok',
          texts: [
            { language: 'en', title: 't' },
            { language: 'en', title: 'u' },
          ],
        },
        'a language appears twice',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await api('POST', '/tenants/royal/content/help/entries', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(
      (await api('PUT', '/tenants/royal/content/help/entries/nothing-here', { texts: [{ language: 'en', title: 't' }] })).statusCode,
    ).toBe(404);
  });

  it('lets read-only staff look and preview but not change, keeps cashiers out, refuses a brand outside the scope', async () => {
    expect((await api('GET', '/tenants/royal/content/help', undefined, readonly.headers)).statusCode).toBe(200);
    expect((await api('POST', '/tenants/royal/content/help/preview', undefined, readonly.headers)).statusCode).toBe(200);
    const edit = { texts: [{ language: 'en', title: 'x' }] };
    expect((await api('PUT', '/tenants/royal/content/help/entries/about', edit, readonly.headers)).statusCode).toBe(403);
    expect((await api('POST', '/tenants/royal/content/help/publish', undefined, readonly.headers)).statusCode).toBe(403);
    expect((await api('GET', '/tenants/royal/content/help', undefined, cashier.headers)).statusCode).toBe(403);
    expect((await api('PUT', '/tenants/royal/content/help/entries/about', edit, lotusOnly.headers)).statusCode).toBe(403);
    expect((await api('GET', '/tenants/tiger/content/help')).statusCode).toBe(403);
    expect((await api('GET', '/tenants/nowhere/content/help')).statusCode).toBe(404);
  });

  it('rolls a change back when its audit record fails', async () => {
    await whileAuditFails(c.app.db, { prefix: 'content.help.' }, async () => {
      const res = await api('PUT', '/tenants/royal/content/help/entries/about', {
        texts: [{ language: 'en', title: 'Unrecorded', content: '' }],
      });
      expect(res.statusCode).toBe(500);
    });
    const list = (await api('GET', '/tenants/royal/content/help')).json().value;
    expect(list.draft).toBe(false);
    expect(list.entries.find((e: { tag: string }) => e.tag === 'about').titles.en).toBe('About us (new)');
  });
});
