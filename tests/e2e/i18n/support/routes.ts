/**
 * The route table (src/kernel/routing/paths.ts) as the browser specs read it: each route's path and
 * whether it needs a login. Read from the source text, as the table's titles are Lingui macros that
 * only run compiled.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/servers';

export type Route = { key: string; path: string; needsLogin: boolean };

export function routeTable(): Route[] {
  const source = readFileSync(join(ROOT, 'src', 'kernel', 'routing', 'paths.ts'), 'utf8');
  const table = source.slice(source.indexOf('export const paths = {'), source.indexOf('} satisfies Record'));
  const routes: Route[] = [];
  for (const line of table.split('\n')) {
    const m = /^\s*(\w+): r\('([^']+)', '\w+', msg`[^`]*`(.*)\),\s*$/.exec(line);
    if (!m) continue;
    const [, key = '', path = '', more = ''] = m;
    routes.push({ key, path: `/m/${path}`, needsLogin: /\bmember\b|needsLogin: true/.test(more) });
  }
  if (routes.length < 40) throw new Error(`read only ${routes.length} routes from paths.ts: has its form changed?`);
  return routes;
}
