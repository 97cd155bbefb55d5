/** Keys derived per brand from the per-installation secrets (`install_secrets`, server/accounts/install-secret.ts). */
import { createHmac } from 'node:crypto';
import { installSecret } from '../accounts/install-secret';
import type { Queryable } from '../db/types';

export const GATEWAY_SECRET = 'demo-gateway';

/** The demo gateway's HMAC key for one brand (shared by the gateway and the platform). */
export async function gatewayKey(db: Queryable, tenantId: string): Promise<string> {
  const root = await installSecret(db, GATEWAY_SECRET);
  return createHmac('sha256', root).update(`gateway:${tenantId}`).digest('base64url');
}

export function hmacHex(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}
