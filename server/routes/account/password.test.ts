import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, env, knownCaptcha, lastSmsCode, makeMember, snapshot } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'carol1', password: 'secret12', email: 'carol@mail.com', mobile: '88887777' });
});
afterAll(() => t.close());

const loginAs = async (username: string, password: string, ip = '10.5.0.1') =>
  env(await call(t.app, 'royal', 'login', { body: { type: 'username', username, password }, ip }));

describe('forgot password by e-mail → temporary password → change password', () => {
  it('completes end to end through the outbox', async () => {
    const res = env(
      await call(t.app, 'royal', 'forgotByEmail', { query: { username: ' carol1 ', email: ' CAROL@mail.com ' }, language: 'EN' }),
    );
    expect(res).toMatchObject({ success: true, message: expect.stringContaining('sent to your e-mail') });
    const mail = await t.app.db.query<{ body: string; recipient: string }>("SELECT body, recipient FROM outbox WHERE channel = 'email'");
    expect(mail[0]?.recipient).toBe('carol@mail.com');
    const temp = /temporary password is (\S+)/.exec(mail[0]?.body ?? '')?.[1] ?? '';
    const login = await loginAs('carol1', temp);
    expect(login.value).toMatchObject({ temporaryPassword: true });
    expect((await loginAs('carol1', 'secret12')).success).toBe(true); // the old password still works
    const token = String((await loginAs('carol1', temp)).value?.token);
    const change = env(
      await call(t.app, 'royal', 'changePassword', {
        token,
        body: { oldPassword: temp, newPassword: 'fresh123', confirmNewPassword: 'fresh123' },
      }),
    );
    expect(change.success).toBe(true);
    expect((await loginAs('carol1', temp)).code).toBe('login.password.invalid');
    expect((await loginAs('carol1', 'fresh123', '10.5.0.2')).success).toBe(true);
  });

  it('answers the same for a wrong pair and writes nothing; validates the e-mail; flag off refuses', async () => {
    const before = await snapshot(t.app);
    expect(env(await call(t.app, 'royal', 'forgotByEmail', { query: { username: 'carol1', email: 'other@mail.com' } })).success).toBe(true);
    expect(env(await call(t.app, 'royal', 'forgotByEmail', { query: { username: 'carol1', email: 'bad@mail' } })).code).toBe(
      'request.invalid',
    );
    expect(env(await call(t.app, 'royal', 'forgotByEmail', { query: { username: 'carol1' } })).code).toBe('request.invalid');
    expect(env(await call(t.app, 'lotus', 'forgotByEmail', { query: { username: 'carol1', email: 'carol@mail.com' } })).code).toBe(
      'feature.disabled',
    );
    expect(await snapshot(t.app)).toEqual(before);
  });
});

describe('change password', () => {
  it('checks the old password and refuses new = old', async () => {
    const token = String((await loginAs('carol1', 'fresh123', '10.5.1.1')).value?.token);
    const before = await snapshot(t.app);
    const change = (body: unknown) => call(t.app, 'royal', 'changePassword', { token, body }).then(env);
    expect((await change({ oldPassword: 'wrong12', newPassword: 'next1234', confirmNewPassword: 'next1234' })).code).toBe(
      'modify.old.invalid',
    );
    expect((await change({ oldPassword: 'fresh123', newPassword: 'fresh123', confirmNewPassword: 'fresh123' })).code).toBe(
      'request.invalid',
    );
    expect((await change({ oldPassword: 'fresh123', newPassword: 'next1234', confirmNewPassword: 'next1235' })).value).toMatchObject({
      fields: { confirmNewPassword: { id: 'in_confirmation_correct' } },
    });
    expect((await change({ oldPassword: 'fresh123', newPassword: 'x', confirmNewPassword: 'x' })).code).toBe('request.invalid');
    expect(env(await call(t.app, 'royal', 'changePassword', { body: { oldPassword: 'a' } })).code).toBe('session.not.logged.in');
    expect(await snapshot(t.app)).toEqual(before);
  });
});

describe('set password by phone', () => {
  const sendReset = async () =>
    env(
      await call(t.app, 'royal', 'smsSend', {
        body: {
          mobileNum: '88887777',
          countryDialingCode: '+855',
          purpose: 'reset',
          humanVerification: await knownCaptcha(t.app, 'royal'),
        },
        ip: '10.5.2.1',
      }),
    );

  it('resets with the SMS code; new = current keeps the code; the code is single use; old sessions end', async () => {
    const token = String((await loginAs('carol1', 'fresh123', '10.5.2.2')).value?.token);
    expect((await sendReset()).success).toBe(true);
    const code = await lastSmsCode(t.app, '+85588887777');
    const body = { mobileNum: '88887777', countryDialingCode: '+855', verificationCode: code };
    const same = env(await call(t.app, 'royal', 'setPasswordByPhone', { body: { ...body, newPassword: 'fresh123' } }));
    expect(same.code).toBe('modify.new.old.same');
    const ok = env(await call(t.app, 'royal', 'setPasswordByPhone', { body: { ...body, newPassword: 'phone123' } }));
    expect(ok.success).toBe(true);
    expect((await loginAs('carol1', 'phone123', '10.5.2.3')).success).toBe(true);
    expect(env(await call(t.app, 'royal', 'memberInfo', { token })).code).toBe('session.logged.out');
    const again = env(await call(t.app, 'royal', 'setPasswordByPhone', { body: { ...body, newPassword: 'other123' } }));
    expect(again.code).toBe('sms.code.invalid');
  });

  it('refuses bad input, bad ciphertext, unknown numbers, without writing', async () => {
    const before = await snapshot(t.app);
    const body = { mobileNum: '88887777', countryDialingCode: '+855', verificationCode: '123456', newPassword: 'phone999' };
    expect(env(await call(t.app, 'royal', 'setPasswordByPhone', { body: { ...body, mobileNum: '123' } })).value).toMatchObject({
      fields: { mobileNum: { id: 'in_mobileNum_error' } },
    });
    expect(env(await call(t.app, 'royal', 'setPasswordByPhone', { body: { ...body, verificationCode: '12345678901' } })).code).toBe(
      'request.invalid',
    );
    expect(env(await call(t.app, 'royal', 'setPasswordByPhone', { body: { ...body, mobileNum: '11112222' } })).code).toBe(
      'sms.code.invalid',
    );
    expect(env(await call(t.app, 'royal', 'setPasswordByPhone', { body, encrypt: 'tiger-demo-payload-key-change-me' })).code).toBe(
      'request.decrypt.failed',
    );
    expect(env(await call(t.app, 'tiger', 'setPasswordByPhone', { body })).code).toBe('feature.disabled');
    expect(await snapshot(t.app)).toEqual(before);
  });
});
