/**
 * Finding 6: nobody can learn which mobile numbers or names are members by asking. Known and
 * unknown numbers get the same answers from SMS send (login, reset) and set-password-by-phone;
 * availability checks are limited per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestApp, call, count, env, knownCaptcha, makeMember } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'known1', password: 'secret12', mobile: '55554444' });
  await makeMember(t.app, 'royal', { username: 'known2', password: 'secret12', mobile: '55553333' });
});
afterAll(() => t.close());

const shape = (e: ReturnType<typeof env>) => ({ success: e.success, code: e.code, message: e.message, keys: Object.keys(e.value ?? {}) });

describe('account enumeration', () => {
  it('SMS send for login and reset answers the same for a member and a stranger; only the member gets an SMS', async () => {
    for (const [purpose, member, stranger] of [
      ['login', '55554444', '99990000'],
      ['reset', '55553333', '99991111'],
    ] as const) {
      const send = async (mobileNum: string, ip: string) =>
        env(
          await call(t.app, 'royal', 'smsSend', {
            body: { mobileNum, countryDialingCode: '+855', purpose, humanVerification: await knownCaptcha(t.app, 'royal') },
            ip,
          }),
        );
      const outbox = await count(t.app, 'outbox');
      const known = await send(member, `10.40.${purpose.length}.1`);
      const unknown = await send(stranger, `10.40.${purpose.length}.2`);
      expect(shape(unknown)).toEqual(shape(known));
      expect(known).toMatchObject({ success: true });
      expect(await count(t.app, 'outbox')).toBe(outbox + 1);
      // the per-number limit counts the stranger's number alike
      const again = await send(stranger, `10.40.${purpose.length}.3`);
      const againKnown = await send(member, `10.40.${purpose.length}.4`);
      expect(shape(again)).toEqual(shape(againKnown));
      expect(again.code).toBe('sms.rate.limited');
    }
  });

  it('set password by phone answers a stranger like a wrong code', async () => {
    const body = (mobileNum: string) => ({ mobileNum, countryDialingCode: '+855', verificationCode: '123456', newPassword: 'newpass12' });
    const known = env(await call(t.app, 'royal', 'setPasswordByPhone', { body: body('55554444') }));
    const unknown = env(await call(t.app, 'royal', 'setPasswordByPhone', { body: body('99990000') }));
    expect(shape(unknown)).toEqual(shape(known));
    expect(known.code).toBe('sms.code.invalid');
  });

  it('username checks are limited per address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 35; i++)
      codes.push(env(await call(t.app, 'royal', 'checkUsername', { query: { username: `probe${i}` }, ip: '10.41.0.1' })).code);
    expect(codes.slice(0, 30).every((c) => c === 'ok')).toBe(true);
    expect(codes.slice(30)).toContain('request.rate.limited');
    // another address is not affected
    expect(env(await call(t.app, 'royal', 'checkUsername', { query: { username: 'probe99' }, ip: '10.41.0.2' })).code).toBe('ok');
  });
});
