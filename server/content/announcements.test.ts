import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnnouncementsValue,
  CONTENT_PATHS,
  type LobbyNewsValue,
  type MarkAsReadValue,
  type PromotionCategory,
} from '../../src/contracts/content/calls';
import { clock } from '../clock';
import { memberExcludes } from '../rg/test/exclusion';
import { fileTestApp } from '../test/app';
import { insertAnnouncement } from './store';
import { call, type Env, member } from './test/support';

const t = fileTestApp();
afterEach(() => {
  clock.now = () => new Date();
});

const list = async (brand: string, query: Record<string, string>, o: { token?: string; language?: string } = {}) =>
  (await call(t.app, brand, 'GET', CONTENT_PATHS.announcements, { query, ...o })).json() as Env<AnnouncementsValue>;
const all = { types: 'B,PL,PU,PR,H', platform: 'M' };

describe('announcements', () => {
  it('answers every kind asked for from the seed, in the asked language, inside their dates', async () => {
    const en = (await list('royal', all, { language: 'EN' })).value;
    if (!en) throw new Error('no value');
    expect(en.banners.filter((b) => b.groupName === 'm_home')).toHaveLength(3);
    expect(
      en.banners.every(
        (b) => b.announcementImages[0]?.sequence === 1 && b.announcementImages[0].url.startsWith('/content-art/banner-royal-'),
      ),
    ).toBe(true);
    // the ended and the scheduled notice are not shown
    expect(en.player.map((p) => p.title)).toEqual([
      'Welcome to Royal Casino',
      'Scheduled maintenance',
      'New games every week',
      'Play responsibly',
    ]);
    expect(en.player.every((p) => p.read === false)).toBe(true);
    expect(en.popup).toHaveLength(2);
    expect(en.hot).toHaveLength(1);
    expect(en.agent).toEqual([]);
    expect(en.promotion).toHaveLength(5);
    const [welcome, daily] = en.promotion;
    expect(welcome).toMatchObject({
      title: '100% welcome bonus',
      noExpiry: 0,
      imageRequired: 'N',
      remarkRequired: 'Y',
      rewardAmount: 5000,
      turnoverMultiple: 10,
    });
    expect(daily).toMatchObject({ noExpiry: 1, endDate: null, imageRequired: 'N', remarkRequired: 'N' });
    expect(en.promotion.some((p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y')).toBe(true);
    expect(en.promotion.every((p) => p.promoAnnouncementCategoryIds.length > 0)).toBe(true);
    expect(en.banners.find((b) => b.groupName === 'm_home')?.url).toBe(`/m/activityDetail?id=${welcome?.id}`);

    const km = (await list('royal', all, { language: 'KM' })).value;
    expect(km?.player[0]?.title).toBe('សូមស្វាគមន៍មកកាន់ Royal Casino');
    const zh = (await list('royal', { ...all, language: 'CN' })).value;
    expect(zh?.promotion[0]?.title).toBe('100% 首存奖励');
    // the demo content is written in every language: Thai, Arabic and Japanese read their own
    const th = (await list('royal', all, { language: 'TH' })).value;
    expect(th?.player[0]?.title).toBe('ยินดีต้อนรับสู่ Royal Casino');
    expect(th?.promotion[0]?.content).toContain('ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอนเงิน');
    expect(th?.banners.find((b) => b.groupName === 'm_fish')?.title).toBe('ยิงปลา');
    const ar = (await list('royal', { ...all, language: 'AR' })).value;
    expect(ar?.player[0]?.title).toBe('مرحبًا بك في Royal Casino');
    expect(ar?.popup[0]?.content).toBe('<p>أودِع اليوم واحصل على <b>مكافأة ترحيب 100%</b>.</p>');
    expect((await list('royal', all, { language: 'JA' })).value?.player[0]?.title).toBe('Royal Casinoへようこそ');
  });

  it('reads a text an operator wrote in fewer languages in English where the asked one is missing', async () => {
    const tenant = t.app.tenants.get('royal');
    if (!tenant) throw new Error('no royal');
    const id = await insertAnnouncement(
      t.app.db,
      tenant.id,
      {
        type: 'PL',
        startDate: new Date(Date.now() - 60_000),
        endDate: null,
        noExpiry: true,
        sortOrder: -1,
        texts: [
          { language: 'en', title: 'Midnight tournament', content: '<p>Tonight only.</p>' },
          { language: 'km', title: 'ការប្រកួតពាក់កណ្តាលអធ្រាត្រ', content: '<p>តែយប់នេះប៉ុណ្ណោះ។</p>' },
        ],
        images: [],
      },
      'operator',
      new Date(),
    );
    try {
      const title = async (language: string) =>
        (await list('royal', { types: 'PL' }, { language })).value?.player.find((p) => p.id === id)?.title;
      expect(await title('KM')).toBe('ការប្រកួតពាក់កណ្តាលអធ្រាត្រ');
      expect(await title('TH')).toBe('Midnight tournament');
      expect(await title('AR')).toBe('Midnight tournament');
    } finally {
      await t.app.db.query('DELETE FROM announcements WHERE id = $1', [id]);
    }
  });

  it('narrows banners by group, answers only the kinds asked for, accepts the long type names', async () => {
    const v = (await list('royal', { types: 'B', groupName: 'm_live', platform: 'M' })).value;
    expect(v?.banners.map((b) => b.groupName)).toEqual(['m_live']);
    expect(v?.player).toEqual([]);
    expect(v?.promotion).toEqual([]);
    const promo = (await list('royal', { types: 'Promotion' })).value;
    expect(promo?.promotion.length).toBe(5);
    expect(promo?.banners).toEqual([]);
  });

  it('keeps brands apart', async () => {
    const tiger = (await list('tiger', all, { language: 'EN' })).value;
    expect(tiger?.player[0]?.title).toBe(`Welcome to ${t.app.tenants.get('tiger')?.brandName}`);
    const royalIds = new Set((await list('royal', all)).value?.banners.map((b) => b.id));
    expect(tiger?.banners.some((b) => royalIds.has(b.id))).toBe(false);
    // tiger's currency has 2 minor units, lotus's none
    const lotus = (await list('lotus', { types: 'PR' })).value;
    expect(lotus?.promotion[0]?.rewardAmount).toBe(50);
  });

  it('follows the clock: a notice appears at its start and disappears at its end', async () => {
    const later = new Date(Date.now() + 8 * 86_400_000);
    clock.now = () => later;
    const titles = (await list('royal', { types: 'PL' }, { language: 'EN' })).value?.player.map((p) => p.title);
    expect(titles).toContain('Coming next week');
    clock.now = () => new Date(Date.now() + 40 * 86_400_000);
    const after = (await list('royal', { types: 'PL' }, { language: 'EN' })).value?.player.map((p) => p.title);
    expect(after).not.toContain('Scheduled maintenance');
  });

  it('gives agent announcements only to an agent session', async () => {
    const agent = await member(t.app, 'royal', { kind: 'agent', type: 1 });
    const player = await member(t.app, 'royal');
    expect((await list('royal', { types: 'A' }, { token: agent.token })).value?.agent).toHaveLength(2);
    expect((await list('royal', { types: 'A' }, { token: player.token })).value?.agent).toEqual([]);
    expect((await list('royal', { types: 'A' })).value?.agent).toEqual([]);
  });

  it('refuses bad input with 400 request.invalid', async () => {
    const bad: Record<string, string>[] = [
      {},
      { types: '' },
      { types: 'X' },
      { types: 'B', groupName: 'm_nope' },
      { types: 'B', platform: 'Z' },
      { types: 'B', merchantCode: 'OTHER01' },
      { types: 'B', merchantCode: '<x>' },
    ];
    for (const query of bad) {
      const r = await call(t.app, 'royal', 'GET', CONTENT_PATHS.announcements, { query });
      expect(r.statusCode, JSON.stringify(query)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
    expect(
      (await call(t.app, 'royal', 'GET', CONTENT_PATHS.announcements, { query: { types: 'B', merchantCode: 'ROYAL01' } })).statusCode,
    ).toBe(200);
  });

  it('treats a bad or foreign token as a guest', async () => {
    const tigerPlayer = await member(t.app, 'tiger');
    const v = (await list('royal', { types: 'PL' }, { token: tigerPlayer.token })).value;
    expect(v?.unreadCount).toBe(0);
    expect((await call(t.app, 'royal', 'GET', CONTENT_PATHS.announcements, { query: { types: 'PL', token: 'nonsense' } })).statusCode).toBe(
      200,
    );
  });
});

describe('mark as read', () => {
  const mark = (brand: string, body: unknown, token?: string) => call(t.app, brand, 'POST', CONTENT_PATHS.markAsRead, { body, token });

  it('marks once per player; the read flag and unread count follow', async () => {
    const p = await member(t.app, 'royal');
    const before = (await list('royal', { types: 'PL' }, { token: p.token })).value;
    expect(before?.unreadCount).toBe(4);
    const id = before?.player[1]?.id;
    const r = await mark('royal', { announcementId: id, read: true }, p.token);
    expect(r.statusCode).toBe(200);
    expect((r.json() as Env<MarkAsReadValue>).value).toEqual({ announcementId: id, read: true, unreadCount: 3 });
    expect((await mark('royal', { announcementId: String(id), read: true }, p.token)).json()).toMatchObject({ value: { unreadCount: 3 } });
    const after = (await list('royal', { types: 'PL' }, { token: p.token })).value;
    expect(after?.player.map((n) => n.read)).toEqual([false, true, false, false]);
    const other = await member(t.app, 'royal');
    expect((await list('royal', { types: 'PL' }, { token: other.token })).value?.unreadCount).toBe(4);
  });

  it('needs a session, a member type other than 4, a shown notice of the brand; bad bodies are 400', async () => {
    const p = await member(t.app, 'royal');
    const v = (await list('royal', { types: 'PL,B' }, { token: p.token })).value;
    const id = v?.player[0]?.id;
    expect((await mark('royal', { announcementId: id, read: true })).json()).toMatchObject({ code: 'session.not.logged.in' });
    const four = await member(t.app, 'royal', { type: 4 });
    const r4 = await mark('royal', { announcementId: id, read: true }, four.token);
    expect(r4.statusCode).toBe(403);
    expect(r4.json()).toMatchObject({ code: 'content.read.not.allowed' });
    const banner = v?.banners[0]?.id;
    expect((await mark('royal', { announcementId: banner, read: true }, p.token)).json()).toMatchObject({
      code: 'content.announcement.not.found',
    });
    const tigerNotice = (await list('tiger', { types: 'PL' })).value?.player[0]?.id;
    expect((await mark('royal', { announcementId: tigerNotice, read: true }, p.token)).statusCode).toBe(404);
    expect((await mark('royal', { announcementId: 999999, read: true }, p.token)).statusCode).toBe(404);
    for (const body of [
      {},
      { announcementId: id },
      { announcementId: id, read: false },
      { announcementId: 'x', read: true },
      { announcementId: -1, read: true },
    ]) {
      const r = await mark('royal', body, p.token);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await list('royal', { types: 'PL' }, { token: p.token })).value?.unreadCount).toBe(4);
  });
});

describe('categories, lobby news, art', () => {
  it('lists the promotion categories in the language', async () => {
    const r = (await call(t.app, 'royal', 'GET', CONTENT_PATHS.promotionCategories, { query: { language: 'CN' } })).json() as Env<
      PromotionCategory[]
    >;
    expect(r.value?.map((c) => c.name)).toEqual(['新会员', '每日优惠', 'VIP专享']);
    const names = async (language: string) =>
      (
        (await call(t.app, 'royal', 'GET', CONTENT_PATHS.promotionCategories, { query: { language } })).json() as Env<PromotionCategory[]>
      ).value?.map((c) => c.name);
    expect(await names('TH')).toEqual(['สมาชิกใหม่', 'รายวัน', 'VIP']);
    expect(await names('AR')).toEqual(['الأعضاء الجدد', 'يومية', 'VIP']);
    expect(await names('EN')).toEqual(['New members', 'Daily', 'VIP']);
    expect((await call(t.app, 'royal', 'GET', CONTENT_PATHS.promotionCategories, { query: { language: 'x'.repeat(20) } })).statusCode).toBe(
      400,
    );
  });

  it('lobby news lists hot items first, then notices', async () => {
    const r = (await call(t.app, 'royal', 'GET', CONTENT_PATHS.lobbyNews, { language: 'EN' })).json() as Env<LobbyNewsValue>;
    expect(r.value?.list[0]).toMatchObject({ type: 'H', title: 'Jackpot week' });
    expect(r.value?.list.filter((n) => n.type === 'PL')).toHaveLength(4);
    const bad = await call(t.app, 'royal', 'GET', CONTENT_PATHS.lobbyNews, { query: { language: 'x'.repeat(20) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request.invalid' });
    expect((await call(t.app, 'nobody', 'GET', CONTENT_PATHS.lobbyNews)).json()).toMatchObject({ code: 'merchant.unknown' });
  });

  it('serves generated art of known brands only', async () => {
    const ok = await t.app.inject({ url: '/content-art/banner-royal-1.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toContain('Royal');
    for (const bad of ['banner-nobody-1.svg', 'banner-royal-1.png', 'x-royal-1.svg', '..%2Fbanner-royal-1.svg']) {
      expect((await t.app.inject({ url: `/content-art/${bad}` })).statusCode, bad).toBe(404);
    }
    expect((await t.app.inject({ url: '/content-images/99999.png' })).statusCode).toBe(404);
  });
});

describe('announcements during a time-out or self-exclusion', () => {
  it('an excluded player gets no promotions, popups, hot items or promotion banners (no marketing); notices and game banners stay; others are unaffected', async () => {
    const player = await member(t.app, 'royal');
    const before = (await list('royal', all, { token: player.token, language: 'EN' })).value;
    expect(before?.popup.length).toBeGreaterThan(0);
    expect(before?.promotion.length).toBeGreaterThan(0);
    expect(before?.banners.map((b) => b.title)).toContain('Welcome bonus');
    const news = async (token?: string) =>
      (
        (
          await call(t.app, 'royal', 'GET', CONTENT_PATHS.lobbyNews, { query: { language: 'EN' }, ...(token ? { token } : {}) })
        ).json() as Env<LobbyNewsValue>
      ).value?.list.map((n) => n.type);
    expect(await news(player.token)).toContain('H');
    await memberExcludes(t.app.db, player.id, { kind: 'selfExclusion', duration: '6m', now: new Date() });
    const during = (await list('royal', all, { token: player.token, language: 'EN' })).value;
    expect(during).toMatchObject({ popup: [], promotion: [], hot: [] });
    expect(during?.player.length).toBe(before?.player.length);
    const titles = during?.banners.map((b) => b.title) ?? [];
    expect(titles).not.toContain('Welcome bonus');
    expect(titles).not.toContain('Promotions');
    expect(
      during?.banners.some((b) => b.url?.startsWith('/m/activity') || b.linkedPromotionId !== null || b.groupName === 'm_promotion'),
    ).toBe(false);
    expect(titles, 'the game banners stay').toContain('Slots');
    expect(await news(player.token), 'no hot items in the lobby news').not.toContain('H');
    expect(await news(), 'a guest').toContain('H');
    const guest = (await list('royal', all, { language: 'EN' })).value;
    expect(guest?.popup.length, 'a guest').toBe(before?.popup.length);
    expect(
      guest?.banners.map((b) => b.title),
      'a guest',
    ).toContain('Welcome bonus');
  });
});
