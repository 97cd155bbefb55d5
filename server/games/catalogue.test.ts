/**
 * The catalogue snapshot's re-check: at most once per interval, and on PGlite none while no
 * statement ran since the last one (nothing can have changed); a change of the catalogue's version
 * is picked up by the next check.
 */
import { describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { fileTestApp } from '../test/app';
import { clockFrom } from '../test/clock';
import { CatalogueStore } from './catalogue';

const t = fileTestApp();
const at = clockFrom(new Date());

describe('CatalogueStore', () => {
  it('re-checks after the interval only when a statement ran since (PGlite), and follows a new version', async () => {
    at(0);
    const store = new CatalogueStore(t.app.db, () => clock.now());
    const first = await store.current();
    expect(store.fresh()).toBe(first);
    // a minute later, past the interval: checked (the first load may have seeded, which runs more statements)
    at(1);
    expect(await store.current()).toBe(first);
    const count = t.app.db.statements;
    at(2);
    if (count) {
      const before = count();
      expect(store.fresh()).toBe(first);
      expect(await store.current()).toBe(first);
      expect(count()).toBe(before);
    } else {
      expect(store.fresh()).toBeNull();
      expect(await store.current()).toBe(first);
    }
    await t.app.db.query('UPDATE games_catalogue SET version = version + 1 WHERE id = 1');
    try {
      // within the interval of the last check: the snapshot still serves (another process's reseed shows within it)
      if (!count) expect(store.fresh()).toBe(first);
      at(3);
      expect(store.fresh()).toBeNull();
      const next = await store.current();
      expect(next.version).toBe(first.version + 1);
      expect(next).not.toBe(first);
      expect(store.fresh()).toBe(next);
    } finally {
      await t.app.db.query('UPDATE games_catalogue SET version = version - 1 WHERE id = 1');
    }
  });
});
