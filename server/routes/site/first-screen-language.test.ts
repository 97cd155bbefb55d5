/**
 * The first screen in the page's language: a banner with its own picture for a language shows that
 * picture (drawn and preloaded) to a player reading it, by `?lang=` or the saved choice, the same
 * picture the client's announcements call then lists (no swap); other languages, and a language
 * without its own text (the English text's picture), show the default picture; removing the
 * language's picture brings the default back on the next load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '../../../src/contracts/content/calls';
import { LANGUAGE_COOKIE, LANGUAGE_HEADER, type LanguageCode } from '../../../src/contracts/languages';
import { clock } from '../../clock';
import { createContentOps } from '../../content/operator';
import { OpsError } from '../../ops/actions';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';
import { BOOT_MANIFEST_FILE } from './boot-html';

const t = siteTestApp({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });
const HOST = 'royal.localhost';
const DEFAULT_HOME = '/content-art/banner-royal-1.svg';
const DEFAULT_SLOTS = '/content-art/banner-royal-2.svg';
const OWN = '/content-art/banner-royal-3.svg';

const ops = () =>
  createContentOps(t.app.db, (id) => {
    const tenant = t.app.tenants.get(id);
    if (!tenant) throw new OpsError(`No brand ${id}`);
    return tenant;
  });
const page = async (url: string, language?: LanguageCode) =>
  (await t.app.inject({ method: 'GET', url, headers: { host: HOST, ...(language ? { cookie: `${LANGUAGE_COOKIE}=${language}` } : {}) } }))
    .body;
const drawn = (html: string) => html.match(/<div class="fs-banner"><img src="([^"]+)"/)?.[1];
const stripFirst = (html: string) => html.match(/<div class="fs-strip[^"]*"><img src="([^"]+)"/)?.[1];
const preloaded = (html: string) => html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/)?.[1];
/** The cover the client shows first: the call's first banner of the group, its lowest sequence. */
const clientCover = async (group: string, language: LanguageCode) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/announcements?types=B&groupName=${group}&platform=M&language=${LANGUAGE_HEADER[language]}`,
    headers: { host: HOST },
  });
  const first = (res.json().value as AnnouncementsValue).banners.find((b) => b.announcementImages.length > 0);
  return [...(first?.announcementImages ?? [])].sort((x, y) => x.sequence - y.sequence)[0]?.url;
};

const made: number[] = [];
const banner = async (groupName: string, image: string) => {
  const a = await ops().post(
    'royal',
    {
      type: 'B',
      groupName,
      sortOrder: -1000,
      noExpiry: true,
      images: [image],
      texts: [
        { language: 'en', title: 'Derby', content: '' },
        { language: 'zh', title: '德比', content: '' },
      ],
    },
    clock.now(),
  );
  made.push(a.id);
  return a.id;
};
let home = 0;
beforeAll(async () => {
  home = await banner('m_home', DEFAULT_HOME);
  await ops().setPicture('royal', home, 'zh', OWN, clock.now());
});
afterAll(async () => {
  for (const id of made) await ops().remove('royal', id, clock.now());
});

describe("the first screen's banner picture per language", () => {
  it("home draws and preloads the language's own picture, the one the client then lists", async () => {
    for (const html of [await page('/m/home?lang=zh'), await page('/m/home', 'zh')]) {
      expect(drawn(html)).toBe(OWN);
      expect(preloaded(html)).toBe(OWN);
    }
    expect(await clientCover('m_home', 'zh')).toBe(OWN);
  });

  it('other languages, and one without its own text, get the default picture, as the client does', async () => {
    for (const language of ['en', 'th'] as const) {
      const html = await page(`/m/home?lang=${language}`);
      expect(drawn(html), language).toBe(DEFAULT_HOME);
      expect(preloaded(html), language).toBe(DEFAULT_HOME);
      expect(await clientCover('m_home', language), language).toBe(DEFAULT_HOME);
    }
  });

  it("a category page's strip starts with the language's own picture", async () => {
    const slots = await banner('m_rng', DEFAULT_SLOTS);
    await ops().setPicture('royal', slots, 'zh', OWN, clock.now());
    const zh = await page('/m/slot-games?lang=zh');
    expect(stripFirst(zh)).toBe(OWN);
    expect(preloaded(zh)).toBe(OWN);
    expect(await clientCover('m_rng', 'zh')).toBe(OWN);
    const en = await page('/m/slot-games?lang=en');
    expect(stripFirst(en)).toBe(DEFAULT_SLOTS);
    expect(preloaded(en)).toBe(DEFAULT_SLOTS);
  });

  it("shows the default again on the next load once the language's picture is removed", async () => {
    expect(drawn(await page('/m/home?lang=zh'))).toBe(OWN);
    await ops().setPicture('royal', home, 'zh', null, clock.now());
    const html = await page('/m/home?lang=zh');
    expect(drawn(html)).toBe(DEFAULT_HOME);
    expect(preloaded(html)).toBe(DEFAULT_HOME);
    expect(await clientCover('m_home', 'zh')).toBe(DEFAULT_HOME);
  });
});
