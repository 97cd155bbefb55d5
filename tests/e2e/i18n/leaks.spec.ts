/**
 * The leak check: every route of the route tables, as a visitor and as a logged-in member, in every
 * language a brand offers whose catalogs are complete (CATALOG_LANGUAGES), fails when the page's
 * visible text holds an English text the language translates, a raw message id, a vendor code or a
 * game type code (support/leaks.ts; what is allowed and why: leak-allow.json), or when the page
 * leaves its language.
 *
 * The catalogs are the same for every brand, so each language is checked on one brand that offers
 * it (support/plan.ts). Each test takes a few languages of one brand and role, a browser context
 * per language side by side, one page load per language and the client's own navigation to each
 * route. The contexts draw at scale 1, without pictures and with reduced motion: what is checked is
 * text, and drawing is most of a route's cost on a shared machine.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { type LanguageCode, languageTag } from '../../../src/contracts/languages';
import { STORAGE_KEYS } from '../../../src/contracts/storage-keys';
import { newPlayer, PLAYER_PASSWORD } from '../site/helpers';
import { DEMO_BRANDS, expect, test } from '../support/fixtures';
import type { ServerInfo } from '../support/servers';
import { apiLogin, type MemberSession, signIn } from '../support/session';
import { findLeaks, leakSets } from './support/leaks';
import { gameNames } from './support/stored-content';
import { brandFacts, checkGroups } from './support/plan';
import { routeTable } from './support/routes';
import { navigate, settledText, trackTextRequests, watchChanges } from './support/settle';

const ROUTES = routeTable();

/** A context for one language: the project's phone, drawn at scale 1, no pictures, no motion. */
async function lightContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, userAgent, isMobile, hasTouch, locale } = testInfo.project.use;
  return browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    locale,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
}

/**
 * The member whose session each language's context starts from: one per worker process and brand
 * (this module's state; a worker fixture instead would give this file a fixture set of its own, and
 * Playwright starts a new worker, browser and suite servers, whenever the next file's set differs),
 * made by the operator API and logged in through the site's login call (support/session.ts), not the
 * form (this check is about text; the login form has tests of its own). The walks only read pages,
 * so the tests of a worker share him, as the languages of a test do.
 */
const members = new Map<string, Promise<MemberSession>>();
function memberOf(server: ServerInfo, brand: string): Promise<MemberSession> {
  const key = `${server.port} ${brand}`;
  let member = members.get(key);
  if (!member) {
    member = newMember(server, brand);
    members.set(key, member);
    member.catch(() => members.delete(key));
  }
  return member;
}

async function newMember(server: ServerInfo, brand: string): Promise<MemberSession> {
  return apiLogin(server.port, brand, await newPlayer(server, brand), PLAYER_PASSWORD);
}

async function withoutPictures(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', {
    urls: ['*.png', '*.jpg', '*.jpeg', '*.webp', '*.gif', '*.avif', '*.svg', '*/content-art/*', '*/m/brand/*'],
  });
}

