/** Per-installation random secrets (`wallet_secrets`), created on first use; keys derived per brand. */
import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

export async function installationSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO wallet_secrets (name, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
    new Date(),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM wallet_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`wallet secret ${name} missing`);
  return row.secret;
}

/** The demo gateway's HMAC key for one brand (shared by the gateway and the platform). */
export async function gatewayKey(db: Queryable, tenantId: string): Promise<string> {
  const root = await installationSecret(db, 'demo-gateway');
  return createHmac('sha256', root).update(`gateway:${tenantId}`).digest('base64url');
}

export function hmacHex(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}
