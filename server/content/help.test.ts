import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type HelpEntry } from '../../src/contracts/content/calls';
import { fileTestApp } from '../test/app';
import { call, type Env } from './test/support';

const TOKEN = 'content-help-operator-token';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });

const help = (brand: string, query: Record<string, string>) => call(t.app, brand, 'GET', CONTENT_PATHS.helpCenter, { query });

describe('help centre', () => {
  it('answers the brand entries in the language, with the terms tag and sub-items', async () => {
    const en = (await help('royal', { device: 'MOBILE', moduleId: 'COMM3', lang: 'EN' })).json() as Env<HelpEntry[]>;
    const terms = en.value?.find((e) => e.tag === 'terms');
    expect(terms?.title).toBe('Terms and conditions');
    expect(terms?.content).toContain('Royal Casino');
    expect(terms?.content).toContain(`${t.app.tenants.get('royal')?.age} or older`);
    expect(terms?.children.length).toBe(2);
    expect(en.value?.[0]?.tag).toBe('about');
    const km = (await help('royal', { device: 'MOBILE', moduleId: 'COMM3', lang: 'KM' })).json() as Env<HelpEntry[]>;
    expect(km.value?.find((e) => e.tag === 'terms')?.title).toBe('លក្ខខណ្ឌ');
    const zh = (await help('tiger', { device: 'MOBILE', moduleId: 'COMM3', lang: 'CN' })).json() as Env<HelpEntry[]>;
    expect(zh.value?.find((e) => e.tag === 'terms')?.content).toContain(t.app.tenants.get('tiger')?.brandName);
    const th = (await help('royal', { device: 'MOBILE', moduleId: 'COMM3', lang: 'TH' })).json() as Env<HelpEntry[]>;
    const thTerms = th.value?.find((e) => e.tag === 'terms');
    expect(thTerms?.title).toBe('ข้อกำหนดและเงื่อนไข');
    expect(thTerms?.content).toContain(`<li>คุณมีอายุ ${t.app.tenants.get('royal')?.age} ปีขึ้นไป</li>`);
    expect(thTerms?.children.map((c) => c.title)).toEqual(['บัญชีผู้ใช้', 'โบนัส']);
    const ar = (await help('lotus', { device: 'MOBILE', moduleId: 'COMM3', lang: 'AR' })).json() as Env<HelpEntry[]>;
    expect(ar.value?.find((e) => e.tag === 'about')?.content).toBe(
      `<p>${t.app.tenants.get('lotus')?.brandName} موقع ألعاب عبر الإنترنت للاعبين الذين تبلغ أعمارهم 21 عامًا فأكثر. الألعاب مقدَّمة من مزوّدين مرخَّصين.</p>`,
    );
  });

  it('refuses other devices and modules with 400', async () => {
    const bad: Record<string, string>[] = [
      {},
      { device: 'WEB', moduleId: 'COMM3' },
      { device: 'MOBILE', moduleId: 'X' },
      { device: 'MOBILE', moduleId: 'COMM3', lang: 'x'.repeat(20) },
    ];
    for (const q of bad) expect((await help('royal', q)).statusCode, JSON.stringify(q)).toBe(400);
  });

  it('is off with COMM3 off', async () => {
    const flag = (change: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/api/tenants/royal/flags/COMM3',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ change }),
      });
    expect((await flag('off')).statusCode).toBe(200);
    const r = await help('royal', { device: 'MOBILE', moduleId: 'COMM3' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'feature.disabled' });
    await flag('reset');
    expect((await help('royal', { device: 'MOBILE', moduleId: 'COMM3' })).statusCode).toBe(200);
  });
});
