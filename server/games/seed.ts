/** Writes the generated catalogue into `games` (replacing it) and bumps the catalogue version. */
import type { Db, Queryable } from '../db/types';
import { DEFAULT_CATALOGUE_SIZE, type GameSeed, generateCatalogue } from './generate';

const CHUNK = 1000;
/**
 * The generator's version: raised when it names or draws games differently (2: names say what
 * plays), so an older catalogue is written again at its size on first use.
 */
export const GENERATOR_VERSION = 2;
/** PostgreSQL advisory lock key for seeding (any constant unique to this use). */
const SEED_LOCK = 0x6a4d_0020;

async function insertChunk(tx: Queryable, games: GameSeed[]): Promise<void> {
  const col = <T>(f: (g: GameSeed) => T) => games.map(f);
  await tx.query(
    `INSERT INTO games (node_id, game_code, vendor_code, game_type, name_en, name_zh, name_km, classify, is_new,
       hot_rank, min_bet, min_line, free_play, lotto_mode, sort_order)
     SELECT n::int, code, vendor, type, en, zh, km, cls, is_new::boolean, NULLIF(hot, '')::int, bet::int, line::int,
       free::boolean, NULLIF(lotto, ''), sort::int
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
       AS t(n, code, vendor, type, en, zh, km, cls, is_new, hot, bet, line, free, lotto, sort)`,
    [
      col((g) => g.nodeId),
      col((g) => g.gameCode),
      col((g) => g.vendorCode),
      col((g) => g.gameType),
      col((g) => g.names.en),
      col((g) => g.names.zh),
      col((g) => g.names.km),
      col((g) => g.classify.join(',')),
      col((g) => String(g.isNew)),
      col((g) => (g.hotRank === null ? '' : String(g.hotRank))),
      col((g) => g.minBet),
      col((g) => g.minLine),
      col((g) => String(g.freePlay)),
      col((g) => g.lottoMode ?? ''),
      col((g) => g.sortOrder),
    ].map((c) => c.map(String)),
  );
}

/** Replaces the catalogue with `count` generated games; returns the new version. */
export async function seedCatalogue(db: Db, count: number, now: Date): Promise<{ version: number; size: number }> {
  const games = generateCatalogue(count);
  return db.withLock(SEED_LOCK, () =>
    db.transaction(async (tx) => {
      await tx.query('DELETE FROM games');
      for (let i = 0; i < games.length; i += CHUNK) await insertChunk(tx, games.slice(i, i + CHUNK));
      const rows = await tx.query<{ version: number }>(
        `INSERT INTO games_catalogue (id, version, size, seeded_at, generator) VALUES (1, 1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET version = games_catalogue.version + 1, size = $1, seeded_at = $2, generator = $3
         RETURNING version`,
        [games.length, now, GENERATOR_VERSION],
      );
      return { version: rows[0]?.version ?? 1, size: games.length };
    }),
  );
}

/**
 * Seeds the default catalogue when none exists yet (first start), or writes it again at its size
 * when an older generator wrote it (checked again under the seeding lock, so processes sharing a
 * database write it once); a no-op otherwise.
 */
export async function ensureCatalogue(db: Db, now: Date, size = DEFAULT_CATALOGUE_SIZE): Promise<void> {
  const [row] = await db.query<{ size: number; generator: number }>('SELECT size, generator FROM games_catalogue WHERE id = 1');
  if (!row) {
    await seedCatalogue(db, size, now);
    return;
  }
  if (row.generator >= GENERATOR_VERSION) return;
  await db.withLock(SEED_LOCK + 1, async () => {
    const [again] = await db.query<{ generator: number }>('SELECT generator FROM games_catalogue WHERE id = 1');
    if ((again?.generator ?? 0) < GENERATOR_VERSION) await seedCatalogue(db, row.size, now);
  });
}
