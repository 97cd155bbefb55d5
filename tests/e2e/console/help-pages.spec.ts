/**
 * Help pages in the console, in a real browser: a content editor adds a help page to royal, writes
 * it in English (the toolbar, a sub-item) and Chinese (the HTML view, with a script and an event
 * handler typed in), saves the draft (the editor shows what the server kept), previews it on the
 * brand's real /m/help through a preview pass while players still read the published pages,
 * publishes it, and the player site shows it in both languages. Removing the Chinese text sends
 * Chinese players to the fallback. The linked pages (terms) cannot be deleted. The typed script never
 * runs, in the console or on the player site. axe clean on the list and the editor, in English and
 * Chinese. The page is deleted and the deletion published at the end.
 */
import { expect, test } from '../support/fixtures';
import { expectAxeClean } from './cashier-support';
import { boldAndLink, expectKeptOnPlayerPage, openPreview, openRoyalContent, PWNED, pwned } from './support/content-editor';

test('a content editor writes a help page in English and Chinese, previews it on /m/help, publishes it; a typed script never runs', async ({
  browser,
  page,
  brandUrl,
  server,
  ops,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-6);
  const tag = `e2e-${suffix}`;
  const enTitle = `Bonus rules ${suffix}`;
  const zhTitle = `奖金规则 ${suffix}`;
  const helpPage = (lang: string) => brandUrl('royal', `/m/help?tag=${tag}&lang=${lang}`);

  const { office, editor } = await openRoyalContent(
    browser,
    ops,
    server.port,
    'help',
    (d) => void d.accept(d.type() === 'prompt' ? 'https://example.com/bonus' : undefined),
  );
  await editor.getByTestId('content-kind-help').click();
  await expect(editor.getByTestId('help-list')).toBeVisible();
  const terms = editor.locator('[data-testid="help-row"][data-tag="terms"]');
  await expect(terms).toContainText('Cannot be deleted');
  await expect(terms.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAxeClean(editor, 'the help pages list');

  await editor.getByTestId('help-new-tag').fill(tag);
  await editor.getByTestId('help-new').click();
  await expect(editor).toHaveURL(new RegExp(`/console/content/help/${tag}$`));
  await expect(editor.getByTestId('help-lang-zh')).toHaveAttribute('data-missing', 'true');

  // English through the toolbar: a bold phrase and a link, and a sub-item
  await editor.getByTestId('help-lang-en').click();
  await editor.getByTestId('help-title').fill(enTitle);
  const area = editor.getByTestId('help-body-area');
  await boldAndLink(editor, area, 'Wager ten times. Read the rules', 'Wager', 'rules');
  await expect(area.locator('strong, b')).toHaveText('Wager');
  await expect(area.locator('a')).toHaveAttribute('href', 'https://example.com/bonus');
  await editor.getByTestId('help-child-add').click();
  await editor.getByTestId('help-child-title').fill('Which games count');
  await editor.getByTestId('help-child-body-0-area').click();
  await editor.keyboard.type('Slots count in full.');

  // Chinese through the HTML view, with a script and an event handler typed in
  await editor.getByTestId('help-lang-zh').click();
  await editor.getByTestId('help-title').fill(zhTitle);
  await editor.getByTestId('help-body-source-toggle').check();
  await editor.getByTestId('help-body-source').fill(`<p><strong>十倍</strong>流水。<a href="https://example.com/zh">规则</a></p>${PWNED}`);
  await editor.getByTestId('help-body-source-toggle').uncheck();
  await expect(editor.getByTestId('help-body-area').locator('strong')).toHaveText('十倍');

  await editor.getByTestId('help-save').click();
  await expect(editor.getByTestId('help-editor-notice')).toBeVisible();
  await expect(editor.getByTestId('help-trimmed')).toBeVisible();
  await expect(editor.getByTestId('help-draft')).toHaveAttribute('data-draft', 'true');
  await editor.getByTestId('help-body-source-toggle').check();
  const kept = await editor.getByTestId('help-body-source').inputValue();
  expect(kept).toContain('<strong>十倍</strong>');
  expect(kept).toContain('<a href="https://example.com/zh">规则</a>');
  expect(kept).not.toMatch(/script|onerror|__pwned/);
  await editor.getByTestId('help-body-source-toggle').uncheck();
  await expectAxeClean(editor, 'the help page editor');
  expect(await pwned(editor)).toBe(0);

  // players do not see the draft yet
  await page.goto(helpPage('en'));
  await expect(page.getByTestId('help-view')).toBeVisible();
  await expect(page.getByTestId('help-nav').filter({ hasText: enTitle })).toHaveCount(0);

  // the preview opens the brand's real help page with the draft
  const preview = await openPreview(office, editor, 'help-preview');
  expect(new URL(preview.url()).hostname).toBe('royal.localhost');
  await expect(preview.getByTestId('help-body')).toHaveAttribute('data-tag', tag);
  await expect(preview.getByTestId('help-body').locator('h2')).toHaveText(new RegExp(`${enTitle}|${zhTitle}`));
  expect(await pwned(preview)).toBe(0);
  await preview.close();

  await editor.getByTestId('help-publish').click();
  await expect(editor.getByTestId('help-draft')).toHaveAttribute('data-draft', 'false');

  // the player site shows it in both languages; the script never ran
  for (const [lang, title, bold, href] of [
    ['en', enTitle, 'Wager', 'https://example.com/bonus'],
    ['zh', zhTitle, '十倍', 'https://example.com/zh'],
  ] as const) {
    await page.goto(helpPage(lang));
    const body = page.getByTestId('help-body');
    await expect(body).toHaveAttribute('data-tag', tag);
    await expect(body.locator('h2')).toHaveText(title);
    await expectKeptOnPlayerPage(page, body.getByTestId('help-html'), bold, href, body);
  }
  await page.goto(helpPage('en'));
  await expect(page.getByTestId('help-child').locator('h3')).toHaveText('Which games count');

  // the Chinese text removed and published: Chinese players read the fallback (no Khmer text: English)
  await editor.getByTestId('help-lang-zh').click();
  await editor.getByTestId('help-remove-language').click();
  await expect(editor.getByTestId('help-lang-zh')).toHaveAttribute('data-missing', 'true');
  await editor.getByTestId('help-publish').click();
  await expect(editor.getByTestId('help-draft')).toHaveAttribute('data-draft', 'false');
  await page.goto(helpPage('zh'));
  await expect(page.getByTestId('help-body').locator('h2')).toHaveText(enTitle);

  // the console in Chinese, axe clean
  await editor.getByLabel('Language', { exact: true }).selectOption('zh');
  await expect(editor.getByRole('heading', { name: `帮助页面：${tag}` })).toBeVisible();
  await expectAxeClean(editor, 'the help page editor in Chinese');

  // deleted again and published: players no longer see it
  await editor.getByTestId('content-kind-help').click();
  await editor.getByTestId(`help-delete-${tag}`).click();
  await expect(editor.locator(`[data-testid="help-row"][data-tag="${tag}"]`)).toHaveCount(0);
  await editor.getByTestId('help-publish').click();
  await expect(editor.getByTestId('help-draft')).toHaveAttribute('data-draft', 'false');
  await page.goto(helpPage('en'));
  await expect(page.getByTestId('help-view')).toBeVisible();
  await expect(page.getByTestId('help-nav').filter({ hasText: enTitle })).toHaveCount(0);
  await office.close();
});
