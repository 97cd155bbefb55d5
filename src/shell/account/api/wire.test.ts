/**
 * What the client sends for every account call, decrypted with the brand key and compared with the
 * spec's shapes (§3 payloads, §7 calls): paths, methods, module ids, field names.
 */
import { decryptPayload } from '@contracts/payload-crypto';
import { siteAtom, store } from '@kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, reply, setStatus } from '../test-utils';
import { fetchCaptcha } from './captcha';
import { changePassword } from './change-password';
import { forgotByEmail } from './forgot-by-email';
import { login } from './login';
import { register } from './register';
import { setPasswordByPhone } from './set-password-by-phone';
import { sendSmsCode } from './sms-send';
import { createTrialUser } from './trial-user';
import { identityProof, sendIdentityCode } from '../identity-phone';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

async function sent(run: () => Promise<unknown>, value: unknown = null): Promise<Sent> {
  setStatus({});
  const fetchMock = mockFetch();
  fetchMock.mockResolvedValue(reply(value));
  await run().catch(() => undefined);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  const raw = typeof init?.body === 'string' ? init.body : null;
  let body: unknown = raw;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  if (raw && headers.Encryption === 'AES') {
    const data = (JSON.parse(raw) as { data: string }).data;
    const plain = decryptPayload(data, store.get(siteAtom)?.payloadKey ?? '');
    if (!plain.ok) throw new Error('not decryptable with the brand key');
    body = plain.value;
  } else if (raw?.startsWith('{')) body = JSON.parse(raw);
  return { url: String(url), method: init?.method ?? 'GET', headers, body };
}

afterEach(() => vi.unstubAllGlobals());

const LOGIN = { token: 't', userName: 'u', type: 0, firstTimeLogin: false };
const hv = { captchaId: 'cap12345', captcha: '123456' };

