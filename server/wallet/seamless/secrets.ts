/**
 * Vendor secrets: HMAC-SHA256(installation secret, `seamless-vendor:<CODE>`). The installation
 * secret is the per-installation random `seamless` install secret kept in the database (or
 * SEAMLESS_SECRET when vendors run as separate processes that must share it); none is in the source.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { installSecret } from '../../accounts/install-secret';
import type { Queryable } from '../../db/types';

export async function installationSecret(db: Queryable, configured?: string): Promise<string> {
  return configured ?? installSecret(db, 'seamless');
}

export function vendorSecret(installation: string, vendorCode: string): string {
  return createHmac('sha256', installation).update(`seamless-vendor:${vendorCode.toUpperCase()}`).digest('hex');
}

export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
