/**
 * An SMS is written in the language of the request that caused it: a login code asked for in
 * Thai, Arabic or Chinese (the platform `Language` header) comes out in that language, with the
 * code in Latin digits; without a header, in the brand's default language (royal: Khmer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TEXTS } from '../../accounts/outbox-texts';
import { LIMITS } from '../../accounts/settings';
import { say } from '../../i18n/strings';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, env, knownCaptcha, lastSmsCode, makeMember } from './test-support';

let t: TestApp;
const MOBILES = { th: '71110001', ar: '71110002', zh: '71110003', km: '71110004' } as const;
beforeAll(async () => {
  t = await accountTestApp();
  for (const [lang, mobile] of Object.entries(MOBILES))
    await makeMember(t.app, 'royal', { username: `sms${lang}1`, password: 'secret12', mobile });
});
afterAll(() => t.close());

const lastSms = async (mobile: string) =>
  (
    await t.app.db.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC LIMIT 1", [
      `+855${mobile}`,
    ])
  )[0]?.body ?? '';

describe('SMS in the request language', () => {
  it.each([
    { lang: 'th', header: 'TH', script: /[\u0e00-\u0e7f]/ },
    { lang: 'ar', header: 'AR', script: /[\u0600-\u06ff]/ },
    { lang: 'zh', header: 'CN', script: /[\u4e00-\u9fff]/ },
    { lang: 'km', header: undefined, script: /[\u1780-\u17ff]/ },
  ] as const)('a login code asked for in $lang', async ({ lang, header, script }) => {
    const mobile = MOBILES[lang];
    const sent = env(
      await call(t.app, 'royal', 'smsSend', {
        body: { countryDialingCode: '+855', mobileNum: mobile, purpose: 'login', humanVerification: await knownCaptcha(t.app, 'royal') },
        ip: `10.61.0.${mobile.slice(-1)}`,
        ...(header ? { language: header } : {}),
      }),
    );
    expect(sent.success).toBe(true);
    const body = await lastSms(mobile);
    const code = await lastSmsCode(t.app, `+855${mobile}`);
    const brand = t.app.tenants.get('royal')?.brandName ?? '';
    expect(body).toBe(say(OUTBOX_TEXTS, lang, 'smsCode', { brand, code, minutes: Math.round(LIMITS.smsTtlMs / 60_000) }));
    expect(body).toMatch(script);
    expect(body).not.toMatch(/verification code|expires/);
  });
});
