/**
 * Social login (royal: FACEBOOKLOGIN3 and GOOGLELOGIN3 on) through the reference server's
 * development identity provider: its sign-in page, then back to the site with an id token.
 */
import { expect, test } from './support/fixtures';
import { devIdpSignIn, logOut, openLogin } from './support/flows';

const en = (path: string) => `${path}?lang=en`;

test('Google through the development identity provider logs in', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', en('/m/login')));
  await page.getByTestId('login-google').click();
  await devIdpSignIn(page, 'Google', 'Gina Test', `${accounts.username('g')}@gmail.com`);
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('Facebook through the development identity provider, from the register modal, logs in', async ({ page, accounts }) => {
  const email = `${accounts.username('fb')}@facebook.com`;
  await page.goto(accounts.url('royal', en('/m/home')));
  await page.getByTestId('header-register').click();
  await page.getByTestId('register-modal').getByTestId('login-facebook').click();
  await devIdpSignIn(page, 'Facebook', 'Fiona Book', email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page).not.toHaveURL(/id_token/); // the token leaves the address bar
  await logOut(page);
  // the same Facebook identity signs in again to the same account
  await openLogin(page);
  await page.getByTestId('login-modal').getByTestId('login-facebook').click();
  await devIdpSignIn(page, 'Facebook', 'Fiona Book', email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('with the identity service down the social buttons hide even with their flags on, and come back when it is up', async ({
  page,
  accounts,
  accountServer,
}) => {
  const identity = (on: boolean) =>
    fetch(`http://127.0.0.1:${accountServer.port}/ops/api/tenants/royal/identity`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ on }),
    });
  expect((await identity(false)).ok).toBe(true);
  try {
    for (const path of ['/m/login', '/m/register']) {
      await page.goto(accounts.url('royal', en(path)));
      await expect(page.getByTestId('login-submit').or(page.getByTestId('register-submit')).first()).toBeVisible();
      await expect(page.getByTestId('login-google')).toHaveCount(0);
      await expect(page.getByTestId('login-facebook')).toHaveCount(0);
    }
  } finally {
    expect((await identity(true)).ok).toBe(true);
  }
  await page.goto(accounts.url('royal', en('/m/login')));
  await expect(page.getByTestId('login-google')).toBeVisible();
  await expect(page.getByTestId('login-facebook')).toBeVisible();
});
