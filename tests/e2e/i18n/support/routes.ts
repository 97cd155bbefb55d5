/**
 * The route table as the browser specs read it: the host's own routes (src/kernel/routing/paths.ts)
 * and every remote's (src/remotes/<name>/manifest.ts), each route's path and whether it needs a
 * login. Read from the source text, as the tables' titles are Lingui macros that only run compiled.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/servers';

export type Route = { key: string; path: string; needsLogin: boolean };

/** The files that hold route tables: the host's and each remote's manifest. */
function tableFiles(): string[] {
  const remotes = join(ROOT, 'src', 'remotes');
  const manifests = readdirSync(remotes)
    .map((name) => join(remotes, name, 'manifest.ts'))
    .filter((file) => existsSync(file));
  return [join(ROOT, 'src', 'kernel', 'routing', 'paths.ts'), ...manifests];
}

/** `key: r('path', 'owner', msg`Title`, more),` — one entry of a table. */
const ENTRY = /^\s*(\w+): r\('([^']+)', '\w+', msg`[^`]*`(.*)\),\s*$/gm;

export function routeTable(): Route[] {
  const routes: Route[] = [];
  for (const file of tableFiles()) {
    for (const [, key = '', path = '', more = ''] of readFileSync(file, 'utf8').matchAll(ENTRY)) {
      routes.push({ key, path: `/m/${path}`, needsLogin: /\bmember\b|needsLogin: true/.test(more) });
    }
  }
  if (routes.length < 40) throw new Error(`read only ${routes.length} routes from the route tables: has their form changed?`);
  return routes;
}
