/** `npm run ops -- staff …`: the first administrator, the list, the rescue actions, the demo members; each audited as `ops`. */
import { describe, expect, it } from 'vitest';
import { OpsError } from '../../ops/actions';
import { staffCommand } from '../../ops/commands/staff';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { staffByUsername } from '../auth/staff-repo';
import { DEMO_STAFF } from './demo';

const t = fileTestApp();
const run = (...args: string[]) => staffCommand.run(args, opsContextOf(t.app));

describe('ops staff command', () => {
  it('creates the first administrator with a generated password that signs in', async () => {
    const out = await run('create', 'First.Admin', '--role', 'administrator', '--name', 'First Admin');
    expect(out).toMatch(/first\.admin: created \(administrator, every brand\)/);
    const password = /Password \(shown once\): (\S+)/.exec(out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const signIn = await t.app.inject({ method: 'POST', url: '/console/api/session', payload: { username: 'first.admin', password } });
    expect(signIn.json().value.next).toBe('enrol');
    const rows = await t.app.db.query<{ actor: string; action: string }>(
      "SELECT actor, action FROM console_audit WHERE target = 'first.admin'",
    );
    expect(rows).toEqual([{ actor: 'ops', action: 'staff.create' }]);
  });

  it('refuses a weak password, an unknown role or brand, and a taken name, with a clear message', async () => {
    await expect(run('create', 'weakling', '--role', 'cashier', '--password', 'short')).rejects.toThrow(/at least 12/);
    await expect(run('create', 'someone', '--role', 'boss')).rejects.toThrow(OpsError);
    await expect(run('create', 'someone', '--role', 'cashier', '--brands', 'nowhere')).rejects.toThrow(/Unknown brands: nowhere/);
    await run('create', 'taken-name', '--role', 'readonly', '--brands', 'royal,lotus');
    await expect(run('create', 'taken-name', '--role', 'readonly')).rejects.toThrow(/taken/);
    expect(await run('list')).toMatch(/taken-name\s+readonly\s+royal,lotus\s+\(not enrolled\)/);
  });

  it('disables, enables, unlocks and resets a second factor', async () => {
    await run('create', 'rescue-me', '--role', 'support', '--password', 'Ledger-Lantern-4417');
    expect(await run('disable', 'rescue-me')).toMatch(/disabled/);
    expect((await staffByUsername(t.app.db, 'rescue-me'))?.disabled_at).not.toBeNull();
    expect(await run('enable', 'rescue-me')).toMatch(/enabled/);
    expect(await run('unlock', 'rescue-me')).toMatch(/unlocked/);
    expect(await run('reset-second-factor', 'rescue-me')).toMatch(/second factor cleared/);
    await expect(run('disable', 'nobody-at-all')).rejects.toThrow(/No staff member/);
  });

  it('seeds the demo members once', async () => {
    expect(await run('seed-demo')).toMatch(/demo-admin: created/);
    expect(await run('seed-demo')).toMatch(/demo-admin: exists/);
    for (const d of DEMO_STAFF) expect((await staffByUsername(t.app.db, d.username))?.role).toBe(d.role);
  });
});
