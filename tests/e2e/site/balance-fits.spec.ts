/**
 * The header balance is never cut: a player with a large balance sees all of it in the
 * header at phone width (390 px): royal in dollars, lotus in riel (no minor units, so no decimals and
 * the biggest numbers a player meets).
 */
import { expect, test } from '../accounts/support/fixtures';
import { fundedMember } from '../accounts/support/flows';

const CASES = [
  { brand: 'royal', shown: '$1,234,567.89' },
  { brand: 'lotus', shown: '៛123,456,789' },
];

for (const { brand, shown } of CASES) {
  test(`${brand}: a balance of ${shown} shows whole in the header at 390 px`, async ({ page, accounts, accountServer }) => {
    await fundedMember(page, accounts, accountServer, { brand, name: 'Bea Balance', prefix: 'bb', amount: 123_456_789 });
    await page.goto(accounts.url(brand, '/m/home?lang=en'));
    const amount = page.getByTestId('header-balance-amount');
    await expect(amount).toContainText(shown);
    const cut = await amount.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, 'the header balance is cut').toBe(false);
    // still a size a player reads
    const size = await amount.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(9);
  });
}
