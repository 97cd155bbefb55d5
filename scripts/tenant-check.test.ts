/**
 * `npm run tenant:check` refuses a tenant listing a language whose catalogs are not complete,
 * naming the tenant, the language and how many messages it misses (catalogs from a fixture root).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './i18n/catalog-state';
import { languageProblems } from './i18n/tenant-languages';

const work = mkdtempSync(join(tmpdir(), 'tenant-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function check(...args: string[]) {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/tenant-check.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const po = (lang: string, entries: [string, string][]) =>
  `msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n\n${entries.map(([id, str]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}`).join('\n\n')}\n`;

function writeCatalog(root: string, lang: string, entries: [string, string][]): void {
  mkdirSync(join(root, 'src/locales', lang), { recursive: true });
  writeFileSync(join(root, 'src/locales', lang, 'messages.po'), po(lang, entries));
}

describe('languageProblems', () => {
  it('names each listed language (and the default) that misses messages, with the count', () => {
    const missing = (lang: string) => ({ vi: 12, ja: 1, ru: 3 })[lang] ?? 0;
    expect(languageProblems({ defaultLanguage: 'km', languages: ['km', 'en'] }, missing)).toEqual([]);
    const problems = languageProblems({ defaultLanguage: 'ru', languages: ['km', 'vi', 'ja'] }, missing);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^defaultLanguage: "ru" has no complete catalog \(3 messages missing\)/);
    expect(problems[1]).toMatch(/^languages: "vi" has no complete catalog \(12 messages missing\)/);
    expect(problems[2]).toMatch(/^languages: "ja" has no complete catalog \(1 message missing\)/);
  });
});

describe('npm run tenant:check', () => {
  it('refuses a tenant listing a language without a complete catalog: tenant, language and count', () => {
    const catalogs = join(work, 'catalogs');
    const tenants = join(work, 'tenants');
    mkdirSync(tenants, { recursive: true });
    writeCatalog(catalogs, 'en', [
      ['Deposit', 'Deposit'],
      ['Withdraw', 'Withdraw'],
      ['Log in', 'Log in'],
    ]);
    writeCatalog(catalogs, 'km', [
      ['Deposit', 'ដាក់ប្រាក់'],
      ['Withdraw', 'ដកប្រាក់'],
      ['Log in', 'ចូល'],
    ]);
    writeCatalog(catalogs, 'vi', [
      ['Deposit', 'Nạp tiền'],
      ['Withdraw', ''],
      ['Log in', ''],
    ]);
    const royal = JSON.parse(readFileSync(join(ROOT, 'tenants/royal.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(tenants, 'royal.json'), JSON.stringify({ ...royal, defaultLanguage: 'km', languages: ['km', 'en', 'vi', 'ja'] }));

    const refused = check(tenants, '--catalogs', catalogs);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/FAIL {2}\S*royal\.json \(tenant royal\): languages: "vi" has no complete catalog \(2 messages missing\)/);
    // no catalog at all: every message missing
    expect(refused.out).toMatch(/\(tenant royal\): languages: "ja" has no complete catalog \(3 messages missing\)/);
    expect(refused.out).not.toMatch(/"km"|"en"/);

    writeCatalog(catalogs, 'vi', [
      ['Deposit', 'Nạp tiền'],
      ['Withdraw', 'Rút tiền'],
      ['Log in', 'Đăng nhập'],
    ]);
    writeFileSync(join(tenants, 'royal.json'), JSON.stringify({ ...royal, defaultLanguage: 'km', languages: ['km', 'en', 'vi'] }));
    const accepted = check(tenants, '--catalogs', catalogs);
    expect(accepted.out).toContain('1 tenant files, all valid');
    expect(accepted.code).toBe(0);
  });

  it('refuses a theme whose colours fail WCAG AA, naming the pair and its ratio', () => {
    const tenants = join(work, 'tenants-contrast');
    const themes = join(work, 'themes');
    mkdirSync(tenants, { recursive: true });
    mkdirSync(themes, { recursive: true });
    const royal = JSON.parse(readFileSync(join(ROOT, 'tenants/royal.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(tenants, 'royal.json'), JSON.stringify({ ...royal, theme: 'pale' }));
    const css = readFileSync(join(ROOT, 'themes/royal.css'), 'utf8').replace("data-theme='royal'", "data-theme='pale'");
    writeFileSync(join(themes, 'pale.css'), css.replace(/--color-muted: #[0-9a-f]{6};/, '--color-muted: #3a4470;'));
    const refused = check(tenants, '--themes', themes);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /\(tenant royal\): theme pale: --color-muted #3a4470 on --color-surface #1b2656: 1\.\d\d:1, needs 4\.5:1 \(muted text\)/,
    );
    writeFileSync(join(themes, 'pale.css'), css);
    expect(check(tenants, '--themes', themes).code).toBe(0);
  });

  it('refuses an identity file that breaks its rules, naming field, file and problem (assets beside the tenant files)', () => {
    const tenants = join(work, 'tenants-identity');
    mkdirSync(join(tenants, 'assets/royal'), { recursive: true });
    const royal = JSON.parse(readFileSync(join(ROOT, 'tenants/royal.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(tenants, 'royal.json'), JSON.stringify({ ...royal, identity: { logo: 'logo.svg' } }));
    writeFileSync(
      join(tenants, 'assets/royal/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30" onload="steal()"><rect width="9" height="9"/></svg>',
    );
    const refused = check(tenants);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/\(tenant royal\): identity\.logo \(assets\/royal\/logo\.svg\): has an event attribute \(onload\)/);
    writeFileSync(
      join(tenants, 'assets/royal/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect width="9" height="9"/></svg>',
    );
    expect(check(tenants).code).toBe(0);
  });

  it('the demo tenants list only languages whose catalogs are complete', () => {
    const r = check();
    expect(r.out).toMatch(/\d+ tenant files, all valid/);
    expect(r.code).toBe(0);
  });
});
