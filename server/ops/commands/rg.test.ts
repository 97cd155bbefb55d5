import { describe, expect, it } from 'vitest';
import { memberExcludes } from '../../rg/test/exclusion';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { makePlayer } from '../../wallet/test/fixtures';
import { runCommand } from '../run';

const t = fileTestApp();
const ops = (...argv: string[]) => runCommand(argv, opsContextOf(t.app));

describe('npm run ops -- rg', () => {
  it('shows a time-out, extends it, refuses to shorten it, and audits each change', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    const now = new Date();
    await memberExcludes(t.app.db, p.id, { kind: 'timeout', duration: '7d', now });
    expect(await ops('rg', 'show', 'royal', p.username)).toMatch(new RegExp(`^${p.username}: timeout from .* until `));
    const later = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    expect(await ops('rg', 'extend', 'royal', p.username, later)).toBe(`${p.username}: timeout now ends ${later}`);
    await expect(ops('rg', 'extend', 'royal', p.username, now.toISOString())).rejects.toThrow(/only be extended/);
    const shown = await ops('rg', 'show', 'royal', p.username);
    expect(shown).toContain(`until ${later}`);
    expect(shown).toMatch(/operator:cli exclusion.extend/);
    expect(shown).toMatch(/member exclusion.start/);
  });

  it('a player without an exclusion cannot be "extended"', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    await expect(ops('rg', 'extend', 'royal', p.username, '2030-01-01T00:00:00Z')).rejects.toThrow(/no time-out or self-exclusion/);
  });
});
