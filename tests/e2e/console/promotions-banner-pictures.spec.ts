/**
 * A promotions-page banner's picture per language, in a real browser: a content editor makes a
 * banner for the promotions page (group m_promotion) with its default picture, gives the Chinese text
 * a picture of its own, and players of /m/activity see the Chinese picture in Chinese and the default
 * in English; removing the Chinese picture brings the default back in Chinese. axe clean on the
 * editor with the language picture. Deleted at the end.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAxeClean } from './cashier-support';
import { openRoyalContent } from './support/content-editor';

const RED = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4IScHAAK2AQU0pnWqAAAAAElFTkSuQmCC';
const BLUE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQkzsBAAFiAQURG6MhAAAAAElFTkSuQmCC';
const file = (name: string, base64: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });

/** The picture addresses of the promotions page's banners, as a player in `lang` sees them. */
async function bannerPictures(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const strip = page.getByTestId('promotion-banners');
  await expect(strip.getByTestId('category-banner').first()).toBeVisible();
  return strip.locator('img').evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
}

test('a banner shows its Chinese picture to Chinese players and the default to others; removing it brings the default back', async ({
  browser,
  page,
  brandUrl,
  server,
  ops,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-6);
  const { office, editor } = await openRoyalContent(browser, ops, server.port, 'banner', (d) => void d.accept());
  await editor.getByTestId('content-kind-B').click();
  await editor.getByTestId('content-new').click();

  await editor.getByTestId('content-lang-en').click();
  await editor.getByTestId('content-title').fill(`Reload week ${suffix}`);
  await editor.getByTestId('content-lang-zh').click();
  await editor.getByTestId('content-title').fill(`充值周 ${suffix}`);
  await editor.getByLabel('Banner place').selectOption('m_promotion');
  await editor.getByLabel(/Add a picture/).setInputFiles(file('default.png', RED));
  await expect(editor.locator('.pictures img')).toHaveCount(1);
  const fallback = new URL((await editor.locator('.pictures img').getAttribute('src')) ?? '', 'http://x').pathname;
  await editor.getByTestId('content-save').click();
  await expect(editor).toHaveURL(/\/console\/content\/B\/\d+$/);
  await editor.getByTestId('content-publish').click();
  await expect(editor.getByTestId('content-state')).toHaveAttribute('data-state', 'live');

  // the Chinese text gets its own picture
  await editor.getByTestId('content-lang-zh').click();
  await expect(editor.getByTestId('language-picture')).toHaveAttribute('data-own', 'false');
  await editor.getByTestId('language-picture-file').setInputFiles(file('zh.png', BLUE));
  await expect(editor.getByTestId('language-picture')).toHaveAttribute('data-own', 'true');
  const chinese = new URL((await editor.getByTestId('language-picture').locator('img').getAttribute('src')) ?? '', 'http://x').pathname;
  expect(chinese).not.toBe(fallback);
  await expectAxeClean(editor, 'the banner editor with a picture for Chinese');

  expect(await bannerPictures(page, brandUrl('royal', '/m/activity?lang=zh'))).toContain(chinese);
  const english = await bannerPictures(page, brandUrl('royal', '/m/activity?lang=en'));
  expect(english).toContain(fallback);
  expect(english).not.toContain(chinese);

  // removed: Chinese players see the default picture again
  await editor.getByTestId('language-picture-remove').click();
  await expect(editor.getByTestId('language-picture')).toHaveAttribute('data-own', 'false');
  const after = await bannerPictures(page, brandUrl('royal', '/m/activity?lang=zh'));
  expect(after).toContain(fallback);
  expect(after).not.toContain(chinese);

  // deleted again (other tests on this server show royal's promotion banners)
  await editor.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(editor).toHaveURL(/\/console\/content\/B$/);
  await office.close();
});
