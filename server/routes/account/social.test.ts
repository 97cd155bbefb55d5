import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevIdToken } from '../../accounts/identity/dev-provider';
import { signJwt } from '../../accounts/identity/jwt';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, count, env, setFlag } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
});
afterAll(() => t.close());

const SECRET = 'dev-idp-secret-for-local-development-only';

async function signIn(provider: string, name: string, email: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: '/dev-idp/authorize', query: { provider, redirect_uri: '/m/login' }, headers: { host: 'royal.localhost' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post"');
  const res = await t.app.inject({
    method: 'POST', url: '/dev-idp/authorize', headers: { host: 'royal.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ provider, redirect_uri: '/m/login', name, email }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/m\/login#id_token=/);
  return decodeURIComponent(/id_token=([^&]+)/.exec(location)?.[1] ?? '');
}

const firebase = (firebaseChannel: string, firebaseIdToken: string, brand = 'royal') =>
  call(t.app, brand, 'login', { body: { type: 'firebase', firebaseChannel, firebaseIdToken } }).then(env);

describe('social login through the development identity provider', () => {
  it('signs in, auto-registers once, then logs the same member in', async () => {
    const token = await signIn('google', 'Erin Example', 'erin@mail.com');
    const first = await firebase('google', token);
    expect(first.value).toMatchObject({ userName: expect.stringMatching(/^erine\d{5}$/), firstTimeLogin: true });
    const members = await count(t.app, 'members');
    const second = await firebase('google', await signIn('google', 'Erin Example', 'erin@mail.com'));
    expect(second.value).toMatchObject({ userName: first.value?.userName, firstTimeLogin: false });
    expect(await count(t.app, 'members')).toBe(members);
    const info = env(await call(t.app, 'royal', 'memberInfo', { token: String(second.value?.token) }));
    expect(info.value).toMatchObject({ email: 'erin@mail.com', nickname: 'Erin Example' });
  });

  it('refuses a token for another channel, a forged or expired token, and a flag that is off', async () => {
    const before = await count(t.app, 'members');
    const google = await signIn('google', 'Finn', 'finn@mail.com');
    expect((await firebase('facebook', google)).code).toBe('login.identity.invalid');
    expect((await firebase('google', `${google}x`)).code).toBe('login.identity.invalid');
    const forged = signJwt({ iss: 'dev-idp', sub: 'x', provider: 'google', exp: 9_999_999_999 }, 'another-secret-of-enough-length-000');
    expect((await firebase('google', forged)).code).toBe('login.identity.invalid');
    const old = issueDevIdToken(SECRET, { provider: 'google', email: 'old@mail.com', name: 'Old', now: new Date(Date.now() - 3_600_000) });
    expect((await firebase('google', old)).code).toBe('login.identity.invalid');
    expect((await firebase('google', google, 'tiger')).code).toBe('feature.disabled');
    await setFlag(t.app, 'royal', 'FACEBOOKLOGIN3', false);
    expect((await firebase('facebook', await signIn('facebook', 'Gia', 'gia@mail.com'))).code).toBe('feature.disabled');
    expect((await firebase('sms', google)).code).toBe('feature.disabled');
    expect(await count(t.app, 'members')).toBe(before);
  });

  it('only redirects back to this site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev-idp/authorize', query: { provider: 'google', redirect_uri: 'https://evil.example/x' }, headers: { host: 'royal.localhost' } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'request.invalid']);
    const ok = await t.app.inject({ method: 'GET', url: '/dev-idp/authorize', query: { provider: 'google', redirect_uri: 'http://royal.localhost:8080/m/login' }, headers: { host: 'royal.localhost' } });
    expect(ok.statusCode).toBe(200);
  });
});
