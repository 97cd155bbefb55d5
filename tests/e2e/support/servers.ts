/** Where the e2e servers run; global-setup writes it to E2E_SERVERS for the workers. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type ServerKey = 'main' | 'ops';

export type ServerInfo = {
  port: number;
  /** Everything the server was started with; the operator CLI gets the same. */
  env: Record<string, string>;
  tmpDir: string;
};

export function servers(): Record<ServerKey, ServerInfo> {
  const raw = process.env.E2E_SERVERS;
  if (!raw) throw new Error('E2E_SERVERS is not set: run the suite with `npx playwright test` (global setup)');
  return JSON.parse(raw) as Record<ServerKey, ServerInfo>;
}

export type TenantFacts = { id: string; brandName: string; defaultLanguage: string; logoText: string };

export function tenant(id: string): TenantFacts {
  return JSON.parse(readFileSync(join(ROOT, 'tenants', `${id}.json`), 'utf8')) as TenantFacts;
}
