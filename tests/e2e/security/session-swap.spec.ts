/**
 * Finding 4: a link `/m/activity#id_token=<attacker's token>&provider=google` logged a player into
 * the attacker's account. A returned id token now counts only for a sign-in this tab started
 * (state, nonce) and never replaces a session.
 */
import { expect, test } from '../accounts/support/fixtures';
import { devIdpSignIn } from '../accounts/support/flows';

/** What an attacker gets from the identity provider for their own account: a link fragment. */
async function attackerFragment(siteUrl: string): Promise<string> {
  const { port } = new URL(siteUrl);
  const nonce = 'attacker-nonce-000000001';
  const form = new URLSearchParams({
    provider: 'google',
    redirect_uri: '/m/activity',
    state: 'attacker-state-000000001',
    nonce,
    name: 'Mallory',
    email: 'mallory@evil.com',
  });
  const res = await fetch(`http://127.0.0.1:${port}/dev-idp/authorize?tenant=royal`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const location = res.headers.get('location') ?? '';
  expect(location).toContain('#id_token=');
  return location.split('#')[1] ?? '';
}

const userName = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('sessionInfo') ?? 'null') as { userName?: string } | null)?.userName ?? null);

test('a signed-in player who opens an attacker sign-in link stays in their own account', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', '/m/login?lang=en'));
  await page.getByTestId('login-google').click();
  await devIdpSignIn(page, 'Google', 'Vera Victim', `${accounts.username('v')}@mail.com`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const mine = await userName(page);
  expect(mine).toMatch(/^vera/);

  await page.goto(`${accounts.url('royal', '/m/activity?lang=en')}#${await attackerFragment(accounts.url('royal'))}`);
  await expect(page.getByText('This sign-in link was not started on this device, so it was ignored')).toBeVisible();
  await expect(page).not.toHaveURL(/id_token/);
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await userName(page)).toBe(mine);
});

test('a visitor who opens an attacker sign-in link is not logged in as the attacker', async ({ page, accounts }) => {
  await page.goto(`${accounts.url('royal', '/m/activity?lang=en')}#${await attackerFragment(accounts.url('royal'))}`);
  await expect(page.getByText('This sign-in link was not started on this device, so it was ignored')).toBeVisible();
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await userName(page)).toBeNull();
});
