/**
 * The captcha in the login page's HTML (issue 7): on a brand that always asks for one (CAPTCHA3),
 * the login form's captcha picture is the page's largest paint, and fetched by the client it came
 * only after the scripts and a call. The page's HTML now carries one, made exactly like the captcha
 * call's (`createCaptcha`: single use, expiring, stored hashed); the form takes it instead of
 * calling (src/shell/account/api/captcha.ts).
 *
 * Pages are not rate-limited (every visitor loads them), but each captcha is a row: an address gets
 * at most PAGE_CAPTCHAS_PER_MINUTE of them in its pages; past that its pages carry none and the
 * form calls for one (the captcha call keeps its own limit). Addresses are kept in memory, at most
 * MAX_ADDRESSES (the least recently seen dropped first), on the injectable clock.
 */
import type { FastifyInstance } from 'fastify';
import type { CaptchaValue } from '../../../src/contracts/account/captcha';
import { createCaptcha } from '../../accounts/captchas';
import { clock } from '../../clock';

export const PAGE_CAPTCHAS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

/** A captcha for a page of `tenantId` seen from `address`, or null once the address used its minute's share. */
export function pageCaptchas(app: FastifyInstance): (tenantId: string, address: string) => Promise<CaptchaValue | null> {
  const seen = new Map<string, { from: number; count: number }>();
  return async (tenantId, address) => {
    const now = clock.now();
    const t = now.getTime();
    const key = `${tenantId}\n${address}`;
    const last = seen.get(key);
    const entry = last && t - last.from < WINDOW_MS && t >= last.from ? last : { from: t, count: 0 };
    if (entry.count >= PAGE_CAPTCHAS_PER_MINUTE) return null;
    entry.count += 1;
    seen.delete(key);
    seen.set(key, entry);
    if (seen.size > MAX_ADDRESSES) seen.delete(seen.keys().next().value ?? '');
    return createCaptcha(app.db, tenantId, now);
  };
}
