/**
 * A promotion's own fields in the console, in a real browser: a content editor writes a promotion,
 * sets its category, asks for a picture and remarks to apply, a fixed reward and its turnover; a bad
 * reward and a turnover above 100 are refused with the message beside the field; the saved promotion
 * is previewed on the brand's /m/activity, published, and the player site lists it under its
 * category with the reward rule the editor set. The Chinese text is removed again (Chinese players
 * read the English). axe clean with a field error shown. Deleted at the end.
 */
import { expect, test } from '../support/fixtures';
import { expectAxeClean } from './cashier-support';
import { openPreview, openRoyalContent } from './support/content-editor';

type PlayerPromotion = {
  id: number;
  title: string;
  rewardAmount: number | null;
  turnoverMultiple: number;
  imageRequired: string;
  remarkRequired: string;
  promoAnnouncementCategoryIds: number[];
};

test("a content editor sets a promotion's category, apply rules, reward and turnover; refused fields are named; players see it", async ({
  browser,
  page,
  brandUrl,
  server,
  ops,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-6);
  const enTitle = `Reload bonus ${suffix}`;
  const zhTitle = `充值奖励 ${suffix}`;

  const { office, editor } = await openRoyalContent(browser, ops, server.port, 'promo', (d) => void d.accept());
  await editor.getByTestId('content-kind-PR').click();
  await editor.getByTestId('content-new').click();
  await expect(editor.getByTestId('promotion-fields')).toBeVisible();

  await editor.getByTestId('content-lang-en').click();
  await editor.getByTestId('content-title').fill(enTitle);
  await editor.getByTestId('content-body-area').click();
  await editor.keyboard.type('Ten percent on every reload.');
  await editor.getByTestId('content-lang-zh').click();
  await editor.getByTestId('content-title').fill(zhTitle);

  const categories = editor.locator('[data-testid^="promotion-category-"]');
  await expect(categories).toHaveCount(3);
  const chosen = await categories.last().getAttribute('data-testid');
  const categoryId = Number(chosen?.replace('promotion-category-', ''));
  await categories.last().check();
  await editor.getByTestId('promotion-image-required').check();
  await editor.getByTestId('promotion-remark-required').check();

  // a reward that is not an amount: refused beside the field before the call
  await editor.getByTestId('promotion-reward').fill('12.345');
  await editor.getByTestId('content-save').click();
  await expect(editor.getByTestId('promotion-field-error')).toHaveText(/positive amount of USD/);
  // a turnover above 100: the server's message beside the field
  await editor.getByTestId('promotion-reward').fill('12.50');
  await editor.getByTestId('promotion-turnover').fill('101');
  await editor.getByTestId('content-save').click();
  await expect(editor.getByTestId('promotion-field-error')).toHaveText('must be at most 100');
  await expect(editor.getByTestId('promotion-turnover')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(editor, 'the promotion editor with a refused field');

  await editor.getByTestId('promotion-turnover').fill('3');
  await editor.getByTestId('content-save').click();
  await expect(editor.getByTestId('content-state')).toHaveAttribute('data-state', 'unpublished');
  await expect(editor).toHaveURL(/\/console\/content\/PR\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(editor.url())?.[1]);
  await expect(editor.getByTestId('promotion-field-error')).toHaveCount(0);
  await expect(editor.getByTestId('promotion-reward')).toHaveValue('12.50');
  await expect(editor.getByTestId('promotion-turnover')).toHaveValue('3');
  await expectAxeClean(editor, 'the promotion editor');

  // the preview opens the brand's promotions page with the unpublished promotion
  const preview = await openPreview(office, editor, 'content-preview');
  expect(new URL(preview.url()).pathname).toBe('/m/activity');
  await expect(preview.getByTestId(`promotion-card-${id}`)).toBeVisible();
  await preview.close();

  await editor.getByTestId('content-publish').click();
  await expect(editor.getByTestId('content-state')).toHaveAttribute('data-state', 'live');

  // players: listed under its category only, with the reward rule the editor set
  await page.goto(brandUrl('royal', '/m/activity?lang=en'));
  await expect(page.getByTestId(`promotion-card-${id}`)).toContainText(enTitle);
  await page.getByTestId(`activity-tab-${categoryId}`).click();
  await expect(page.getByTestId(`promotion-card-${id}`)).toBeVisible();
  // the call as the player's browser makes it (royal.localhost resolves in the browser only)
  const promotions = await page.evaluate(async () => {
    const answer = await fetch('/wps/announcements?types=PR&platform=M&language=zh');
    return ((await answer.json()) as { value: { promotion: unknown[] } }).value.promotion;
  });
  const mine = (promotions as PlayerPromotion[]).find((p) => p.id === id);
  expect(mine).toMatchObject({
    title: zhTitle,
    rewardAmount: 1250,
    turnoverMultiple: 3,
    imageRequired: 'Y',
    remarkRequired: 'Y',
    promoAnnouncementCategoryIds: [categoryId],
  });

  // the Chinese text removed: Chinese players read the English title
  await editor.getByTestId('content-lang-zh').click();
  await editor.getByTestId('content-remove-language').click();
  await expect(editor.getByTestId('content-lang-zh')).toHaveAttribute('data-missing', 'true');
  await page.goto(brandUrl('royal', '/m/activity?lang=zh'));
  await expect(page.getByTestId(`promotion-card-${id}`)).toContainText(enTitle);

  // deleted again (other tests on this server list royal's promotions)
  await editor.getByTestId('content-lang-en').click();
  await editor.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(editor).toHaveURL(/\/console\/content\/PR$/);
  await page.goto(brandUrl('royal', '/m/activity?lang=en'));
  await expect(page.getByTestId('activity-cards')).toBeVisible();
  await expect(page.getByTestId(`promotion-card-${id}`)).toHaveCount(0);
  await office.close();
});
