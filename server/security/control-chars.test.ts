/**
 * Finding 2: a NUL byte (which PostgreSQL text cannot hold) crashed four calls with 500. Every text
 * field refuses control characters with a 400 envelope and no write, on PGlite and PostgreSQL.
 */

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRuleSchema } from '../../src/contracts/validation/field-rule';
import {
  forgotEmailRule,
  loginPasswordRule,
  loginUsernameRule,
  usernameRule,
  verificationCodeRule,
} from '../../src/contracts/validation/rules';
import { hasControlChar } from '../../src/contracts/validation/text';
import { inputProblem } from '../http/input-guard';
import { accountTestApp, call, env, knownCaptcha, snapshot } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

describe('control characters', () => {
  it('the contracts and the guard see every kind', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) expect(hasControlChar(`x${c}`)).toBe(true);
    expect(hasControlChar('line\nbreak\ttab', true)).toBe(false);
    expect(hasControlChar('line\nbreak')).toBe(true);
    expect(hasControlChar('ខ្មែរ 中文 ok')).toBe(false);
    // at the contract level, field by field (the client shows the same refusal)
    for (const rule of [loginUsernameRule, loginPasswordRule, usernameRule, forgotEmailRule, verificationCodeRule])
      expect(v.is(rule, NUL)).toBe(false);
    expect(v.is(fieldRuleSchema('nickname', { enabled: true, required: false, minLength: 1, maxLength: 20, patternId: 'any' }), NUL)).toBe(
      false,
    );
    expect(inputProblem({ a: [{ b: NUL }] })).toMatch(/a\.0\.b: control characters/);
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(inputProblem(deep)).toMatch(/nested deeper/);
  });

  it.each([
    ['login name', () => call(t.app, 'royal', 'login', { body: { type: 'username', username: NUL, password: 'secret12' } })],
    ['login password', () => call(t.app, 'royal', 'login', { body: { type: 'username', username: 'bob1', password: NUL } })],
    ['forgot by e-mail query', () => call(t.app, 'royal', 'forgotByEmail', { query: { username: NUL, email: 'a@b.com' } })],
    [
      'registration nickname',
      async () =>
        call(t.app, 'royal', 'registerUsername', {
          body: {
            username: 'nulnick1',
            password: 'secret12',
            confirmPassword: 'secret12',
            nickname: NUL,
            terms: true,
            ...(await knownCaptcha(t.app, 'royal')),
          },
        }),
    ],
    ['username check', () => call(t.app, 'royal', 'checkUsername', { query: { username: NUL } })],
    ['e-mail check', () => call(t.app, 'royal', 'checkEmail', { body: { email: `x${NUL}@b.com` }, form: true })],
    [
      'SMS send',
      () =>
        call(t.app, 'royal', 'smsSend', {
          body: {
            mobileNum: `1234${NUL}`,
            countryDialingCode: '+855',
            purpose: 'login',
            humanVerification: { captchaId: 'abcdefgh', captcha: '1' },
          },
        }),
    ],
    ['a key of the body', () => call(t.app, 'royal', 'changePassword', { body: { [`old${NUL}`]: 'x' } })],
    [
      'the development sign-in name',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/dev-idp/authorize',
          headers: { host: 'royal.localhost', 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            provider: 'google',
            redirect_uri: '/m/login',
            state: 'state-0000000000000001',
            nonce: 'nonce-000000000000001',
            name: NUL,
            email: 'n@mail.com',
          }).toString(),
        }),
    ],
  ])('%s with a NUL byte → 400 request.invalid, no write', async (_name, send) => {
    const before = await snapshot(t.app);
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(env(res)).toMatchObject({ success: false, code: 'request.invalid' });
    expect(await snapshot(t.app)).toEqual(before);
  });
});
