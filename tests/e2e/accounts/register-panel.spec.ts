/** royal's registration panel: banner, login / register switch, bottom menu, availability checks. */
import { expect, test } from './support/fixtures';
import { logOut } from './support/flows';

const en = (path: string) => `${path}?lang=en`;

test('registration panel: welcome banner, switch to login and back, home from the bottom menu', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', en('/m/home')));
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByTestId('register-welcome')).toContainText('Welcome to');
  await expect(modal.getByTestId('register-welcome')).toContainText('300% deposit bonus');
  await modal.getByTestId('account-switch-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.getByTestId('login-to-register').click();
  await expect(page.getByTestId('register-modal').getByTestId('register-menu-service')).toBeVisible();
  await page.goto(accounts.url('royal', en('/m/register')));
  await page.getByTestId('register-menu-home').click();
  await expect(page).toHaveURL(/\/m\/home/);
});

test('registration: a taken username or e-mail is reported when leaving the field', async ({ page, accounts }) => {
  const user = accounts.username('t');
  const email = `${user}@mail.com`;
  await accounts.flag('royal', 'REGMOBVERF3', 'off'); // sign up without a code
  await page.goto(accounts.url('royal', en('/m/register')));
  await page.getByLabel('Username *').fill(user);
  await page.getByLabel('Password *', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password *').fill('secret12');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mobile number/).fill(accounts.mobile()); // optional without REGMOBVERF3
  await expect(page.getByTestId('error-username')).toHaveCount(0); // still free while signing up
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await logOut(page);
  await page.goto(accounts.url('royal', en('/m/register')));
  await page.getByLabel('Username *').fill(user);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel('Password *', { exact: true }).click();
  await expect(page.getByTestId('error-username')).toHaveText('Username already exists');
  await expect(page.getByTestId('error-email')).toHaveText('This e-mail is already registered');
});
