/**
 * `npm run tenant:check [dir]`: validates every tenant file (tenants/*.json by default).
 * Prints each bad file with the path inside it and what is wrong; exits 1 when any is bad.
 */
import { relative, resolve } from 'node:path';
import { checkTenantFile, TENANTS_DIR, tenantFiles } from '../tenants/load';

const dir = resolve(process.argv[2] ?? TENANTS_DIR);
const files = tenantFiles(dir);
if (files.length === 0) {
  console.error(`tenant:check: no tenant files in ${relative(process.cwd(), dir) || '.'}`);
  process.exit(1);
}

let bad = 0;
const codes = new Map<string, string>();
for (const file of files) {
  const name = relative(process.cwd(), file);
  const result = checkTenantFile(file);
  if (!result.ok) {
    bad += 1;
    console.error(`✗ ${name}`);
    for (const problem of result.problems) console.error(`    ${problem}`);
    continue;
  }
  const other = codes.get(result.tenant.merchantCode);
  if (other) {
    bad += 1;
    console.error(`✗ ${name}`);
    console.error(`    merchantCode: "${result.tenant.merchantCode}" is also used by ${other}`);
    continue;
  }
  codes.set(result.tenant.merchantCode, name);
  console.log(`✓ ${name} (${result.tenant.id}: ${result.tenant.brandName})`);
}

console.log(`${files.length - bad} of ${files.length} tenant files valid`);
if (bad > 0) process.exit(1);
