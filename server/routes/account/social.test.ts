import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevIdToken } from '../../accounts/identity/dev-provider';
import { signJwt } from '../../accounts/identity/jwt';
import { installSecret } from '../../accounts/install-secret';
import { identitySettings } from '../../accounts/settings';
import { RuntimeRepository } from '../../tenants/runtime-repository';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, count, env, setFlag } from './test-support';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await accountTestApp();
  secret = await installSecret(t.app.db, 'dev-idp');
});
afterAll(() => t.close());

const NONCE = 'nonce-of-this-browser-0001';
const STATE = 'state-of-this-browser-0001';

async function signIn(provider: string, name: string, email: string, o: { brand?: string; nonce?: string } = {}): Promise<string> {
  const host = `${o.brand ?? 'royal'}.localhost`;
  const nonce = o.nonce ?? NONCE;
  const query = { provider, redirect_uri: '/m/login', state: STATE, nonce };
  const page = await t.app.inject({ method: 'GET', url: '/dev-idp/authorize', query, headers: { host } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post"');
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev-idp/authorize',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...query, name, email }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location).toMatch(/^\/m\/login#id_token=/);
  expect(location).toContain(`state=${STATE}`);
  return new URLSearchParams(location.split('#')[1]).get('id_token') ?? '';
}

const firebase = (firebaseChannel: string, firebaseIdToken: string, brand = 'royal', firebaseNonce: string | null = NONCE) =>
  call(t.app, brand, 'login', {
    body: { type: 'firebase', firebaseChannel, firebaseIdToken, ...(firebaseNonce ? { firebaseNonce } : {}) },
  }).then(env);

describe('the development identity provider is safe by default', () => {
  it('signs with a random per-installation secret kept in the database, never a constant', async () => {
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await installSecret(t.app.db, 'dev-idp')).toBe(secret);
    const other = await accountTestApp();
    try {
      expect(await installSecret(other.app.db, 'dev-idp')).not.toBe(secret);
    } finally {
      await other.close();
    }
    // the old source constant signs nothing any more
    const forged = signJwt(
      { iss: 'dev-idp', aud: 'royal', sub: 'x', provider: 'google', nonce: NONCE, jti: 'j1', iat: 1, exp: 9_999_999_999 },
      'dev-idp-secret-for-local-development-only',
    );
    expect((await firebase('google', forged)).code).toBe('login.identity.invalid');
  });

  it('production refuses the development provider and any development secret', () => {
    expect(() => identitySettings({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'dev' })).toThrow(/cannot run in production/);
    expect(() => identitySettings({ NODE_ENV: 'production', DEV_IDP_SECRET: 'x'.repeat(40) })).toThrow(/DEV_IDP_SECRET/);
    expect(identitySettings({ NODE_ENV: 'production' })).toEqual({ provider: 'firebase', devSecret: null });
    expect(identitySettings({})).toEqual({ provider: 'dev', devSecret: null });
    expect(() => identitySettings({ DEV_IDP_SECRET: 'short' })).toThrow(/at least 32/);
  });
});

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

  it('refuses another channel, a forged, expired, replayed, other-brand or other-browser token, and a flag that is off', async () => {
    const before = await count(t.app, 'members');
    const google = await signIn('google', 'Finn', 'finn@mail.com');
    expect((await firebase('facebook', google)).code).toBe('login.identity.invalid');
    expect((await firebase('google', `${google}x`)).code).toBe('login.identity.invalid');
    const forged = signJwt(
      { iss: 'dev-idp', aud: 'royal', sub: 'x', provider: 'google', nonce: NONCE, jti: 'j', iat: 1, exp: 9_999_999_999 },
      'another-secret-of-enough-length-000',
    );
    expect((await firebase('google', forged)).code).toBe('login.identity.invalid');
    const old = issueDevIdToken(secret, {
      provider: 'google',
      email: 'old@mail.com',
      name: 'Old',
      audience: 'royal',
      nonce: NONCE,
      now: new Date(Date.now() - 3_600_000),
    });
    expect((await firebase('google', old)).code).toBe('login.identity.invalid');
    // a token issued on lotus's host is for lotus only
    await setFlag(t.app, 'lotus', 'GOOGLELOGIN3', true);
    const lotus = await signIn('google', 'Lou', 'lou@mail.com', { brand: 'lotus' });
    expect((await firebase('google', lotus, 'royal')).code).toBe('login.identity.invalid');
    // a token for another browser's sign-in (nonce) or without the nonce
    expect((await firebase('google', google, 'royal', 'nonce-of-another-browser-01')).code).toBe('login.identity.invalid');
    expect((await firebase('google', google, 'royal', null)).code).toBe('login.identity.invalid');
    expect((await firebase('google', google, 'tiger')).code).toBe('feature.disabled');
    await setFlag(t.app, 'royal', 'FACEBOOKLOGIN3', false);
    expect((await firebase('facebook', await signIn('facebook', 'Gia', 'gia@mail.com'))).code).toBe('feature.disabled');
    await setFlag(t.app, 'royal', 'FACEBOOKLOGIN3', true);
    expect((await firebase('sms', google)).code).toBe('feature.disabled');
    expect(await count(t.app, 'members')).toBe(before);
    // used once, it cannot sign in again
    expect((await firebase('google', google)).success).toBe(true);
    expect((await firebase('google', google)).code).toBe('login.identity.invalid');
  });

  it('validates the claims like typed input', async () => {
    const before = await count(t.app, 'members');
    const bad = issueDevIdToken(secret, {
      provider: 'google',
      email: '<img src=x onerror=alert(1)>@x.com',
      name: 'X',
      audience: 'royal',
      nonce: NONCE,
      now: new Date(),
    });
    expect((await firebase('google', bad)).code).toBe('login.identity.invalid');
    expect(await count(t.app, 'members')).toBe(before);
    const markupName = issueDevIdToken(secret, {
      provider: 'google',
      email: 'mark@mail.com',
      name: '<b>Mark</b>',
      audience: 'royal',
      nonce: NONCE,
      now: new Date(),
    });
    const ok = await firebase('google', markupName);
    const info = env(await call(t.app, 'royal', 'memberInfo', { token: String(ok.value?.token) }));
    expect(info.value).toMatchObject({ email: 'mark@mail.com', nickname: null });
    // the sign-in form refuses markup and control characters too
    const form = await t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      headers: { host: 'royal.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        provider: 'google',
        redirect_uri: '/m/login',
        state: STATE,
        nonce: NONCE,
        name: 'a\u0000b',
        email: 'x@mail.com',
      }).toString(),
    });
    expect([form.statusCode, form.json().code]).toEqual([400, 'request.invalid']);
  });
});

