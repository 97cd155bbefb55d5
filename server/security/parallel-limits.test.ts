/**
 * Issue 26 item 4, limits hold against parallel requests. The login failure count
 * is reserved before the password is checked, so attempts sent at once cannot all read "no failures
 * yet"; the SMS send slot is claimed before the code is issued. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestApp, call, count, env, knownCaptcha, lastSmsCode, makeMember } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';
import { loggedInPlayer, walletCall } from '../wallet/test/session';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'target1', password: 'secret12' });
  await makeMember(t.app, 'royal', { username: 'target2', password: 'secret12' });
  await makeMember(t.app, 'royal', { username: 'target3', password: 'secret12', mobile: '77776666' });
  await makeMember(t.app, 'royal', { username: 'target4', password: 'secret12', mobile: '77775555' });
});
afterAll(() => t.close());

const CAPTCHA_AFTER = 3; // royal's login.captchaAfterFailures
const LOCK_AFTER = 10;

type Attempt = { username: string; password: string; ip: string; captcha?: boolean };
async function login(a: Attempt) {
  const captcha = a.captcha ? await knownCaptcha(t.app, 'royal') : {};
  return env(
    await call(t.app, 'royal', 'login', { body: { type: 'username', username: a.username, password: a.password, ...captcha }, ip: a.ip }),
  );
}
const checked = (codes: string[]) => codes.filter((c) => c !== 'login.captcha.required' && c !== 'login.locked').length;

describe('login failure guard under parallel attempts', () => {
  it('40 parallel wrong passwords for one account from 40 addresses: at most the captcha threshold are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ username: 'target1', password: `wrong${i}xx`, ip: `10.70.0.${i + 1}` })),
    );
    const codes = answers.map((a) => a.code);
    expect(checked(codes)).toBeLessThanOrEqual(CAPTCHA_AFTER);
    expect(codes.filter((c) => c === 'login.captcha.required').length).toBeGreaterThanOrEqual(40 - CAPTCHA_AFTER);
    const rows = await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE account_key = 'u:target1'");
    expect(rows[0]?.n).toBeLessThanOrEqual(CAPTCHA_AFTER);
  });

  it('30 parallel attempts from one address, the right password among them: none past the threshold without a captcha', async () => {
    const attempts = Array.from({ length: 30 }, (_, i) => ({ username: `guess${i}`, password: 'wrong999', ip: '10.71.0.1' }));
    attempts[29] = { username: 'target2', password: 'secret12', ip: '10.71.0.1' };
    const answers = await Promise.all(attempts.map(login));
    // the right one is checked only if it was among the first CAPTCHA_AFTER to be counted
    expect(checked(answers.map((a) => a.code))).toBeLessThanOrEqual(CAPTCHA_AFTER);
  });

  it('30 parallel attempts with captchas from one address: at most the lock threshold are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ username: `probe${i}`, password: 'wrong999', ip: '10.72.0.1', captcha: true })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 'login.password.invalid').length).toBeLessThanOrEqual(LOCK_AFTER);
    expect(codes.filter((c) => c === 'login.locked').length).toBeGreaterThanOrEqual(30 - LOCK_AFTER);
    const rows = await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE address = '10.72.0.1'");
    // attempts counted together may all see each other and all be refused: never more than the threshold checked
    expect(rows[0]?.n).toBeLessThanOrEqual(LOCK_AFTER);
  });

  it('a refused attempt (captcha missing) is not counted as a failure; a success clears the reservation', async () => {
    const ip = '10.73.0.1';
    for (let i = 0; i < CAPTCHA_AFTER; i++)
      expect((await login({ username: 'nobody9', password: 'wrong999', ip })).code).toBe('login.password.invalid');
    for (let i = 0; i < 5; i++)
      expect((await login({ username: 'nobody9', password: 'wrong999', ip })).code).toBe('login.captcha.required');
    const rows = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE address = $1', [ip]);
    expect(rows[0]?.n).toBe(CAPTCHA_AFTER);
    expect((await login({ username: 'target3', password: 'secret12', ip: '10.73.0.2' })).success).toBe(true);
    const mine = await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE account_key = 'u:target3'");
    expect(mine[0]?.n).toBe(0);
  });
});

describe('SMS send limit under parallel sends', () => {
  it('6 parallel sends to one number with valid captchas: one code in the outbox, the others rate-limited', async () => {
    const before = await count(t.app, 'outbox');
    const send = async (i: number) =>
      env(
        await call(t.app, 'royal', 'smsSend', {
          body: {
            mobileNum: '77776666',
            countryDialingCode: '+855',
            purpose: 'login',
            humanVerification: await knownCaptcha(t.app, 'royal'),
          },
          ip: `10.74.0.${i + 1}`,
        }),
      );
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i)));
    expect(answers.filter((a) => a.success).length).toBe(1);
    expect(answers.filter((a) => a.code === 'sms.rate.limited').length).toBe(5);
    expect(await count(t.app, 'outbox')).toBe(before + 1);
  });
});

describe('withdrawal-password code limit under parallel sends', () => {
  it('6 parallel sends for one member: one code, the others rate-limited', async () => {
    const p = await loggedInPlayer(t.app);
    await t.app.db.query("UPDATE members SET country_dialing_code = '+855', mobile_num = '71717171' WHERE id = $1", [p.member.id]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => (await walletCall(t.app, p, 'sendFundPasswordCode', { body: { channel: 'sms' } })).json()),
    );
    expect(answers.filter((a) => a.success).length).toBe(1);
    expect(answers.filter((a) => a.code === 'wallet.security.rate.limited').length).toBe(5);
    const codes = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM security_codes WHERE member_id = $1', [p.member.id]);
    expect(codes[0]?.n).toBe(1);
  });
});

describe('code tries under parallel guesses', () => {
  it('20 parallel wrong SMS codes for set password by phone: 5 tries counted, then the right code is refused too', async () => {
    const sent = env(
      await call(t.app, 'royal', 'smsSend', {
        body: {
          mobileNum: '77775555',
          countryDialingCode: '+855',
          purpose: 'reset',
          humanVerification: await knownCaptcha(t.app, 'royal'),
        },
        ip: '10.75.0.1',
      }),
    );
    expect(sent.success).toBe(true);
    const code = await lastSmsCode(t.app, '+85577775555');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const body = (verificationCode: string) => ({
      mobileNum: '77775555',
      countryDialingCode: '+855',
      verificationCode,
      newPassword: 'guessed1',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        env(await call(t.app, 'royal', 'setPasswordByPhone', { body: body(wrong(i)), ip: `10.75.1.${i + 1}` })),
      ),
    );
    expect(answers.every((a) => a.code === 'sms.code.invalid')).toBe(true);
    const rows = await t.app.db.query<{ attempts: number }>(
      "SELECT attempts FROM sms_codes WHERE mobile = '+85577775555' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.attempts).toBe(5);
    expect(env(await call(t.app, 'royal', 'setPasswordByPhone', { body: body(code), ip: '10.75.2.1' })).code).toBe('sms.code.invalid');
  });

  it('20 parallel wrong withdrawal-password reset codes: 5 tries counted', async () => {
    const p = await loggedInPlayer(t.app);
    await t.app.db.query("UPDATE members SET country_dialing_code = '+855', mobile_num = '72727272' WHERE id = $1", [p.member.id]);
    expect((await walletCall(t.app, p, 'sendFundPasswordCode', { body: { channel: 'sms' } })).json().success).toBe(true);
    const code = await lastSmsCode(t.app, '+85572727272');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        walletCall(t.app, p, 'resetFundPassword', { body: { channel: 'sms', code: wrong(i), newPassword: '112233' } }),
      ),
    );
    const rows = await t.app.db.query<{ attempts: number }>('SELECT attempts FROM security_codes WHERE member_id = $1', [p.member.id]);
    expect(rows[0]?.attempts).toBe(5);
    expect((await walletCall(t.app, p, 'resetFundPassword', { body: { channel: 'sms', code, newPassword: '112233' } })).json().code).toBe(
      'wallet.security.code.invalid',
    );
  });
});
