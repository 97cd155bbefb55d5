/** `npm run tenant:check [dir]`: validates every tenant file; names the file, the path and the problem. */
import { relative } from 'node:path';
import { checkTenantFile, TENANTS_DIR, tenantFiles } from '../tenants/load';

const dir = process.argv[2] ?? TENANTS_DIR;
const results = tenantFiles(dir).map((file) => checkTenantFile(file));
if (results.length === 0) {
  console.error(`No tenant files (*.json) in ${dir}`);
  process.exit(1);
}
let bad = 0;
for (const r of results) {
  if (r.ok) {
    console.log(`ok    ${relative(process.cwd(), r.file)} (${r.tenant.brandName}, ${r.tenant.merchantCode})`);
  } else {
    bad += 1;
    for (const problem of r.problems) console.error(`FAIL  ${relative(process.cwd(), r.file)}: ${problem}`);
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
