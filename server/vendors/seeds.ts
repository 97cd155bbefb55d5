/**
 * Seed pairs per player at a vendor. The active pair shows its server seed hash (the commitment);
 * each instant round takes the next nonce; rotating reveals the old seed and commits a new one.
 */
import type { Queryable } from '../db/types';
import { newServerSeed, seedHash } from './fair/rng';

export type ActiveSeed = { id: number; serverSeedHash: string; clientSeed: string; nextNonce: number };
export type SeedUse = { id: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

type Row = { id: number; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number };

export async function ensureSeed(db: Queryable, vendorCode: string, playerId: string, now: Date): Promise<ActiveSeed> {
  const seed = newServerSeed();
  await db.query(
    `INSERT INTO vendor_seeds (vendor_code, player_id, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (vendor_code, player_id) WHERE revealed_at IS NULL DO NOTHING`,
    [vendorCode, playerId, seed, seedHash(seed), newServerSeed().slice(0, 16), now],
  );
  const [row] = await db.query<Row>('SELECT * FROM vendor_seeds WHERE vendor_code = $1 AND player_id = $2 AND revealed_at IS NULL', [
    vendorCode,
    playerId,
  ]);
  if (!row) throw new Error('no active seed');
  return { id: row.id, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: row.next_nonce };
}

/** Takes the next nonce of the player's active seed pair (atomic: parallel rounds never share one). */
export async function takeNonce(db: Queryable, vendorCode: string, playerId: string): Promise<SeedUse> {
  const [row] = await db.query<Row>(
    `UPDATE vendor_seeds SET next_nonce = next_nonce + 1
     WHERE vendor_code = $1 AND player_id = $2 AND revealed_at IS NULL RETURNING *`,
    [vendorCode, playerId],
  );
  if (!row) throw new Error('no active seed');
  return {
    id: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.next_nonce - 1,
  };
}

/** Reveals the active server seed and commits a new pair with the player's client seed. */
export async function rotateSeed(db: Queryable, vendorCode: string, playerId: string, clientSeed: string, now: Date) {
  const [old] = await db.query<Row>(
    `UPDATE vendor_seeds SET revealed_at = $3
     WHERE vendor_code = $1 AND player_id = $2 AND revealed_at IS NULL RETURNING *`,
    [vendorCode, playerId, now],
  );
  const seed = newServerSeed();
  await db.query(
    `INSERT INTO vendor_seeds (vendor_code, player_id, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [vendorCode, playerId, seed, seedHash(seed), clientSeed, now],
  );
  return {
    revealed: old
      ? { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, rounds: old.next_nonce }
      : null,
    active: { serverSeedHash: seedHash(seed), clientSeed, nextNonce: 0 },
  };
}
