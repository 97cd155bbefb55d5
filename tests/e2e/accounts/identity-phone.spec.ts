/**
 * Phone verification through the identity provider (firebaseChannel sms): lotus set to
 * have its codes sent by the (development) identity provider registers, logs in and resets a
 * password by phone through it; the codes arrive in the dev outbox from the provider, no captcha is
 * asked (the provider runs its own checks); forged, other-brand and reused id tokens are refused.
 */
import { ACCOUNT_CALLS } from '../../../src/contracts/account/calls';
import { loadTenants } from '../../../tenants/load';
import { expect, test } from './support/fixtures';
import { loginWithPassword, logOut, openLogin, smsCode } from './support/flows';
import { encryptedBody } from '../support/session';

const en = (path: string) => `${path}?lang=en`;

test("lotus on the identity provider's SMS: register, log in and reset the password by phone; forged and other-brand tokens refused", async ({
  page,
  accounts,
  accountServer,
}) => {
  test.setTimeout(120_000);
  const api = `http://127.0.0.1:${accountServer.port}`;
  const operator = { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' };
  const setting = (value: string | null) =>
    fetch(`${api}/ops/api/tenants/lotus/settings/smsVerification`, { method: 'PUT', headers: operator, body: JSON.stringify({ value }) });
  expect((await setting('identity')).ok).toBe(true);
  const mobile = accounts.mobile();
  const phone = `+855${mobile}`;
  const code = async () => smsCode((await accounts.lastMessage('lotus', phone)).body);
  const nextCode = async () => {
    await fetch(`${api}/__e2e/idp-phone-codes/age?phone=${encodeURIComponent(phone)}`, { method: 'POST' });
  };
  try {
    // register: the provider texts the code; no human check on the site
    await page.goto(accounts.url('lotus', en('/m/home')));
    await page.getByTestId('header-register').click();
    const modal = page.getByTestId('register-modal');
    await modal.getByLabel('Mobile number *').fill(mobile);
    await page.getByTestId('send-code-register').click();
    await expect(page.getByTestId('send-code-register')).toHaveText(/\d+ s/);
    await expect(page.getByTestId('human-check-confirm')).toHaveCount(0);
    const sms = await accounts.lastMessage('lotus', phone);
    expect(sms.body).toMatch(/^Identity provider: /);
    const sent = page.waitForRequest((r) => r.url().endsWith(ACCOUNT_CALLS.registerMobile.path));
    await modal.getByLabel('SMS verification code').fill(smsCode(sms.body));
    await modal.getByLabel('Password *', { exact: true }).fill('lotus123');
    await modal.getByLabel('Confirm password *').fill('lotus123');
    await modal.getByTestId('register-submit').click();
    await sent;
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await logOut(page);

    // log in with a code from the provider (login type firebase, channel sms)
    await nextCode();
    await openLogin(page);
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    const form = page.getByTestId('login-mobile-form');
    await form.getByLabel('Mobile number').fill(mobile);
    await page.getByTestId('send-code-login').click();
    await expect(page.getByTestId('send-code-login')).toHaveText(/\d+ s/);
    await form.getByLabel('SMS verification code').fill(await code());
    await form.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await logOut(page);

    // reset the password by phone through the provider, then log in with the new one
    await nextCode();
    await page.goto(accounts.url('lotus', en('/m/forget')));
    const forgot = page.getByTestId('forgot-phone-form');
    await forgot.getByLabel('Mobile number').fill(mobile);
    await page.getByTestId('send-code-reset').click();
    await expect(page.getByTestId('send-code-reset')).toHaveText(/\d+ s/);
    await forgot.getByLabel('SMS verification code').fill(await code());
    await forgot.getByLabel('New password').fill('lotus456');
    await forgot.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-phone-form')).toHaveCount(0);
    await page.goto(accounts.url('lotus', en('/m/home')));
    await loginWithPassword(page, mobile, 'lotus456');

    // tokens the site must refuse: forged (not the provider's signature) and another brand's
    const lotus = loadTenants().find((t) => t.id === 'lotus');
    const nonce = 'e2e-phone-nonce-000000000001';
    const loginWith = async (firebaseIdToken: string) => {
      const body = {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken,
        firebaseMobileNo: mobile,
        countryDialingCode: '+855',
        firebaseNonce: nonce,
      };
      const res = await fetch(`${api}${ACCOUNT_CALLS.login.path}?tenant=lotus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', encryption: 'AES', 'x-forwarded-for': '10.200.0.1' },
        body: JSON.stringify(encryptedBody(body, lotus?.payloadKey ?? '')),
      });
      return ((await res.json()) as { code: string }).code;
    };
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const forged = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'dev-idp', aud: 'lotus', provider: 'sms', phone_number: phone, nonce, sub: 'x', jti: 'y', iat: now, exp: now + 600 })}.${b64({ sig: 'forged' })}`;
    expect(await loginWith(forged)).toBe('login.identity.invalid');
    // a real token of the provider, but issued for royal
    await nextCode();
    const royalSend = await fetch(`${api}${ACCOUNT_CALLS.devIdpPhoneSend.path}?tenant=royal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: phone, nonce }),
    });
    const { value } = (await royalSend.json()) as { value: { sessionInfo: string } };
    const royalVerify = await fetch(`${api}${ACCOUNT_CALLS.devIdpPhoneVerify.path}?tenant=royal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionInfo: value.sessionInfo, code: smsCode((await accounts.lastMessage('royal', phone)).body) }),
    });
    const royalToken = ((await royalVerify.json()) as { value: { idToken: string } }).value.idToken;
    expect(await loginWith(royalToken)).toBe('login.identity.invalid');
  } finally {
    await setting(null);
  }
});
