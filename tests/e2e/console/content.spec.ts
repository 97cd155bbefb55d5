/**
 * Content in the console, in a real browser: a content editor writes a player notice with bold text
 * and a link in English (the toolbar) and in Chinese (the HTML view, with a script and an event
 * handler typed in), saves it unpublished (the editor shows what the server kept), previews it on
 * the brand's real notice page through a preview pass (other players do not see it yet), publishes
 * it, and the player site shows it in both languages. The typed script never runs, in the console or
 * on the player site. axe clean on the list and the editor, in English and Chinese. Deleted at the end.
 */
import type { Page } from '@playwright/test';
import { codeAt, stepAt } from '../../../server/console/auth/totp';
import { expect, type Ops, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean } from './cashier-support';

const PWNED = '<script>window.__pwned = 1</script><img src="/nothing.png" onerror="window.__pwned = 2">';

async function signInContentEditor(page: Page, ops: Ops, consoleUrl: string): Promise<void> {
  const username = `e2e-content-${Date.now().toString(36)}`;
  const password = 'Lantern-Meadow-4172';
  await ops.run('staff', 'create', username, '--role', 'content', '--brands', 'all', '--name', 'E2E content', '--password', password);
  await page.goto(consoleUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Six-digit code from your authenticator app').fill(codeAt(secret, stepAt(new Date())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('who')).toBeVisible();
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);

test('a content editor writes a notice in English and Chinese, previews it on the player site, publishes it; a typed script never runs', async ({
  browser,
  page,
  brandUrl,
  server,
  ops,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-6);
  const enTitle = `Weekend cup ${tag}`;
  const zhTitle = `周末杯 ${tag}`;

  const office = await browser.newContext(DESKTOP);
  const editor = await office.newPage();
  editor.on('dialog', (d) => void d.accept(d.type() === 'prompt' ? 'https://example.com/terms' : undefined));
  await signInContentEditor(editor, ops, `http://127.0.0.1:${server.port}/console/`);
  await editor.getByTestId('brand-switcher').selectOption('royal');
  await editor.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Content' }).click();
  await expect(editor.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(editor.getByTestId('content-list')).toBeVisible();
  await expectAxeClean(editor, 'the content list');

  await editor.getByTestId('content-new').click();
  await expect(editor.getByTestId('content-lang-km')).toHaveAttribute('data-missing', 'true');

  // English through the toolbar: a bold phrase and a link
  await editor.getByTestId('content-lang-en').click();
  await editor.getByTestId('content-title').fill(enTitle);
  const area = editor.getByTestId('content-body-area');
  await area.click();
  await editor.keyboard.type('Big prize for everyone. Read the terms');
  await editor.keyboard.press('Home');
  for (let i = 0; i < 'Big prize'.length; i++) await editor.keyboard.press('Shift+ArrowRight');
  await editor.getByRole('button', { name: 'Bold' }).click();
  await area.click();
  await editor.keyboard.press('End');
  for (let i = 0; i < 'terms'.length; i++) await editor.keyboard.press('Shift+ArrowLeft');
  await editor.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(area.locator('strong, b')).toHaveText('Big prize');
  await expect(area.locator('a')).toHaveAttribute('href', 'https://example.com/terms');
  await expect(editor.getByTestId('content-lang-en')).toHaveAttribute('data-missing', 'false');

  // Chinese through the HTML view, with a script and an event handler typed in
  await editor.getByTestId('content-lang-zh').click();
  await editor.getByTestId('content-title').fill(zhTitle);
  await editor.getByTestId('content-body-source-toggle').check();
  await editor
    .getByTestId('content-body-source')
    .fill(`<p><strong>大奖</strong>人人有份。<a href="https://example.com/zh">条款</a></p>${PWNED}`);
  await editor.getByTestId('content-body-source-toggle').uncheck();
  await expect(editor.getByTestId('content-body-area').locator('strong')).toHaveText('大奖');

  await editor.getByTestId('content-save').click();
  await expect(editor.getByTestId('content-state')).toHaveAttribute('data-state', 'unpublished');
  await expect(editor).toHaveURL(/\/console\/content\/PL\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(editor.url())?.[1]);
  await editor.getByTestId('content-lang-zh').click();
  await editor.getByTestId('content-body-source-toggle').check();
  const kept = await editor.getByTestId('content-body-source').inputValue();
  expect(kept).toContain('<strong>大奖</strong>');
  expect(kept).toContain('<a href="https://example.com/zh">条款</a>');
  expect(kept).not.toMatch(/script|onerror|__pwned/);
  await editor.getByTestId('content-body-source-toggle').uncheck();
  await expectAxeClean(editor, 'the content editor');
  expect(await pwned(editor)).toBe(0);

  // a guest on the player site does not see it yet
  await page.goto(brandUrl('royal', `/m/noticeDetail?id=${id}&lang=en`));
  await expect(page.getByTestId('notice-missing')).toBeVisible();

  // the preview opens the brand's real notice page with the draft
  const [preview] = await Promise.all([office.waitForEvent('page'), editor.getByTestId('content-preview').click()]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).hostname).toBe('royal.localhost');
  await expect(preview.getByTestId('notice-detail')).toBeVisible();
  await expect(preview.getByTestId('notice-detail').getByRole('heading', { level: 1 })).toHaveText(/Weekend cup|周末杯/);
  expect(await pwned(preview)).toBe(0);
  await preview.close();

  await editor.getByTestId('content-publish').click();
  await expect(editor.getByTestId('content-state')).toHaveAttribute('data-state', 'live');

  // the player site shows it in both languages; the script never ran
  for (const [lang, title, bold, href] of [
    ['en', enTitle, 'Big prize', 'https://example.com/terms'],
    ['zh', zhTitle, '大奖', 'https://example.com/zh'],
  ] as const) {
    await page.goto(brandUrl('royal', `/m/noticeDetail?id=${id}&lang=${lang}`));
    await expect(page.getByTestId('notice-detail').getByRole('heading', { level: 1 })).toHaveText(title);
    const html = page.getByTestId('notice-html');
    await expect(html.locator('strong, b').first()).toHaveText(bold);
    await expect(html.locator('a')).toHaveAttribute('href', href);
    expect(await html.evaluate((el) => el.querySelectorAll('script, [onerror]').length)).toBe(0);
    expect(await pwned(page)).toBe(0);
  }

  // the console in Chinese, axe clean
  await editor.getByLabel('Language', { exact: true }).selectOption('zh');
  await expect(editor.getByRole('heading', { name: '内容', level: 1 })).toBeVisible();
  await expect(editor.getByTestId('content-publish').or(editor.getByTestId('content-unpublish'))).toHaveText('取消发布');
  await expectAxeClean(editor, 'the content editor in Chinese');

  // deleted again (other tests on this server count royal's notices): players no longer see it
  await editor.getByRole('button', { name: '删除' }).click();
  await expect(editor).toHaveURL(/\/console\/content\/PL$/);
  await expect(editor.getByTestId('content-list')).not.toContainText(zhTitle);
  await page.goto(brandUrl('royal', `/m/noticeDetail?id=${id}&lang=en`));
  await expect(page.getByTestId('notice-missing')).toBeVisible();
  await office.close();
});
