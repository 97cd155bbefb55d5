import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, env, knownCaptcha, lastSmsCode, makeMember, setFlag, snapshot } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'agent7', password: 'secret12', type: 1, affiliateCode: '778899' });
  await makeMember(t.app, 'royal', { username: 'taken1', password: 'secret12', mobile: '99990000' });
  await setFlag(t.app, 'royal', 'REGMOBVERF3', false); // royal's username sign-up without SMS here
});
afterAll(() => t.close());

const base = { password: 'secret12', confirmPassword: 'secret12', terms: true, registerMethod: 'H5' };
const MODULE = { registerUsername: 'REGISTER_REE3', registerMobile: 'MOBILENUMREG3' } as const;
let calls = 0;
const reg = (body: Record<string, unknown>, brand = 'royal', name: 'registerUsername' | 'registerMobile' = 'registerUsername') => {
  calls += 1; // one address per call: the route's per-address limit is not what these tests are about
  return call(t.app, brand, name, { body: { moduleId: MODULE[name], ...body }, ip: `10.9.0.${calls % 250}` });
};

describe('PUT /wps/member/register (username)', () => {
  it('registers, logs in, and links the invitation code', async () => {
    const res = await reg({ ...base, username: 'newbie1', email: 'newbie1@mail.com', affiliateCode: '778899', nickname: 'Newbie' });
    expect(res.statusCode).toBe(200);
    expect(env(res).value).toMatchObject({ userName: 'newbie1', type: 0, firstTimeLogin: true });
    const token = String(env(res).value?.token);
    expect(env(await call(t.app, 'royal', 'memberInfo', { token })).value).toMatchObject({
      account: 'newbie1',
      email: 'newbie1@mail.com',
      nickname: 'Newbie',
    });
    const login = await call(t.app, 'royal', 'login', {
      body: { type: 'username', username: 'newbie1', password: 'secret12' },
      ip: '10.9.0.2',
    });
    expect(env(login).success).toBe(true);
  });

  it('refuses each kind of bad input with no write', async () => {
    const before = await snapshot(t.app);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...base }, 'request.invalid', 'username'],
      [{ ...base, username: 42 }, 'request.invalid', 'username'],
      [{ ...base, username: 'abcdefghijk' }, 'request.invalid', 'username'],
      [{ ...base, username: '1abc' }, 'request.invalid', 'username'],
      [{ ...base, username: 'okname1', confirmPassword: 'other12' }, 'request.invalid', 'confirmPassword'],
      [{ ...base, username: 'okname1', terms: false }, 'request.invalid', 'terms'],
      [{ ...base, username: 'okname1', birthday: '2015-01-01' }, 'request.invalid', 'birthday'],
      [{ ...base, username: 'okname1', email: 'bad@mail' }, 'request.invalid', 'email'],
      [{ ...base, username: 'TAKEN1' }, 'register.username.exists'],
      // spec §7: the username route carries REGISTER_REE3 (not the mobile route's id, not the old USERNAMEREG3)
      [{ ...base, username: 'okname1', moduleId: 'MOBILENUMREG3' }, 'request.invalid', 'moduleId'],
      [{ ...base, username: 'okname1', moduleId: 'USERNAMEREG3' }, 'request.invalid', 'moduleId'],
      [{ ...base, username: 'okname1', moduleId: undefined }, 'request.invalid', 'moduleId'],
      [{ ...base, username: 'okname1', mobileNum: '99990000', countryDialingCode: '+855' }, 'register.mobile.exists'],
      [{ ...base, username: 'okname1', email: 'newbie1@mail.com' }, 'register.email.exists'],
      [{ ...base, username: 'okname1', affiliateCode: '123' }, 'register.invitation.invalid'],
    ];
    for (const [body, code, field] of cases) {
      const e = env(await reg(body));
      expect(e.code, JSON.stringify(body)).toBe(code);
      if (field) expect(Object.keys((e.value?.fields ?? {}) as object), JSON.stringify(body)).toContain(field);
    }
    const bad = await call(t.app, 'royal', 'registerUsername', {
      body: { ...base, username: 'okname1' },
      encrypt: 'lotus-demo-payload-key-change-me',
    });
    expect(env(bad).code).toBe('request.decrypt.failed');
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('answers field messages as ids with params', async () => {
    const e = env(await reg({ ...base, username: 'ab' }));
    expect(e.value).toEqual({ fields: { username: { id: 'field.too.short', params: { min: 4, max: 10 } } } });
    expect(e.message).toContain('username: Enter 4 to 10 characters');
  });

  it('is refused when USERNAMEREG3 is off (lotus) and needs the captcha when CAPTCHA3 is on (tiger)', async () => {
    expect(env(await reg({ ...base, username: 'lotus1' }, 'lotus')).code).toBe('feature.disabled');
    await setFlag(t.app, 'tiger', 'REGMOBVERF3', false);
    const body = { ...base, username: 'tiger1', email: 'tiger1@mail.com', mobileNum: '12345678', countryDialingCode: '+855' };
    const e = env(await reg(body, 'tiger'));
    expect(e.code).toBe('request.invalid');
    expect(Object.keys(e.value?.fields as object)).toEqual(['captcha']);
    expect(
      env(await reg({ ...body, captcha: '9999', captchaId: (await knownCaptcha(t.app, 'tiger', '1234')).captchaId }, 'tiger')).code,
    ).toBe('captcha.invalid');
    expect(env(await reg({ ...body, ...(await knownCaptcha(t.app, 'tiger')) }, 'tiger'))).toMatchObject({ success: true });
  });
});

