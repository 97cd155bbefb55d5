/**
 * The statement count of `app.db` (PGlite) leaves out the periodic reads that write nothing, so a
 * quiet server's caches stay known current; every other statement still moves it.
 */
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/app';

const t = fileTestApp();

describe('app.db statement count', () => {
  it('the live brands’ publish-marker poll does not move it; any other statement does', async () => {
    const count = t.app.db.statements;
    if (!count) {
      // PostgreSQL: no count (other processes write too); the caches read their markers instead
      expect(t.app.db.kind).toBe('postgres');
      return;
    }
    const before = count();
    expect(await t.app.liveTenants.refresh()).toBe(false);
    expect(await t.app.liveTenants.refresh()).toBe(false);
    expect(count()).toBe(before);
    await t.app.db.query('SELECT 1');
    expect(count()).toBe(before + 1);
    await t.app.db.query('SELECT max(id)::text AS marker FROM tenant_configs WHERE id > $1', [0]);
    expect(count()).toBe(before + 2);
  });
});
