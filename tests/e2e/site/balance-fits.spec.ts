/**
 * The balance is never cut: a player with the largest realistic balance of each demo currency sees
 * all of it, at a readable size, in the header's and the side menu's balance widgets and the wallet's
 * balance on a 320 px and a 390 px phone, and in the header at the common widths between and above:
 * royal in dollars and lotus in riel (no minor units, so no decimals and the biggest numbers a player
 * meets) on the `base` and `new` templates, tiger in yuan with an image logo. The text is measured
 * (its full width against its box, its size), not looked at; each test attaches the sizes it measured.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { signedInMember } from '../accounts/support/flows';
import { seriousViolations } from './helpers';

const CASES = [
  { brand: 'royal', amount: 123_456_789, shown: '$1,234,567.89' },
  { brand: 'lotus', amount: 123_456_789, shown: '៛123,456,789' },
  { brand: 'tiger', amount: 987_654_321, shown: '¥9,876,543.21' },
];
const WIDTHS = [320, 390];
/** The header alone at common phone widths and one pixel past each of its narrow layouts' limits (22.5, 24 and 26rem). */
const HEADER_WIDTHS = [360, 361, 375, 385, 393, 412, 414, 417, 428];
/** The smallest text a player reads without effort on a phone (CSS px). */
const MIN_TEXT_PX = 12;

type Fit = { cut: boolean; left: number; right: number; size: number };

/** The amount shows `shown` whole: no ellipsis or clipping, inside the screen, and a size a player reads. */
async function expectWhole(page: Page, testId: string, shown: string, width: number, sizes: Record<string, number>): Promise<void> {
  const amount = page.getByTestId(testId);
  await expect(amount).toContainText(shown);
  const fit: Fit = await amount.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      cut: el.scrollWidth > el.clientWidth,
      left: box.left,
      right: box.right,
      size: Number.parseFloat(getComputedStyle(el).fontSize),
    };
  });
  sizes[`${testId} at ${width}`] = fit.size;
  expect.soft(fit.cut, `${testId} is cut at ${width} px`).toBe(false);
  expect.soft(fit.left, `${testId} runs off a ${width} px screen`).toBeGreaterThanOrEqual(0);
  expect.soft(fit.right, `${testId} runs off a ${width} px screen`).toBeLessThanOrEqual(width);
  expect.soft(fit.size, `${testId} text size at ${width} px`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
}

/**
 * The header's controls stay inside the screen and apart: none is pushed off or over another; the
 * header stays one 3rem row (the first screen's bar has that height), and Deposit keeps its name.
 */
async function expectHeaderInside(page: Page, width: number, testInfo: TestInfo): Promise<void> {
  const header = page.getByTestId('home-header');
  const threeRem = await page.evaluate(() => 3 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect.soft((await header.boundingBox())?.height, `the header's height at ${width} px`).toBeLessThanOrEqual(threeRem + 0.5);
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await testInfo.attach(`header at ${width} px.png`, { body: await header.screenshot(), contentType: 'image/png' });
  const ids = ['brand-logo', 'header-search', 'header-balance', 'header-deposit', 'side-menu-toggle'];
  // one after the other: actions at once each met the login popup's handler, and one of them then
  // waited for its hand-over until its timeout although the popup had closed
  const boxes: { id: string; box: Awaited<ReturnType<Locator['boundingBox']>> }[] = [];
  for (const id of ids) boxes.push({ id, box: await page.getByTestId(id).boundingBox() });
  for (const { id, box } of boxes) {
    expect.soft(box, `${id} is shown at ${width} px`).not.toBeNull();
    if (!box) continue;
    expect.soft(box.x, `${id} starts inside a ${width} px screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${id} ends inside a ${width} px screen`).toBeLessThanOrEqual(width + 0.5);
  }
  const sorted = boxes.flatMap(({ id, box }) => (box ? [{ id, box }] : [])).sort((a, b) => a.box.x - b.box.x);
  for (const [i, { id, box }] of sorted.entries()) {
    const next = sorted[i + 1];
    if (next) expect.soft(box.x + box.width, `${id} overlaps ${next.id} at ${width} px`).toBeLessThanOrEqual(next.box.x + 0.5);
  }
}

async function attachSizes(testInfo: TestInfo, sizes: Record<string, number>): Promise<void> {
  await testInfo.attach('text sizes (px).json', { body: JSON.stringify(sizes, null, 1), contentType: 'application/json' });
}

for (const { brand, amount, shown } of CASES) {
  test(`${brand}: a balance of ${shown} shows whole in the header, the side menu and the wallet at ${WIDTHS.join(' and ')} px, the header from 360 to 428 px`, async ({
    page,
    accounts,
    accountServer,
  }, testInfo) => {
    test.setTimeout(90_000);
    // signed in without the login form (this test is about the balance, not the login)
    await signedInMember(page, accounts, accountServer, { brand, prefix: 'bb', amount });
    const sizes: Record<string, number> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 760 });
      await page.goto(accounts.url(brand, '/m/home?lang=en'));
      await expectWhole(page, 'header-balance-amount', shown, width, sizes);
      await expectHeaderInside(page, width, testInfo);
      // the narrow header's icon-only Deposit and the mark keep the page accessible
      expect.soft(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
      await page.getByTestId('side-menu-toggle').click();
      await expectWhole(page, 'side-menu-balance-amount', shown, width, sizes);
      await page.goto(accounts.url(brand, '/m/withdraw?lang=en'));
      await expectWhole(page, 'withdraw-available', shown, width, sizes);
    }
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 760 });
      await page.goto(accounts.url(brand, '/m/home?lang=en'));
      await expectWhole(page, 'header-balance-amount', shown, width, sizes);
    }
    await attachSizes(testInfo, sizes);
  });
}
