/**
 * One file-naming scheme for the code (docs/architecture.md, "File names"): React components are
 * `PascalCase.tsx`, a hook's file is named after the hook it exports (`useThing.ts(x)`), every
 * other module is kebab-case (`scroll-lock.ts`, `member-info.ts`). A test file takes the name of
 * what it tests. Generated catalogs (`locales/`) are left out.
 */
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CODE = ['src', 'server', 'console', 'scripts', 'tests', 'tenants'].map((folder) => `${folder}/**/*.{ts,tsx,mts,js,mjs}`);
const SKIP = ['**/node_modules/**', '**/locales/**', '**/dist/**'];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** The name's stem: `Foo.test.tsx` → `Foo`, `postgres.d.mts` → `postgres`. */
const stemOf = (file: string) => (file.split('/').pop() ?? '').split('.')[0] ?? '';
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

/** Why a file's name breaks the scheme, or null when it follows it. */
function nameProblem(file: string, source: () => string): string | null {
  const stem = stemOf(file);
  if (KEBAB.test(stem)) return null;
  if (HOOK.test(stem)) {
    if (isTest(file)) return null;
    const exported = new RegExp(`export (async )?(function|const) ${stem}\\b`).test(source());
    return exported ? null : `a hook file is named after the hook it exports, and ${stem} is not exported`;
  }
  if (PASCAL.test(stem)) return file.endsWith('.tsx') ? null : 'a PascalCase name is for a React component file (.tsx)';
  return 'modules other than components and hooks have kebab-case names';
}

describe('file names', () => {
  it('follow the scheme: PascalCase.tsx components, useThing hooks, kebab-case modules', () => {
    const files = CODE.flatMap((pattern) => globSync(pattern, { exclude: SKIP })).map((file) => file.replaceAll('\\', '/'));
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) => {
      const problem = nameProblem(file, () => readFileSync(file, 'utf8'));
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('tells each kind of wrong name from a right one', () => {
    const none = () => '';
    expect(nameProblem('src/kernel/ui/scroll-lock.ts', none)).toBeNull();
    expect(nameProblem('src/kernel/ui/Popup.tsx', none)).toBeNull();
    expect(nameProblem('src/kernel/ui/Popup.test.tsx', none)).toBeNull();
    expect(nameProblem('src/a/useThing.ts', () => 'export function useThing() {}')).toBeNull();
    expect(nameProblem('src/a/useThing.test.tsx', none)).toBeNull();
    expect(nameProblem('src/a/scrollLock.ts', none)).toMatch(/kebab-case/);
    expect(nameProblem('src/a/snake_case.ts', none)).toMatch(/kebab-case/);
    expect(nameProblem('src/a/Table.ts', none)).toMatch(/component/);
    expect(nameProblem('src/a/useThing.ts', () => 'export function useOther() {}')).toMatch(/not exported/);
  });
});
