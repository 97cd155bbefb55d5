/**
 * The host shares subsets of react-router and valibot (see README.md here); the remotes
 * bundle no copy of their own. Every name a source file imports from those packages (or calls on
 * a namespace import of them: `v.object`) must be in the subset, and each subset name must be a
 * real export of the package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ReactRouter from 'react-router';
import * as Valibot from 'valibot';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..', '..');
const SUBSETS = [
  { key: 'react-router', file: 'react-router.ts', full: 'react-router-full', real: ReactRouter },
  { key: 'valibot', file: 'valibot.ts', full: 'valibot-full', real: Valibot },
] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') && !/\.(test|spec)\.tsx?$/.test(e.name) && !/test-utils\.tsx?$/.test(e.name)
      ? [path]
      : [];
  });
}

const escapeRe = (s: string) => s.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Value names imported from `key` (type-only imports need no run-time export), and the run-time
 * exports of `real` used as `ns.name` of a namespace import (`import * as ns from 'key'`).
 */
function importedNames(code: string, key: string, real: object): string[] {
  const names: string[] = [];
  const ns = new RegExp(`import\\s+\\*\\s+as\\s+(\\w+)\\s+from\\s*['"]${escapeRe(key)}['"]`, 'g');
  for (const m of code.matchAll(ns)) {
    for (const use of code.matchAll(new RegExp(`\\b${m[1]}\\.([A-Za-z_$][\\w$]*)`, 'g'))) if (use[1] && use[1] in real) names.push(use[1]);
  }
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escapeRe(key)}['"]`, 'g');
  for (const m of code.matchAll(re)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]?.trim() ?? name);
    }
  }
  return names;
}

function subsetNames(file: string, full: string): Set<string> {
  const code = readFileSync(join(__dirname, file), 'utf8');
  const list = code.match(new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${escapeRe(full)}'`))?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

const files = sourceFiles(SRC).map((path) => ({ path, code: readFileSync(path, 'utf8') }));

describe.each(SUBSETS)('the shared $key subset', ({ key, file, full, real }) => {
  const names = subsetNames(file, full);

  it('names only real exports of the package', () => {
    expect(names.size).toBeGreaterThan(1);
    for (const name of names) expect(real, name).toHaveProperty(name);
  });

  it('holds every name the shell and the remotes import', () => {
    const missing: string[] = [];
    for (const { path, code } of files) {
      for (const name of importedNames(code, key, real)) if (!names.has(name)) missing.push(`${name} (${path.slice(SRC.length + 1)})`);
    }
    expect(missing, `add these to src/shell/federation/shared/${file}`).toEqual([]);
  });

  it('is the only import of the real package under its alias', () => {
    const users = files.filter(({ code }) => code.includes(`'${full}'`)).map(({ path }) => path.slice(SRC.length + 1));
    expect(users).toEqual([`shell/federation/shared/${file}`]);
  });
});
