/**
 * The captcha in the login page's HTML: on a brand that always asks for one (CAPTCHA3),
 * the login form's captcha picture is the page's largest paint, and fetched by the client it came
 * only after the scripts and a call. The page's HTML now carries one, made exactly like the captcha
 * call's (`createCaptcha`: single use, expiring, stored hashed); the form takes it instead of
 * calling (src/shell/account/api/captcha.ts).
 *
 * Pages are not rate-limited (every visitor loads them), but each captcha is a row: an address gets
 * at most PAGE_CAPTCHAS_PER_MINUTE of them in its pages; past that its pages carry none and the
 * form calls for one (the captcha call keeps its own limit). The share is counted in the shared
 * `rate_limits` table (limits/counter.ts: one atomic upsert), so every process on the database counts
 * one allowance per address and brand, on the injectable clock.
 */
import type { FastifyInstance } from 'fastify';
import type { CaptchaValue } from '../../../src/contracts/account/captcha';
import { createCaptcha } from '../../accounts/captchas';
import { clock } from '../../clock';
import { hit } from '../../limits/counter';

export const PAGE_CAPTCHAS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/** A captcha for a page of `tenantId` seen from `address`, or null once the address used its minute's share. */
export function pageCaptchas(app: FastifyInstance): (tenantId: string, address: string) => Promise<CaptchaValue | null> {
  return async (tenantId, address) => {
    const now = clock.now();
    const used = await hit(app.db, `page-captcha:${tenantId}:${address}`, WINDOW_MS, now);
    if (used.count > PAGE_CAPTCHAS_PER_MINUTE) return null;
    return createCaptcha(app.db, tenantId, now);
  };
}
