/**
 * Announcement and help HTML with script, event-handler, javascript: and style-injection payloads
 * renders inert: posted through the operator API (sanitised on the way in) and, bypassing that,
 * answered raw by an intercepted call (sanitised again when rendered).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { opsApi } from './support';

test.describe.configure({ timeout: 90_000 });

const PAYLOAD = [
  '<p id="safe">Safe text</p>',
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss=3" id="jslink">click</a>',
  '<style>body { display: none !important; }</style>',
  '<div style="position:fixed;inset:0;background:red" id="overlay">overlay</div>',
  '<svg><script>window.__xss = 4</script></svg>',
  '<iframe src="javascript:parent.__xss=5"></iframe>',
  '<p onclick="window.__xss = 6" onmouseover="window.__xss = 7">hover</p>',
].join('');

async function expectInert(page: Page, scope: string): Promise<void> {
  const html = page.getByTestId(scope).first();
  await expect(html).toContainText('Safe text');
  await html.locator('p').last().click();
  await html
    .locator('a')
    .first()
    .click({ trial: false })
    .catch(() => undefined);
  const found = await html.evaluate((el) => ({
    scripts: el.querySelectorAll('script, iframe, style, svg').length,
    handlers: [...el.querySelectorAll('*')]
      .flatMap((e) => [...e.attributes].map((a) => a.name))
      .filter((n) => n.startsWith('on') || n === 'style'),
    links: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    xss: (window as unknown as { __xss?: number }).__xss ?? 0,
    hidden: getComputedStyle(document.body).display === 'none',
  }));
  expect(found).toEqual({ scripts: 0, handlers: [], links: found.links.filter((l) => !/^\s*javascript:/i.test(l)), xss: 0, hidden: false });
  expect(found.links.some((l) => /javascript:/i.test(l))).toBe(false);
}

test('an operator-posted notice with injection payloads renders inert', async ({ page, brandUrl, server }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const posted = (await opsApi(server, 'POST', '/tenants/royal/announcements', {
    type: 'PL',
    noExpiry: true,
    sortOrder: -200,
    texts: [{ language: 'en', title: 'Injection check', content: PAYLOAD }],
  })) as { id: number };
  await page.goto(brandUrl('royal', `/m/noticeDetail?id=${posted.id}&lang=en`));
  await expectInert(page, 'notice-html');
  await opsApi(server, 'DELETE', `/tenants/royal/announcements/${posted.id}`);
  expect(dialogs).toEqual([]);
});

/** The real answer, fetched from Node (which cannot resolve *.localhost) with the brand as ?tenant=. */
const fetchReal = (route: Route, port: number, brand: string) => {
  const url = new URL(route.request().url());
  return route.fetch({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}&tenant=${brand}` });
};

test('raw payloads in the announcement and help answers are sanitised when rendered', async ({ page, brandUrl, server }) => {
  await page.route('**/wps/announcements?*', async (route) => {
    const res = await fetchReal(route, server.port, 'lotus');
    const body = (await res.json()) as { value: { player: { content: string }[]; popup: { content: string }[] } };
    for (const n of body.value.player) n.content = PAYLOAD;
    await route.fulfill({ response: res, json: body });
  });
  await page.route('**/wps/system/helpCenter?*', async (route) => {
    const res = await fetchReal(route, server.port, 'lotus');
    const body = (await res.json()) as { value: { content: string }[] };
    for (const e of body.value) e.content = PAYLOAD;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(brandUrl('lotus', '/m/home?lang=en'));
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-popup').locator('button[aria-expanded]').first().click();
  await expectInert(page, 'notice-popup-html');
  await page.goto(brandUrl('lotus', '/m/help'));
  await expectInert(page, 'help-html');
});
