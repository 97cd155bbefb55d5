/**
 * Per-installation secrets: 32 random bytes made on first use and stored in the database (beside
 * the data), so every server process on that database signs and verifies with the same key and no
 * secret is a constant in the source.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

export async function installSecret(db: Queryable, name: string, now = new Date()): Promise<string> {
  await db.query('INSERT INTO install_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
    now,
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM install_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`install secret ${name} could not be stored`);
  return value;
}
