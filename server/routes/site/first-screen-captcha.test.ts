/**
 * The captcha in the login page's HTML (first-screen-captcha.ts): a brand that always asks for one
 * (tiger, CAPTCHA3) gets a fresh, usable captcha in each login page, as picture and as data for the
 * form; other brands none; an address past its minute's share gets the field without one (the form
 * then calls for it) until the minute is over; an image that is not our PNG data URL is left out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaValueSchema } from '../../../src/contracts/account/captcha';
import { BOOT_CAPTCHA_ID } from '../../../src/contracts/boot-html';
import * as v from 'valibot';
import { captchaTestObserver, consumeCaptcha } from '../../accounts/captchas';
import { clockFrom } from '../../test/clock';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';
import { BOOT_MANIFEST_FILE } from './boot-html';
import { firstScreenHtml } from './first-screen';
import { PAGE_CAPTCHAS_PER_MINUTE } from './first-screen-captcha';
import { loginTexts } from './first-screen-pages';

const t = siteTestApp({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });
const at = clockFrom(new Date());
const login = async (host: string, remoteAddress = '10.1.1.1') =>
  (await t.app.inject({ method: 'GET', url: '/m/login', headers: { host }, remoteAddress })).body;
const dataOf = (page: string) => {
  const json = page.match(new RegExp(`<script type="application/json" id="${BOOT_CAPTCHA_ID}">(.*?)</script>`))?.[1];
  return json ? v.parse(CaptchaValueSchema, JSON.parse(json)) : null;
};
const pictureOf = (page: string) => page.match(/<div class="fs-captcha"><img src="([^"]+)" width="240" height="70" alt=""><\/div>/)?.[1];

afterEach(() => {
  captchaTestObserver.onCreate = null;
});

describe('the captcha in the login page', () => {
  it('tiger: each login page carries a fresh captcha, as picture and as data, usable once with its answer', async () => {
    const answers = new Map<string, string>();
    captchaTestObserver.onCreate = (id, answer) => answers.set(id, answer);
    const first = await login('tiger.localhost');
    const second = await login('tiger.localhost');
    const a = dataOf(first);
    const b = dataOf(second);
    expect(a?.captchaId).toBeTruthy();
    expect(b?.captchaId).not.toBe(a?.captchaId);
    expect(pictureOf(first)).toBe(a?.image);
    expect(first).toContain('<div class="fs-field">图形验证码');
    const id = a?.captchaId ?? '';
    expect(await consumeCaptcha(t.app.db, 'tiger', id, answers.get(id), new Date())).toBe(true);
    expect(await consumeCaptcha(t.app.db, 'tiger', id, answers.get(id), new Date())).toBe(false); // single use
  });

  it('brands that ask for a captcha only after a failure get none in the page', async () => {
    for (const host of ['royal.localhost', 'lotus.localhost']) {
      const page = await login(host);
      expect(page).toContain('data-first-screen="login"');
      expect(dataOf(page), host).toBeNull();
      expect(page).not.toContain('<div class="fs-captcha">');
    }
  });

  it('an address past its share gets the field without a captcha until the minute is over; others still get one', async () => {
    at(0);
    const address = '10.9.9.9';
    for (let i = 0; i < PAGE_CAPTCHAS_PER_MINUTE; i++)
      expect(dataOf(await login('tiger.localhost', address)), `page ${i + 1}`).not.toBeNull();
    const over = await login('tiger.localhost', address);
    expect(dataOf(over)).toBeNull();
    expect(over).toContain('<div class="fs-captcha"></div>');
    expect(dataOf(await login('tiger.localhost', '10.9.9.10'))).not.toBeNull();
    at(1.01);
    expect(dataOf(await login('tiger.localhost', address))).not.toBeNull();
  });

  it('a picture that is not a PNG data URL of ours is left out, with its data', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'tiger.localhost' } })).json().value;
    const texts = loginTexts(status, 'en');
    expect(texts.captcha?.label).toBe('Captcha');
    const bad = {
      captchaId: 'x',
      image: 'data:image/png;base64,AAAA"><script>alert(1)</script>',
      expirationTime: Date.now() + 60_000,
      length: 4,
    };
    const out = firstScreenHtml({ page: 'login', logo: 'TIGER', texts, captcha: bad });
    expect(out.root).toContain('<div class="fs-captcha"></div>');
    expect(out.root + out.head).not.toContain('alert');
    expect(out.head).not.toContain(BOOT_CAPTCHA_ID);
  });
});