describe('account calls on the wire (spec §3, §7)', () => {
  it('registration: PUT to the username or mobile route, encrypted, with REGISTER_REE3 / MOBILENUMREG3', async () => {
    const base = {
      terms: true as const,
      registerUrl: 'royal.localhost',
      registerMethod: 'H5' as const,
      domain: 'royal.localhost',
      type: 0 as const,
    };
    const byName = await sent(
      () =>
        register('username', { ...base, username: 'bob1', password: 'secret12', confirmPassword: 'secret12', moduleId: 'REGISTER_REE3' }),
      LOGIN,
    );
    expect([byName.method, byName.url]).toEqual(['PUT', '/wps/member/register']);
    expect(byName.body).toMatchObject({
      moduleId: 'REGISTER_REE3',
      username: 'bob1',
      password: 'secret12',
      confirmPassword: 'secret12',
      registerUrl: 'royal.localhost',
      registerMethod: 'H5',
      type: 0,
    });
    const byMobile = await sent(
      () =>
        register('mobileNum', {
          ...base,
          mobileNum: '12345678',
          countryDialingCode: '+855',
          verificationCode: '111111',
          moduleId: 'MOBILENUMREG3',
        }),
      LOGIN,
    );
    expect([byMobile.method, byMobile.url]).toEqual(['PUT', '/wps/member/register/mobile']);
    expect(byMobile.body).toMatchObject({
      moduleId: 'MOBILENUMREG3',
      mobileNum: '12345678',
      countryDialingCode: '+855',
      verificationCode: '111111',
    });
  });

  it('SMS send: mobileNo in registration, mobileNum elsewhere, the purpose as module id', async () => {
    const reg = await sent(
      () => sendSmsCode({ mobileNum: '12345678', countryDialingCode: '+855', purpose: 'register', humanVerification: hv }),
      { expirationTime: 1 },
    );
    expect([reg.method, reg.url]).toEqual(['POST', '/wps/sms/send']);
    expect(reg.body).toEqual({ mobileNo: '12345678', countryDialingCode: '+855', humanVerification: hv, moduleId: 'REGMOBVERF3' });
    const log = await sent(
      () => sendSmsCode({ mobileNum: '12345678', countryDialingCode: '+855', purpose: 'login', humanVerification: hv }),
      { expirationTime: 1 },
    );
    expect(log.body).toEqual({ mobileNum: '12345678', countryDialingCode: '+855', humanVerification: hv, moduleId: 'MOBLOGIN3' });
  });

  it('login: POST encrypted, type username / sms / firebase with the spec fields', async () => {
    const byName = await sent(() => login({ type: 'username', username: 'bob1', password: 'secret12' }), LOGIN);
    expect([byName.method, byName.url, byName.headers.Encryption]).toEqual(['POST', '/wps/session/login', 'AES']);
    expect(byName.body).toEqual({ type: 'username', username: 'bob1', password: 'secret12' });
    const social = await sent(
      () => login({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'a.b.c', firebaseNonce: 'n'.repeat(20) }),
      LOGIN,
    );
    expect(social.body).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'a.b.c' });
  });

  it('phone codes through the identity provider: send and verify at the provider, then login type firebase with channel sms, the number and the nonce', async () => {
    setStatus({}, (st) => {
      st.info.identity = { ready: true, sms: true };
    });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply({ sessionInfo: 's'.repeat(43) }));
    fetchMock.mockResolvedValueOnce(reply({ idToken: 'h.p.s', phoneNumber: '+85512345678' }));
    fetchMock.mockResolvedValueOnce(reply(LOGIN));
    const mobile = { countryDialingCode: '+855', mobileNum: '12345678' };
    await sendIdentityCode('login', mobile);
    const proof = await identityProof('login', mobile, '654321');
    if (!proof) throw new Error('no proof');
    await login({ type: 'firebase', ...proof, firebaseMobileNo: mobile.mobileNum, countryDialingCode: mobile.countryDialingCode });
    const calls = fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init }));
    const send = JSON.parse(String(calls[0]?.init?.body)) as { phoneNumber: string; nonce: string };
    expect([calls[0]?.url, send.phoneNumber]).toEqual(['/dev-idp/phone/send', '+85512345678']);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ sessionInfo: 's'.repeat(43), code: '654321' });
    const data = (JSON.parse(String(calls[2]?.init?.body)) as { data: string }).data;
    const plain = decryptPayload(data, store.get(siteAtom)?.payloadKey ?? '');
    expect(plain.ok && plain.value).toEqual({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'h.p.s',
      firebaseNonce: send.nonce,
      firebaseMobileNo: '12345678',
      countryDialingCode: '+855',
    });
    // another number than the one the provider texted: no proof (the call would send the code instead)
    expect(await identityProof('login', { countryDialingCode: '+855', mobileNum: '99999999' }, '654321')).toBeNull();
  });

  it('passwords: set by phone encrypted, forgot by e-mail in the query, change with the v2 payload', async () => {
    const phone = await sent(() =>
      setPasswordByPhone({ mobileNum: '12345678', countryDialingCode: '+855', verificationCode: '111111', newPassword: 'newpass1' }),
    );
    expect([phone.method, phone.url, phone.headers.Encryption]).toEqual(['POST', '/wps/member/password/phone', 'AES']);
    expect(phone.body).toMatchObject({ newPassword: 'newpass1', mobileNum: '12345678', verificationCode: '111111' });
    const mail = await sent(() => forgotByEmail({ username: ' bob1 ', email: ' b@mail.com ' }));
    expect(mail.url).toBe('/wps/member/password/forgot?username=bob1&email=b%40mail.com');
    const change = await sent(() => changePassword({ oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' }));
    expect(change.body).toEqual({ oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' });
  });

  it('captcha GET with VALID_CAPTCHA3; trial user by a JSON POST with the platform headers', async () => {
    const captcha = await sent(() => fetchCaptcha(), {
      captchaId: 'cap12345',
      image: 'data:image/png;base64,x',
      expirationTime: 1,
      length: 6,
    });
    expect(captcha.method).toBe('GET');
    expect(captcha.url).toMatch(/^\/wps\/captcha\?moduleId=VALID_CAPTCHA3&t=\d+$/);
    const trial = await sent(() => createTrialUser(), { userName: 'TRIALABCDEFGH', merchantCode: 'X' });
    expect([trial.method, trial.url, trial.headers['Content-Type'], trial.headers.Device]).toEqual([
      'POST',
      '/wps/member/trialuser',
      'application/json',
      'MOBILE',
    ]);
  });
});