describe('the sign-in redirect', () => {
  const authorize = (redirect_uri: string) =>
    t.app.inject({
      method: 'GET',
      url: '/dev-idp/authorize',
      query: { provider: 'google', redirect_uri, state: STATE, nonce: NONCE },
      headers: { host: 'royal.localhost:8080' },
    });

  it.each([
    'https://evil.example/x',
    '//evil.example/m/home',
    '/\\evil.example/m/home',
    '/\t/evil.example/m',
    '\\\\evil.example',
    'javascript:alert(1)',
    'http://royal.localhost.evil.example/m/home',
    'http://user@royal.localhost/m/home',
    '/api/x',
    '/m/../wps/x',
    'http://lotus.localhost/m/home',
    'data:text/html,x',
  ])('refuses %s', async (uri) => {
    const res = await authorize(uri);
    expect([res.statusCode, res.json().code]).toEqual([400, 'request.invalid']);
  });

  it.each([
    ['/m/login', '/m/login'],
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['/m/x/../login', '/m/login'],
    ['http://royal.localhost:8080/m/login', 'http://royal.localhost:8080/m/login'],
  ])('accepts %s as %s', async (uri, normalised) => {
    const res = await authorize(uri);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`name="redirect_uri" value="${normalised}"`);
  });
});

describe('an operator takes the identity service down for one brand', () => {
  const identity = async (brand: string) =>
    (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: `${brand}.localhost` } })).json().value.info.identity;
  const setIdentity = (brand: string, on: boolean) => new RuntimeRepository(t.app.db).setSwitch(brand, 'identityDown', !on);

  it('the status says not ready for that brand only; its sign-in page and its tokens are refused; back up, they work', async () => {
    const token = await signIn('google', 'Dora Down', 'dora.down@mail.com');
    await setIdentity('royal', false);
    try {
      expect(await identity('royal')).toMatchObject({ ready: false });
      expect(await identity('lotus')).toMatchObject({ ready: true });
      const page = await t.app.inject({
        method: 'GET',
        url: '/dev-idp/authorize',
        headers: { host: 'royal.localhost' },
        query: { provider: 'google', redirect_uri: '/m/login', state: STATE, nonce: NONCE },
      });
      expect(page.statusCode).toBe(503);
      expect(page.json().code).toBe('identity.provider.unavailable');
      expect((await firebase('google', token)).code).toBe('identity.provider.unavailable');
    } finally {
      await setIdentity('royal', true);
    }
    expect(await identity('royal')).toMatchObject({ ready: true });
    expect(await firebase('google', token)).toMatchObject({ success: true });
  });
});
