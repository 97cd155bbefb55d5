/**
 * The demo's staff: one member per role, with published passwords and TOTP secrets (docs/console.md).
 * For a demo or a test server only: `npm run ops -- staff seed-demo`. Members that exist are left as
 * they are.
 */
import type { Db } from '../../db/types';
import { staffByUsername } from '../auth/staff-repo';
import type { Role } from '../permissions';
import { createStaff } from './service';

export type DemoStaff = { username: string; displayName: string; role: Role; password: string; totpSecret: string };

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    username: 'demo-admin',
    displayName: 'Demo Administrator',
    role: 'administrator',
    password: 'Orchid-Admin-2026!',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA',
  },
  {
    username: 'demo-cashier',
    displayName: 'Demo Cashier',
    role: 'cashier',
    password: 'Orchid-Cashier-2026!',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLB',
  },
  {
    username: 'demo-support',
    displayName: 'Demo Support',
    role: 'support',
    password: 'Orchid-Support-2026!',
    totpSecret: 'ONSWG4TFOQQGC3TEEBZWK3DFMN2AGC3C',
  },
  {
    username: 'demo-content',
    displayName: 'Demo Content',
    role: 'content',
    password: 'Orchid-Content-2026!',
    totpSecret: 'MNXW45DFNZ2CAZLENF2G64RAMNXW45DD',
  },
  {
    username: 'demo-readonly',
    displayName: 'Demo Read-only',
    role: 'readonly',
    password: 'Orchid-Readonly-2026!',
    totpSecret: 'OJSWCZDPNZWHSIDTORQWMZRAOJSWCZDE',
  },
];

/** Creates the demo members that do not exist yet; returns one line per member. */
export async function seedDemoStaff(db: Db, knownBrands: readonly string[], now: Date): Promise<string[]> {
  const lines: string[] = [];
  for (const d of DEMO_STAFF) {
    if (await staffByUsername(db, d.username)) {
      lines.push(`${d.username}: exists, left as it is`);
      continue;
    }
    await createStaff(
      db,
      { staffId: null, actor: 'ops' },
      { username: d.username, displayName: d.displayName, role: d.role, brands: 'all', password: d.password },
      knownBrands,
      now,
      d.totpSecret,
    );
    lines.push(`${d.username}: created (${d.role}, every brand)`);
  }
  return lines;
}
