/**
 * Finding 3 (lockout): failed logins lock the attacker's address, not the owner out of the account.
 * An account attacked from many addresses asks its owner for a second factor (an SMS code to the
 * account's mobile) instead of refusing everyone. Replayed captchas and codes are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestApp, call, env, knownCaptcha, lastSmsCode, makeMember } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'owner1', password: 'secret12', mobile: '66665555' });
  await makeMember(t.app, 'royal', { username: 'other1', password: 'secret12' });
});
afterAll(() => t.close());

const login = async (body: Record<string, unknown>, ip: string, captcha = true) =>
  env(
    await call(t.app, 'royal', 'login', {
      body: { type: 'username', ...body, ...(captcha ? await knownCaptcha(t.app, 'royal') : {}) },
      ip,
    }),
  );

describe('lockout is not a denial of service', () => {
  it('ten failures from one address lock that address, for every account; other addresses are not affected', async () => {
    for (let i = 0; i < 10; i++) await login({ username: `nobody${i}`, password: 'wrong999' }, '10.60.0.1');
    const blocked = await login({ username: 'other1', password: 'secret12' }, '10.60.0.1');
    expect(blocked).toMatchObject({ code: 'login.locked', value: { blocked: 'address', retryAfterSeconds: expect.any(Number) } });
    expect(blocked.value?.secondFactor).toBeUndefined();
    expect((await login({ username: 'other1', password: 'secret12' }, '10.60.0.2')).success).toBe(true);
  });

  it('an account attacked from many addresses lets its owner in with an SMS code, once', async () => {
    for (let i = 0; i < 10; i++) await login({ username: 'owner1', password: 'wrong999' }, `10.61.${i}.1`);
    // the right password alone is not enough while locked: the owner is asked for the second factor
    const asked = await login({ username: 'owner1', password: 'secret12' }, '10.62.0.1');
    expect(asked).toMatchObject({ code: 'login.locked', value: { blocked: 'account', secondFactor: 'sms' } });
    // an unknown account gets the same answer (no probing)
    for (let i = 0; i < 10; i++) await login({ username: 'ghost1', password: 'wrong999' }, `10.63.${i}.1`);
    expect((await login({ username: 'ghost1', password: 'secret12' }, '10.62.0.9')).value).toMatchObject({ secondFactor: 'sms' });

    const sms = env(
      await call(t.app, 'royal', 'smsSend', {
        body: {
          mobileNum: '66665555',
          countryDialingCode: '+855',
          purpose: 'unlock',
          humanVerification: await knownCaptcha(t.app, 'royal'),
        },
        ip: '10.62.0.1',
      }),
    );
    expect(sms.success).toBe(true);
    const code = await lastSmsCode(t.app, '+85566665555');
    const wrong = await login(
      { username: 'owner1', password: 'secret12', verificationCode: code === '000000' ? '111111' : '000000' },
      '10.62.0.1',
    );
    expect(wrong.code).toBe('login.locked');
    const inside = await login({ username: 'owner1', password: 'secret12', verificationCode: code }, '10.62.0.1');
    expect(inside).toMatchObject({ success: true, value: { userName: 'owner1' } });
    // the code is used up: replaying it does not log anybody in again
    for (let i = 0; i < 10; i++) await login({ username: 'owner1', password: 'wrong999' }, `10.64.${i}.1`);
    expect((await login({ username: 'owner1', password: 'secret12', verificationCode: code }, '10.62.0.3')).success).toBe(false);
  });

  it('a captcha answer works once', async () => {
    for (let i = 0; i < 3; i++) await login({ username: `stranger${i}`, password: 'wrong999' }, '10.65.0.1', false);
    const captcha = await knownCaptcha(t.app, 'royal');
    const first = env(
      await call(t.app, 'royal', 'login', {
        body: { type: 'username', username: 'other1', password: 'secret12', ...captcha },
        ip: '10.65.0.1',
      }),
    );
    expect(first.success).toBe(true);
    const replay = env(
      await call(t.app, 'royal', 'login', {
        body: { type: 'username', username: 'other1', password: 'wrong999', ...captcha },
        ip: '10.65.0.1',
      }),
    );
    expect(replay.code).toBe('login.captcha.invalid');
  });
});
