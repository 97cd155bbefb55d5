/**
 * Phone verification through the identity provider (firebaseChannel sms): a brand set to
 * `smsVerification: identity` registers, logs in and resets a password with the development
 * provider's id token; forged, expired, other-brand, other-number, other-nonce and reused tokens are
 * refused; a brand on the server's SMS refuses the channel; a provider taken down refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevPhoneToken } from '../../accounts/identity/dev-provider';
import { signJwt } from '../../accounts/identity/jwt';
import { installSecret } from '../../accounts/install-secret';
import { RuntimeRepository } from '../../tenants/runtime-repository';
import { SettingsRepository } from '../../tenants/settings-repository';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, env, lastSmsCode, snapshot } from './test-support';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await accountTestApp();
  secret = await installSecret(t.app.db, 'dev-idp');
  await new SettingsRepository(t.app.db).set('lotus', 'smsVerification', 'identity');
});
afterAll(() => t.close());

const NONCE = 'phone-nonce-of-this-browser-01';
let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

async function idp(brand: string, path: '/dev-idp/phone/send' | '/dev-idp/phone/verify', body: object) {
  return env(
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: `${brand}.localhost`, 'content-type': 'application/json' },
      payload: body,
      remoteAddress: nextIp(),
    }),
  );
}

/** what the browser does: the provider texts a code (dev outbox), the code buys an id token */
async function phoneToken(mobileNum: string, o: { brand?: string; nonce?: string } = {}): Promise<string> {
  const brand = o.brand ?? 'lotus';
  const phoneNumber = `+855${mobileNum}`;
  // earlier codes to this number age past the provider's one-a-minute limit (the limit is tested below)
  await t.app.db.query("UPDATE dev_idp_phone_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [phoneNumber]);
  const sent = await idp(brand, '/dev-idp/phone/send', { phoneNumber, nonce: o.nonce ?? NONCE });
  expect(sent.success, sent.message).toBe(true);
  const code = await lastSmsCode(t.app, phoneNumber);
  const verified = await idp(brand, '/dev-idp/phone/verify', { sessionInfo: sent.value?.sessionInfo, code });
  expect(verified.value).toMatchObject({ phoneNumber });
  return String(verified.value?.idToken);
}

const register = (mobileNum: string, idToken: string, nonce = NONCE, brand = 'lotus') =>
  call(t.app, brand, 'registerMobile', {
    ip: nextIp(),
    body: {
      moduleId: 'MOBILENUMREG3',
      terms: true,
      registerMethod: 'H5',
      password: 'secret12',
      confirmPassword: 'secret12',
      countryDialingCode: '+855',
      mobileNum,
      verificationCode: '000000',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseNonce: nonce,
    },
  }).then(env);
const login = (mobileNum: string, idToken: string, nonce = NONCE, brand = 'lotus') =>
  call(t.app, brand, 'login', {
    ip: nextIp(),
    body: {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseMobileNo: mobileNum,
      countryDialingCode: '+855',
      firebaseNonce: nonce,
    },
  }).then(env);
const reset = (mobileNum: string, idToken: string, newPassword: string) =>
  call(t.app, 'lotus', 'setPasswordByPhone', {
    ip: nextIp(),
    body: {
      mobileNum,
      countryDialingCode: '+855',
      verificationCode: '000000',
      newPassword,
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseNonce: NONCE,
    },
  }).then(env);

describe('the development provider texts a code and trades it for a token', () => {
  it('sends to the outbox, refuses a wrong code (a try), a reused session, numbers of other dialing codes, and rate-limits', async () => {
    const sent = await idp('lotus', '/dev-idp/phone/send', { phoneNumber: '+85531000001', nonce: NONCE });
    expect(sent.value?.sessionInfo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const code = await lastSmsCode(t.app, '+85531000001');
    const wrong = await idp('lotus', '/dev-idp/phone/verify', {
      sessionInfo: sent.value?.sessionInfo,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.code).toBe('sms.code.invalid');
    expect((await idp('lotus', '/dev-idp/phone/verify', { sessionInfo: sent.value?.sessionInfo, code })).success).toBe(true);
    expect((await idp('lotus', '/dev-idp/phone/verify', { sessionInfo: sent.value?.sessionInfo, code })).code).toBe('sms.code.invalid');
    expect((await idp('lotus', '/dev-idp/phone/send', { phoneNumber: '+85531000001', nonce: NONCE })).code).toBe('sms.rate.limited');
    expect((await idp('lotus', '/dev-idp/phone/send', { phoneNumber: '+4420000001', nonce: NONCE })).code).toBe('request.invalid');
    expect((await idp('lotus', '/dev-idp/phone/send', { phoneNumber: '85531000002', nonce: NONCE })).code).toBe('request.invalid');
  });
});

describe("a brand on the identity provider's SMS", () => {
  it("registers, logs in and resets the password by phone with the provider's tokens, each used once", async () => {
    const reg = await register('31000010', await phoneToken('31000010'));
    expect(reg).toMatchObject({ success: true, value: { userName: expect.stringMatching(/^m\d{9}$/), firstTimeLogin: true } });

    const token = await phoneToken('31000010');
    expect(await login('31000010', token)).toMatchObject({ success: true, value: { userName: reg.value?.userName } });
    expect((await login('31000010', token)).code).toBe('login.identity.invalid');

    expect(await reset('31000010', await phoneToken('31000010'), 'newpass99')).toMatchObject({ success: true });
    const byPassword = env(
      await call(t.app, 'lotus', 'login', { ip: nextIp(), body: { type: 'username', username: '31000010', password: 'newpass99' } }),
    );
    expect(byPassword.success).toBe(true);
  });

  it('refuses forged, expired, other-brand, other-number and other-nonce tokens, writing nothing', async () => {
    const now = new Date();
    const claims = { phoneNumber: '+85531000020', audience: 'lotus', nonce: NONCE, now };
    const forged = issueDevPhoneToken('x'.repeat(43), claims);
    const expired = issueDevPhoneToken(secret, { ...claims, now: new Date(now.getTime() - 11 * 60_000) });
    const otherBrand = issueDevPhoneToken(secret, { ...claims, audience: 'royal' });
    const unsigned = signJwt(
      { iss: 'dev-idp', aud: 'lotus', provider: 'sms', phone_number: '+85531000020', nonce: NONCE, sub: 'a', jti: 'b', iat: 1, exp: 9e9 },
      'not-the-secret-at-all',
    );
    const before = await snapshot(t.app);
    for (const idToken of [forged, expired, otherBrand, unsigned])
      expect((await register('31000020', idToken)).code).toBe('sms.code.invalid');
    const good = await phoneToken('31000021');
    expect((await register('31000020', good)).code, 'a token for another number').toBe('sms.code.invalid');
    expect((await register('31000021', good, 'another-nonce-of-a-browser-9')).code, "another browser's nonce").toBe('sms.code.invalid');
    expect(await snapshot(t.app)).toEqual({ ...before, outbox: (before.outbox ?? 0) + 1 });
    expect((await login('31000020', otherBrand)).code).toBe('login.identity.invalid');
    // a token for the royal brand, used on royal, is refused there too: royal sends its own SMS
    expect((await login('31000020', otherBrand, NONCE, 'royal')).code).toBe('feature.disabled');
  });

  it('refuses the channel while the operator has the identity service down', async () => {
    const token = await phoneToken('31000030');
    await new RuntimeRepository(t.app.db).setSwitch('lotus', 'identityDown', true);
    try {
      expect((await register('31000030', token)).code).toBe('identity.provider.unavailable');
      expect((await idp('lotus', '/dev-idp/phone/send', { phoneNumber: '+85531000031', nonce: NONCE })).code).toBe(
        'identity.provider.unavailable',
      );
    } finally {
      await new RuntimeRepository(t.app.db).setSwitch('lotus', 'identityDown', false);
    }
    expect((await register('31000030', token)).success).toBe(true);
  });
});
