import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTempDirs } from '../server/test/temp-dirs';
import { checkTenantFile, loadTenants } from './load';
import { scaffoldTenant } from './scaffold';
import { TenantSchema } from './schema';

const temp = testTempDirs();

function writeTenant(content: unknown, id = 'brand'): string {
  const dir = temp.make('tenant-');
  const file = join(dir, `${id}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('tenant files', () => {
  it('loads the three demo brands with their distinguishing settings', () => {
    const byId = Object.fromEntries(loadTenants().map((t) => [t.id, t]));
    expect(Object.keys(byId).sort()).toEqual(['lotus', 'royal', 'tiger']);
    expect(byId.royal?.defaultLanguage).toBe('km');
    expect(byId.royal?.whitelabel.MOBLOGIN3).toBe(true);
    expect(byId.lotus?.defaultLanguage).toBe('en');
    expect(byId.lotus?.age).toBe(21);
    expect(byId.lotus?.templates.mem_cen).toBe(1);
    expect(byId.lotus?.whitelabel.USERNAMEREG3).toBe(false);
    expect(byId.tiger?.defaultLanguage).toBe('zh');
    expect(byId.tiger?.whitelabel.CAPTCHA3).toBe(true);
    expect(byId.tiger?.whitelabel.FACEBOOKLOGIN3).toBe(false);
  });

  it('a scaffolded tenant is valid', () => {
    expect(v.safeParse(TenantSchema, scaffoldTenant('newbrand')).success).toBe(true);
  });

  it('names the path and the problem of a bad file', () => {
    const bad = scaffoldTenant('brand') as unknown as Record<string, unknown>;
    bad.age = 19;
    const result = checkTenantFile(writeTenant(bad));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join('\n')).toMatch(/^age: /m);
  });

  it('rejects an unknown flag, a missing flag and no registration method', () => {
    const t = scaffoldTenant('brand');
    const extra = { ...t, whitelabel: { ...t.whitelabel, NEWFLAG3: true } };
    expect(checkTenantFile(writeTenant(extra)).ok).toBe(false);
    const { REWCEN3: _dropped, ...missing } = t.whitelabel;
    const r2 = checkTenantFile(writeTenant({ ...t, whitelabel: missing }));
    expect(!r2.ok && r2.problems.join()).toMatch(/whitelabel\.REWCEN3/);
    const none = { ...t, whitelabel: { ...t.whitelabel, USERNAMEREG3: false, MOBILENUMREG3: false } };
    const r3 = checkTenantFile(writeTenant(none));
    expect(!r3.ok && r3.problems.join()).toMatch(/registration method/);
  });

  it('rejects invalid JSON and an id that differs from the file name', () => {
    expect(checkTenantFile(writeTenant('{ nope')).ok).toBe(false);
    const r = checkTenantFile(writeTenant(scaffoldTenant('other'), 'brand'));
    expect(!r.ok && r.problems.join()).toMatch(/file name/);
  });
});
