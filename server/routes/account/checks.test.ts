import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, count, env, knownCaptcha, makeMember, snapshot } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'dave12', password: 'secret12', email: 'dave@mail.com', mobile: '77776666' });
  await makeMember(t.app, 'royal', { username: 'agent9', password: 'secret12', type: 1, affiliateCode: '4455' });
});
afterAll(() => t.close());

describe('captcha', () => {
  it('is a generated PNG of 6 digits (answer not in it as text), single use and brand bound', async () => {
    const e = env(await call(t.app, 'royal', 'captcha'));
    expect(e.value).toMatchObject({ captchaId: expect.any(String), length: 6, image: expect.stringMatching(/^data:image\/png;base64,/) });
    const png = Buffer.from(String(e.value?.image).split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const known = await knownCaptcha(t.app, 'royal', '4321');
    const sms = (hv: unknown, brand = 'royal') =>
      call(t.app, brand, 'smsSend', {
        body: { mobileNum: '77776666', countryDialingCode: '+855', purpose: 'reset', humanVerification: hv },
        ip: '10.6.0.1',
      }).then(env);
    expect((await sms(known, 'lotus')).code).toBe('captcha.invalid'); // another brand's captcha
    expect((await sms(known)).success).toBe(true);
    await t.app.db.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes'");
    expect((await sms(known)).code).toBe('captcha.invalid'); // used
    const expired = await knownCaptcha(t.app, 'royal', '1212');
    await t.app.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [expired.captchaId]);
    expect((await sms(expired)).code).toBe('captcha.invalid');
  });
});

describe('checks', () => {
  it('username availability', async () => {
    expect(env(await call(t.app, 'royal', 'checkUsername', { query: { username: 'DAVE12' } })).value).toEqual({ available: false });
    expect(env(await call(t.app, 'royal', 'checkUsername', { query: { username: 'free12' } })).value).toEqual({ available: true });
    expect(env(await call(t.app, 'tiger', 'checkUsername', { query: { username: 'dave12' } })).value).toEqual({ available: true });
    expect(env(await call(t.app, 'royal', 'checkUsername', { query: { username: '1bad' } })).code).toBe('request.invalid');
    expect(env(await call(t.app, 'royal', 'checkUsername')).code).toBe('request.invalid');
  });

  it('e-mail availability (form-encoded)', async () => {
    expect(env(await call(t.app, 'royal', 'checkEmail', { body: { email: 'Dave@mail.com' }, form: true })).value).toEqual({
      available: false,
    });
    expect(env(await call(t.app, 'royal', 'checkEmail', { body: { email: 'new@mail.com' }, form: true })).value).toEqual({
      available: true,
    });
    expect(env(await call(t.app, 'royal', 'checkEmail', { body: { email: 'nope' }, form: true })).code).toBe('request.invalid');
  });

  it('affiliate code', async () => {
    expect(env(await call(t.app, 'royal', 'checkAffiliate', { query: { code: '4455', domain: 'royal.localhost' } }))).toMatchObject({
      success: true,
      value: { code: '4455' },
    });
    expect(env(await call(t.app, 'royal', 'checkAffiliate', { query: { code: '9999' } }))).toMatchObject({
      code: 'register.invitation.invalid',
      value: { field: 'affiliateCode' },
    });
    expect(env(await call(t.app, 'royal', 'checkAffiliate', { query: { code: 'abc' } })).code).toBe('request.invalid');
  });
});

describe('SMS send-code', () => {
  const send = async (body: Record<string, unknown>, brand = 'royal') =>
    env(
      await call(t.app, brand, 'smsSend', {
        body: { countryDialingCode: '+855', purpose: 'login', humanVerification: await knownCaptcha(t.app, brand), ...body },
        ip: '10.6.1.1',
      }),
    );

  it('refuses bad input and flags, without writing', async () => {
    const before = await snapshot(t.app);
    expect((await send({})).code).toBe('request.invalid');
    expect((await send({ mobileNum: '123' })).value).toMatchObject({ fields: { mobileNum: { id: 'in_mobileNum_error' } } });
    expect((await send({ mobileNum: '1'.repeat(21) })).code).toBe('request.invalid');
    expect((await send({ mobileNum: '77776666', countryDialingCode: '+999' })).code).toBe('request.invalid');
    expect((await send({ mobileNum: '77776666', purpose: 'fun' })).code).toBe('request.invalid');
    expect((await send({ mobileNum: '77776666', humanVerification: { captchaId: 'abcdefgh', captcha: '1' } })).code).toBe(
      'captcha.invalid',
    );
    expect((await send({ mobileNum: '77776666' }, 'tiger')).code).toBe('feature.disabled');
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('logs in by SMS code once; wrong tries are capped', async () => {
    const sent = await send({ mobileNum: '77776666' });
    expect(sent.success).toBe(true);
    const rows = await t.app.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE recipient = '+85577776666' ORDER BY id DESC LIMIT 1",
    );
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(rows[0]?.body ?? '')?.[1] ?? '';
    // after 3 failures the account needs a captcha: every try carries a fresh one
    const login = async (verificationCode: string, ip = '10.6.2.1') =>
      env(
        await call(t.app, 'royal', 'login', {
          body: {
            type: 'sms',
            mobileNum: '77776666',
            countryDialingCode: '+855',
            verificationCode,
            ...(await knownCaptcha(t.app, 'royal')),
          },
          ip,
        }),
      );
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login(wrong)).code).toBe('sms.code.invalid');
    expect((await login(code, '10.6.2.2')).value).toMatchObject({ userName: 'dave12' });
    expect((await login(code, '10.6.2.3')).code).toBe('sms.code.invalid');
    const sessions = await count(t.app, 'sessions');
    await t.app.db.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes'");
    await send({ mobileNum: '77776666' });
    for (let i = 0; i < 5; i++) await login(wrong, `10.6.3.${i}`);
    const fresh = await t.app.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE recipient = '+85577776666' ORDER BY id DESC LIMIT 1",
    );
    const next = /(?<!\d)(\d{6})(?!\d)/.exec(fresh[0]?.body ?? '')?.[1] ?? '';
    expect((await login(next, '10.6.4.1')).code).toBe('sms.code.invalid'); // five wrong tries used it up
    expect(await count(t.app, 'sessions')).toBe(sessions);
  });

  it('SMS login is refused when MOBLOGIN3 is off', async () => {
    const res = await call(t.app, 'tiger', 'login', {
      body: { type: 'sms', mobileNum: '77776666', countryDialingCode: '+855', verificationCode: '123456' },
    });
    expect(env(res).code).toBe('feature.disabled');
  });
});
