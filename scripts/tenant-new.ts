/** `npm run tenant:new -- <id>`: writes tenants/<id>.json, a valid brand to edit. */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { TENANTS_DIR } from '../tenants/load';
import { scaffoldTenant } from '../tenants/scaffold';
import { describeIssues, TenantSchema } from '../tenants/schema';

const id = process.argv[2];
if (!id) {
  console.error('Usage: npm run tenant:new -- <id>   (lower-case letters, digits and -)');
  process.exit(1);
}
const tenant = { ...scaffoldTenant(id), domains: [`${id}.localhost`] };
const parsed = v.safeParse(TenantSchema, tenant);
if (!parsed.success) {
  for (const line of describeIssues(parsed.issues)) console.error(`Cannot use "${id}": ${line}`);
  process.exit(1);
}
const file = join(process.argv[3] ?? TENANTS_DIR, `${id}.json`);
if (existsSync(file)) {
  console.error(`${file} exists already; not overwritten.`);
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(parsed.output, null, 2)}\n`);
console.log(`Wrote ${file}. Edit brandName, merchantCode, domains, theme and flags, then run npm run tenant:check.`);