describe('PUT /wps/member/register/mobile with SMS verification (lotus)', () => {
  const mobile = { countryDialingCode: '+855', mobileNum: '12345678' };
  const send = async (mobileNum = '12345678', purpose = 'register') =>
    env(
      await call(t.app, 'lotus', 'smsSend', {
        body: { mobileNo: mobileNum, countryDialingCode: '+855', purpose, humanVerification: await knownCaptcha(t.app, 'lotus') },
        ip: '10.9.1.1',
      }),
    );

  it('sends a code that expires, then registers with it once', async () => {
    const sent = await send();
    expect(sent.success).toBe(true);
    expect(Number(sent.value?.expirationTime)).toBeGreaterThan(Date.now() + 4 * 60_000);
    const code = await lastSmsCode(t.app, '+85512345678');
    const before = await snapshot(t.app);
    const wrong = env(
      await reg({ ...base, ...mobile, verificationCode: code === '000000' ? '111111' : '000000' }, 'lotus', 'registerMobile'),
    );
    expect(wrong.code).toBe('sms.code.invalid');
    expect(await snapshot(t.app)).toEqual(before);
    const ok = env(await reg({ ...base, ...mobile, verificationCode: code }, 'lotus', 'registerMobile'));
    expect(ok.value).toMatchObject({ userName: expect.stringMatching(/^m\d{9}$/), firstTimeLogin: true });
    const reused = env(
      await reg({ ...base, countryDialingCode: '+855', mobileNum: '12345679', verificationCode: code }, 'lotus', 'registerMobile'),
    );
    expect(reused.code).toBe('sms.code.invalid');
    await t.app.db.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes'");
    expect((await send()).code).toBe('register.mobile.exists');
  });

  it('refuses an expired code and rate-limits sending', async () => {
    const sent = await send('22223333');
    expect(sent.success).toBe(true);
    expect(await send('22223333')).toMatchObject({ code: 'sms.rate.limited', value: { retryAfterSeconds: expect.any(Number) } });
    const code = await lastSmsCode(t.app, '+85522223333');
    await t.app.db.query("UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = '+85522223333'");
    const e = env(
      await reg({ ...base, countryDialingCode: '+855', mobileNum: '22223333', verificationCode: code }, 'lotus', 'registerMobile'),
    );
    expect(e.code).toBe('sms.code.expired');
  });

  it('without MOBILENUMPASSREG3 generates the password and sends it by SMS', async () => {
    await setFlag(t.app, 'lotus', 'MOBILENUMPASSREG3', false);
    await setFlag(t.app, 'lotus', 'REGMOBVERF3', false);
    const e = env(await reg({ terms: true, countryDialingCode: '+855', mobileNum: '55556666' }, 'lotus', 'registerMobile'));
    expect(e.success).toBe(true);
    const sms = await t.app.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = '+85555556666'");
    const password = /password is (\S+)\./.exec(sms[0]?.body ?? '')?.[1] ?? '';
    const login = env(await call(t.app, 'lotus', 'login', { body: { type: 'username', username: '55556666', password }, ip: '10.9.2.1' }));
    expect(login.success).toBe(true);
  });
});
