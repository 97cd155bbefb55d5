/**
 * Script injection through what operators write and players read, beyond announcements and help
 * (tests/e2e/content/html-injection.spec.ts): an inbox title and a support-chat answer are plain
 * text (markup is shown as typed, never parsed); an inbox body with markup renders sanitised (issue
 * 28: formatting kept, no script or handler); a promotion's HTML is sanitised on the way in and
 * again on the detail page. The test fails if any payload runs or becomes an active element.
 */
import type { Page } from '@playwright/test';
import { makePlayer, opsApi, uiLogin } from '../content/support';
import { expect, test } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const HTML = `<p id="safe">Safe text</p>${MARKUP}<a href="javascript:window.__xss=3">link</a><p onclick="window.__xss=4" style="position:fixed;inset:0">tap</p>`;

function watch(page: Page): () => Promise<number> {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  return async () => dialogs + ((await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)) ?? 0);
}

test('chat text and inbox titles from an operator are shown as text; inbox and promotion HTML render inert', async ({
  page,
  brandUrl,
  server,
}) => {
  const ran = watch(page);
  const player = await makePlayer(server, 'royal');
  await opsApi(server, 'POST', '/tenants/royal/inbox', {
    to: { kind: 'member', username: player.username },
    title: 'Injected <b>title</b>',
    body: MARKUP,
  });
  const promo = (await opsApi(server, 'POST', '/tenants/royal/announcements', {
    type: 'PR',
    noExpiry: true,
    sortOrder: -200,
    texts: [{ language: 'en', title: 'Injection promo', content: HTML }],
  })) as { id: number };

  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await uiLogin(page, player);

  // inbox: the title appears exactly as typed, as text; the body's markup is sanitised (nothing runs, no raw tags)
  await page.goto(brandUrl('royal', '/m/member/inbox'));
  const message = page.locator('[data-testid^="inbox-message-"]').filter({ hasText: 'Injected <b>title</b>' });
  await message.click();
  expect(await message.locator('b').count()).toBe(0);
  const body = page.getByTestId('inbox-body');
  await expect(body).toBeVisible();
  expect(await body.textContent()).not.toContain('<script');
  expect(await body.locator('script, [onerror]').count()).toBe(0);

  // chat: the player writes, the operator answers with markup, the player sees it as text
  await page.goto(brandUrl('royal', '/m/chat'));
  await page.getByTestId('chat-input').fill('Hello, is my deposit through?');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello, is my deposit through?' })).toBeVisible();
  await opsApi(server, 'POST', `/tenants/royal/chats/${player.username}`, { text: MARKUP });
  const answer = page.getByTestId('chat-message').filter({ hasText: 'onerror' });
  await expect(answer).toContainText(MARKUP, { timeout: 15_000 });
  expect(await page.getByTestId('chat-messages').locator('img, script').count()).toBe(0);

  // promotion detail: what is kept is text formatting; no handler, script or javascript: link
  await page.goto(brandUrl('royal', `/m/activityDetail?id=${promo.id}&lang=en`));
  const html = page.getByTestId('promotion-detail-html');
  await expect(html).toContainText('Safe text');
  await html.getByText('tap').click();
  const found = await html.evaluate((el) => ({
    active: el.querySelectorAll('script, img[onerror], [onclick], [style]').length,
    jsLinks: [...el.querySelectorAll('a')].filter((a) => /javascript:/i.test(a.getAttribute('href') ?? '')).length,
  }));
  expect(found).toEqual({ active: 0, jsLinks: 0 });

  expect(await ran()).toBe(0);
  await opsApi(server, 'DELETE', `/tenants/royal/announcements/${promo.id}`);
});
