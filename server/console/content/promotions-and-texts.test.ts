/**
 * A promotion's own fields in the console (categories, how a player applies, the fixed reward and its
 * turnover) with a clear error per field, audited and shown to players; a language's text removed
 * from an announcement (players then read the fallback), audited; the promotion editor's settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleTestApp, consoleTestApp, type SignedIn } from '../test-support';

let c: ConsoleTestApp;
let readonly: SignedIn;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'content', brands: ['royal'] });
  readonly = await c.signIn({ role: 'readonly' });
});
afterAll(async () => {
  await c.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = c.headers) =>
  c.app.inject({ method, url: `/console/api${url}`, headers, payload: payload as object | undefined });

type PlayerPromotion = {
  id: number;
  title: string;
  rewardAmount: number | null;
  turnoverMultiple: number;
  imageRequired: string;
  remarkRequired: string;
  promoAnnouncementCategoryIds: number[];
};
async function playerAnnouncements(kind: 'PR' | 'PL', language: string): Promise<PlayerPromotion[]> {
  const res = await c.app.inject({
    method: 'GET',
    url: `/wps/announcements?types=${kind}&platform=M&language=${language}`,
    headers: { host: 'royal.localhost' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return kind === 'PR' ? res.json().value.promotion : res.json().value.player;
}

const auditOf = (id: number): Promise<{ action: string; before: unknown; after: unknown }[]> =>
  c.app.db.query('SELECT action, before, after FROM console_audit WHERE target = $1 ORDER BY id', [`announcement:${id}`]);

const promotion = (extra: Record<string, unknown> = {}) => ({
  type: 'PR',
  noExpiry: true,
  published: true,
  texts: [{ language: 'en', title: `Reload bonus ${Date.now()}`, content: '<p>10%</p>' }],
  ...extra,
});

describe('promotion fields in the console', () => {
  it('offers the brand categories and currency', async () => {
    const res = await api('GET', '/tenants/royal/content/promotion-settings', undefined, readonly.headers);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.currency).toEqual(c.app.tenants.get('royal')?.currency);
    expect(value.categories.length).toBe(3);
    expect(value.categories[0]).toMatchObject({ names: { en: expect.any(String), zh: expect.any(String) } });
  });

  it('saves categories, the apply rules, the reward and its turnover; players read them; each change audited', async () => {
    const categories = (await api('GET', '/tenants/royal/content/promotion-settings')).json().value.categories as { id: number }[];
    const ids = categories.map((x) => x.id);
    const made = await api(
      'POST',
      '/tenants/royal/content/announcements',
      promotion({ categoryIds: [ids[0]], imageRequired: true, remarkRequired: false, rewardAmount: 5000, turnoverMultiple: 3 }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const a = made.json().value;
    expect(a).toMatchObject({ categoryIds: [ids[0]], imageRequired: true, remarkRequired: false, rewardAmount: 5000, turnoverMultiple: 3 });
    const edited = await api('PATCH', `/tenants/royal/content/announcements/${a.id}`, {
      categoryIds: [ids[1], ids[2]],
      remarkRequired: true,
      rewardAmount: null,
      turnoverMultiple: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({
      categoryIds: [ids[1], ids[2]],
      imageRequired: true,
      remarkRequired: true,
      rewardAmount: null,
    });
    const shown = (await playerAnnouncements('PR', 'en')).find((p) => p.id === a.id);
    expect(shown).toMatchObject({
      rewardAmount: null,
      turnoverMultiple: 0,
      imageRequired: 'Y',
      remarkRequired: 'Y',
      promoAnnouncementCategoryIds: [ids[1], ids[2]],
    });
    const rows = await auditOf(a.id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.edit']);
    expect(rows[1]).toMatchObject({
      before: { rewardAmount: 5000, turnoverMultiple: 3 },
      after: { rewardAmount: null, turnoverMultiple: 0 },
    });
  });

  it('answers a clear error per field, and refuses promotion fields on other kinds', async () => {
    const bad = await api(
      'POST',
      '/tenants/royal/content/announcements',
      promotion({ rewardAmount: 0, turnoverMultiple: 101, imageRequired: 'yes', categoryIds: [1, 1] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({
      rewardAmount: 'must be at least 1 minor unit, or null for the cashier to decide',
      turnoverMultiple: 'must be at most 100',
      imageRequired: 'must be true or false',
      categoryIds: 'a category appears twice',
    });
    expect(bad.json().message).toContain('rewardAmount: must be at least 1 minor unit');
    const fraction = await api('POST', '/tenants/royal/content/announcements', promotion({ rewardAmount: 12.5 }));
    expect(fraction.json().value.fields).toEqual({ rewardAmount: 'must be a whole number of minor units' });
    const unknown = await api('POST', '/tenants/royal/content/announcements', promotion({ categoryIds: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('categoryIds: no promotion category 999999');
    const notice = await api('POST', '/tenants/royal/content/announcements', { ...promotion({ rewardAmount: 100 }), type: 'PL' });
    expect(notice.statusCode).toBe(400);
    expect(notice.json().value.fields).toEqual({ rewardAmount: 'only promotions have this field' });
  });
});

describe("a language's text removed from an announcement", () => {
  it('removes it (players in it read English), audited; refuses the last text and a language without text', async () => {
    const a = (
      await api('POST', '/tenants/royal/content/announcements', {
        type: 'PL',
        noExpiry: true,
        published: true,
        texts: [
          { language: 'en', title: 'Cup final', content: '<p>en</p>' },
          { language: 'zh', title: '决赛', content: '<p>zh</p>' },
        ],
      })
    ).json().value;
    expect((await playerAnnouncements('PL', 'zh')).find((n) => n.id === a.id)?.title).toBe('决赛');
    expect((await api('DELETE', `/tenants/royal/content/announcements/${a.id}/texts/zh`, undefined, readonly.headers)).statusCode).toBe(
      403,
    );
    const removed = await api('DELETE', `/tenants/royal/content/announcements/${a.id}/texts/zh`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value.texts.map((t: { language: string }) => t.language)).toEqual(['en']);
    expect(removed.json().value.missingLanguages).toContain('zh');
    expect((await playerAnnouncements('PL', 'zh')).find((n) => n.id === a.id)?.title).toBe('Cup final');
    expect((await api('DELETE', `/tenants/royal/content/announcements/${a.id}/texts/zh`)).statusCode).toBe(404);
    const last = await api('DELETE', `/tenants/royal/content/announcements/${a.id}/texts/en`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('the only one');
    expect((await api('DELETE', `/tenants/royal/content/announcements/${a.id}/texts/xx`)).statusCode).toBe(400);
    const rows = await auditOf(a.id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.text.remove']);
    expect(rows[1]).toMatchObject({ before: { texts: [{ language: 'en' }, { language: 'zh' }] }, after: { texts: [{ language: 'en' }] } });
  });
});

describe("a banner's picture per language", () => {
  it('shows a language its own picture in place of the default, removes it back to the default, audited', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const own = (await api('POST', '/tenants/royal/content/images', { image: png })).json().value.url as string;
    const b = (
      await api('POST', '/tenants/royal/content/announcements', {
        type: 'B',
        groupName: 'm_sports',
        noExpiry: true,
        published: true,
        images: ['/content-art/banner-royal-1.svg'],
        texts: [
          { language: 'en', title: 'Derby', content: '' },
          { language: 'zh', title: '德比', content: '' },
        ],
      })
    ).json().value;
    const banner = async (language: string) => {
      const res = await c.app.inject({
        method: 'GET',
        url: `/wps/announcements?types=B&groupName=m_sports&platform=M&language=${language}`,
        headers: { host: 'royal.localhost' },
      });
      const list = res.json().value.banners as { id: number; announcementImages: { url: string; sequence: number }[] }[];
      return list.find((x) => x.id === b.id)?.announcementImages;
    };
    const url = `/tenants/royal/content/announcements/${b.id}/texts/zh/picture`;
    expect((await api('PUT', url, { image: own }, readonly.headers)).statusCode).toBe(403);
    expect((await api('PUT', url, { image: 'https://evil.example/x.png' })).statusCode).toBe(400);
    const set = await api('PUT', url, { image: own });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.texts.find((t: { language: string }) => t.language === 'zh').imageUrl).toBe(own);
    expect(await banner('zh')).toEqual([{ url: own, sequence: 1 }]);
    expect(await banner('en')).toEqual([{ url: '/content-art/banner-royal-1.svg', sequence: 1 }]);

    const removed = await api('DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await banner('zh')).toEqual([{ url: '/content-art/banner-royal-1.svg', sequence: 1 }]);
    expect((await api('DELETE', url)).statusCode).toBe(404);
    expect((await api('PUT', `/tenants/royal/content/announcements/${b.id}/texts/km/picture`, { image: own })).statusCode).toBe(404);
    const rows = await auditOf(b.id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.picture.set', 'content.picture.remove']);
    expect(rows[1]).toMatchObject({ before: { texts: [{ language: 'en' }, { language: 'zh', imageUrl: null }] } });
    expect(rows[1]).toMatchObject({ after: { texts: [{ language: 'en' }, { language: 'zh', imageUrl: own }] } });

    const notice = (
      await api('POST', '/tenants/royal/content/announcements', {
        type: 'PL',
        noExpiry: true,
        texts: [{ language: 'en', title: 'n', content: '' }],
      })
    ).json().value;
    const refused = await api('PUT', `/tenants/royal/content/announcements/${notice.id}/texts/en/picture`, { image: own });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('only banners have a picture per language');
  });
});
