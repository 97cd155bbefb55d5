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
