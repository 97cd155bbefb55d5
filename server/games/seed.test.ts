/**
 * A catalogue written by an older generator (names that no longer say what plays)
 * is written again at its size on first use: same node ids and codes, new names; a current one is
 * left alone.
 */
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/app';
import { ensureCatalogue, GENERATOR_VERSION, seedCatalogue } from './seed';

const t = fileTestApp();

const meta = async () =>
  (
    await t.app.db.query<{ version: number; size: number; generator: number }>(
      'SELECT version, size, generator FROM games_catalogue WHERE id = 1',
    )
  )[0];
const pvp = async () =>
  t.app.db.query<{ node_id: number; game_code: string; name_en: string }>(
    "SELECT node_id, game_code, name_en FROM games WHERE game_type = 'PVP' ORDER BY node_id LIMIT 3",
  );

describe('catalogue generator version', () => {
  it('writes an older catalogue again at its size, keeping node ids and codes', async () => {
    await seedCatalogue(t.app.db, 600, new Date());
    const before = await pvp();
    // what the first generator wrote: card games named for games no engine plays
    await t.app.db.query("UPDATE games SET name_en = 'Mahjong' WHERE game_type = 'PVP'");
    await t.app.db.query('UPDATE games_catalogue SET generator = 1');
    const old = await meta();
    await ensureCatalogue(t.app.db, new Date());
    expect(await meta()).toEqual({ version: (old?.version ?? 0) + 1, size: 600, generator: GENERATOR_VERSION });
    const after = await pvp();
    expect(after).toEqual(before);
    expect(after.every((g) => /Dragon Tiger|Blackjack/.test(g.name_en))).toBe(true);
    await ensureCatalogue(t.app.db, new Date());
    expect((await meta())?.version).toBe((old?.version ?? 0) + 1);
  });
});
