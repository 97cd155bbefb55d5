/**
 * Content in the console, in a real browser: a content editor writes a player notice with bold text
 * and a link in English (the toolbar) and in Chinese (the HTML view, with a script and an event
 * handler typed in), saves it unpublished (the editor shows what the server kept), previews it on
 * the brand's real notice page through a preview pass (other players do not see it yet), publishes
 * it, and the player site shows it in both languages. The typed script never runs, in the console or
 * on the player site. axe clean on the list and the editor, in English and Chinese. Deleted at the end.
 */
import { expect, test } from '../support/fixtures';
import { expectAxeClean } from './cashier-support';
import { boldAndLink, expectKeptOnPlayerPage, openPreview, openRoyalContent, PWNED, pwned } from './support/content-editor';

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

  const { office, editor } = await openRoyalContent(
    browser,
    ops,
    server.port,
    'content',
    (d) => void d.accept(d.type() === 'prompt' ? 'https://example.com/terms' : undefined),
  );
  await expect(editor.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(editor.getByTestId('content-list')).toBeVisible();
  await expectAxeClean(editor, 'the content list');

  await editor.getByTestId('content-new').click();
  await expect(editor.getByTestId('content-lang-km')).toHaveAttribute('data-missing', 'true');

  // English through the toolbar: a bold phrase and a link
  await editor.getByTestId('content-lang-en').click();
  await editor.getByTestId('content-title').fill(enTitle);
  const area = editor.getByTestId('content-body-area');
  await boldAndLink(editor, area, 'Big prize for everyone. Read the terms', 'Big prize', 'terms');
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
  const preview = await openPreview(office, editor, 'content-preview');
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
    await expectKeptOnPlayerPage(page, page.getByTestId('notice-html'), bold, href);
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
