/**
 * Vendor secrets: HMAC-SHA256(installation secret, `seamless-vendor:<CODE>`). The installation
 * secret is random, made on first use and kept in the database (or given as SEAMLESS_SECRET when
 * vendors run as separate processes that must share it); no secret is written in the source.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/types';

export async function installationSecret(db: Queryable, configured?: string, now = new Date()): Promise<string> {
  if (configured) return configured;
  await db.query('INSERT INTO seamless_installation (id, secret, created_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('hex'),
    now,
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM seamless_installation WHERE id = 1');
  if (!row) throw new Error('seamless: no installation secret');
  return row.secret;
}

export function vendorSecret(installation: string, vendorCode: string): string {
  return createHmac('sha256', installation).update(`seamless-vendor:${vendorCode.toUpperCase()}`).digest('hex');
}

export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
