/**
 * `npm run tenant:check [dir] [--catalogs <root>] [--themes <dir>] [--assets <dir>]`: validates every tenant file, and that every
 * language a tenant lists has complete catalogs (the .po files under the project root, or under
 * `<root>`), and that its theme's colours pass WCAG AA for every pair the site draws
 * (`tenants/contrast.ts`), and its identity files (`tenants/identity.ts`); names the file, the path and the problem (the failing colour pair).
 */
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { themeContrastProblems } from '../tenants/contrast';
import { identityProblems } from '../tenants/identity';
import { checkTenantFile, TENANTS_DIR, tenantFiles } from '../tenants/load';
import { ROOT } from './i18n/catalog-state';
import { languageProblems, missingCounter } from './i18n/tenant-languages';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { assets: { type: 'string' }, catalogs: { type: 'string' }, themes: { type: 'string' } },
});
const dir = positionals[0] ?? TENANTS_DIR;
const missing = missingCounter(values.catalogs ?? ROOT);
const results = tenantFiles(dir).map((file) => checkTenantFile(file));
if (results.length === 0) {
  console.error(`No tenant files (*.json) in ${dir}`);
  process.exit(1);
}
let bad = 0;
for (const r of results) {
  const problems = r.ok
    ? [
        ...languageProblems(r.tenant, missing),
        ...themeContrastProblems(r.tenant.theme, values.themes ? `${values.themes.replace(/\/$/, '')}/` : undefined).map(
          (p) => `theme ${r.tenant.theme}: ${p}`,
        ),
        ...identityProblems(r.tenant, values.assets ?? join(dir, 'assets')),
      ]
    : r.problems;
  if (problems.length === 0 && r.ok) {
    console.log(`ok    ${relative(process.cwd(), r.file)} (${r.tenant.brandName}, ${r.tenant.merchantCode})`);
  } else {
    bad += 1;
    const name = r.ok ? `${relative(process.cwd(), r.file)} (tenant ${r.tenant.id})` : relative(process.cwd(), r.file);
    for (const problem of problems) console.error(`FAIL  ${name}: ${problem}`);
  }
}
const codes = results.flatMap((r) => (r.ok ? [r.tenant.merchantCode] : []));
const dupes = codes.filter((c, i) => codes.indexOf(c) !== i);
for (const d of dupes) {
  bad += 1;
  console.error(`FAIL  merchantCode ${d} is used by more than one tenant`);
}
console.log(`${results.length} tenant files, ${bad === 0 ? 'all valid' : `${bad} with problems`}`);
process.exit(bad === 0 ? 0 : 1);
