/**
 * The host shares a react-router with the exports router-exports.ts names (the remotes get no copy
 * of their own): every name any source file imports from 'react-router' must be among them, and
 * each must be a real export of react-router.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ReactRouter from 'react-router';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !/test-utils\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Value names imported from 'react-router' (type-only imports need no runtime export). */
function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router['"]/g)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]?.trim() ?? name);
    }
  }
  return names;
}

const facade = readFileSync(join(__dirname, 'router-exports.ts'), 'utf8');
const shared = new Set(
  (facade.match(/export\s*\{([^}]*)\}\s*from\s*'react-router-full'/)?.[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

describe('the shared react-router', () => {
  it('names only real react-router exports', () => {
    expect(shared.size).toBeGreaterThan(5);
    for (const name of shared) expect(ReactRouter, name).toHaveProperty(name);
  });

  it('holds every export the shell and the remotes import', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        if (!shared.has(name)) missing.push(`${name} (${file.slice(SRC.length + 1)})`);
      }
    }
    expect(missing, 'add these to src/shell/federation/router-exports.ts').toEqual([]);
  });
});