test('the check fails on planted leaks, stored English among them, and lets names through', async ({ browser, brandUrl }, testInfo) => {
  const th = leakSets('th', ['Royal']);
  const km = leakSets('km', ['Royal']);
  const [id = '', vendor = '', type = ''] = [th.ids[0], th.vendorCodes[0], th.typeCodes[0]];
  expect([id, vendor, type].every(Boolean)).toBe(true);
  const kinds = (text: string, sets = th) => findLeaks(text, sets).map((l) => `${l.kind}: ${l.text}`);
  // a message Thai translates, left in English; a raw id; a code where a name belongs
  expect(kinds('เข้าสู่ระบบ\nForgot password?')).toEqual(['english: Forgot password?']);
  expect(kinds(`ยอดเงิน ${id}`)).toEqual([`message id: ${id}`]);
  expect(kinds(`${vendor} · ${type}`)).toEqual([`vendor code: ${vendor}`, `game type code: ${type}`]);
  // names stay as they are: a game's name (its tile's line), a vendor's, the brand's
  const jackpotGame = [...gameNames()].find((n) => n.includes('Jackpot')) ?? '';
  expect(kinds('Jackpot')).toEqual(['english: Jackpot']);
  expect(kinds(`${jackpotGame}\nRoyal`)).toEqual([]);
  // the demo content is written in every language: its English on a Thai or Khmer page is a leak,
  // also where no catalog has the words; on an English page it is the page's own text
  expect(kinds('Welcome to Royal')).toEqual(['english: Welcome to']);
  expect(kinds('Welcome to Royal', km)).not.toEqual([]);
  expect(kinds('ปิดปรับปรุงตามกำหนด\nScheduled maintenance')).toEqual(['english: Scheduled maintenance']);
  expect(kinds('Scheduled maintenance', leakSets('en', ['Royal']))).toEqual([]);
  // and on a real page: an untranslated string planted into royal's Thai home is found
  const context = await lightContext(browser, testInfo);
  try {
    const tab = await context.newPage();
    const pending = trackTextRequests(tab);
    await watchChanges(tab);
    await tab.goto(brandUrl('royal', '/m/home?lang=th'));
    await expect(tab.getByTestId('app')).toBeAttached();
    expect(findLeaks(await settledText(tab, pending), th)).toEqual([]);
    await tab.evaluate(() =>
      document
        .querySelector('[data-testid="app"]')
        ?.append(Object.assign(document.createElement('p'), { textContent: 'Forgot password?' })),
    );
    expect(findLeaks(await settledText(tab, pending), th)).toEqual([{ kind: 'english', text: 'Forgot password?' }]);
  } finally {
    await context.close();
  }
});

for (const group of checkGroups(DEMO_BRANDS)) {
  const { brand, role, languages } = group;
  test(`${brand} as a ${role} in ${languages.join(', ')}: no English, message id or code on any route`, async ({
    browser,
    server,
    brandUrl,
  }, testInfo) => {
    test.setTimeout(180_000);
    const facts = brandFacts(brand);
    // each language's context starts from the worker's member's session
    const session = role === 'member' ? await memberOf(server, brand) : undefined;
    const routes = ROUTES.filter((r) => role === 'member' || !r.needsLogin);
    const timings: string[] = [];
    const found = await Promise.all(
      languages.map(async (lang) => {
        const context = await lightContext(browser, testInfo);
        try {
          if (session) await signIn(context, brandUrl(brand), session);
          const tab = await context.newPage();
          await withoutPictures(tab);
          const pending = trackTextRequests(tab);
          await watchChanges(tab);
          const sets = leakSets(lang, [facts.brandName, facts.logoText]);
          const leaks: string[] = [];
          await tab.goto(brandUrl(brand, `/m/home?lang=${lang}`));
          // the boot has read ?lang= (it saves it) and the app is drawn: only then may the address change
          await expect.poll(() => tab.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe(lang);
          await expect(tab.getByTestId('app')).toBeAttached();
          // a member's walk starts signed in: the header shows his balance
          if (session) await expect(tab.getByTestId('header-balance')).toBeVisible();
          // the page declares the language's BCP 47 tag (zh-TW for tw), and keeps it on every route
          const tag = languageTag(lang as LanguageCode);
          await expect.poll(() => tab.evaluate(() => document.documentElement.lang)).toBe(tag);
          for (const route of routes) {
            const started = Date.now();
            await navigate(tab, route.path);
            const text = await settledText(tab, pending);
            timings.push(`${lang} ${route.path} ${Date.now() - started} ms`);
            // a page that left its language is checked against the wrong catalog: a failure of its own
            const shown = await tab.evaluate(() => document.documentElement.lang);
            if (shown !== tag) leaks.push(`${lang} ${route.path}: the page turned from "${tag}" to "${shown}"`);
            for (const leak of findLeaks(text, sets)) {
              leaks.push(`${lang} ${route.path} (${new URL(tab.url()).pathname}): ${leak.kind} "${leak.text}"`);
            }
          }
          return leaks;
        } finally {
          await context.close();
        }
      }),
    ).then((all) => all.flat());
    await testInfo.attach('settle times.txt', { body: timings.join('\n'), contentType: 'text/plain' });
    await testInfo.attach('leaks.txt', { body: found.join('\n') || 'none', contentType: 'text/plain' });
    expect(found, `${found.length} leaks`).toEqual([]);
  });
}
