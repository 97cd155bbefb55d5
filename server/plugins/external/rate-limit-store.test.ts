/**
 * The shared rate-limit store (rate-limit-store.ts, limits/counter.ts): counts in the database, a
 * fixed window on the injectable clock (the test moves the clock, never sleeps), parallel requests
 * counted exactly, public reads not counted, expired counters purged. Runs on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { hit, peek, purgeRateLimits, release } from '../../limits/counter';
import { fileTestApp } from '../../test/app';
import { clockFrom } from '../../test/clock';

const t = fileTestApp({ RATE_LIMIT_MAX: '5' });

const T0 = new Date('2026-11-26T10:00:00Z');
const at = clockFrom(T0);
const info = (ip: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { host: 'royal.localhost' }, remoteAddress: ip });

describe('the shared rate-limit store', () => {
  it('counts parallel requests exactly, answers 429 with Retry-After, and starts again when the window is over', async () => {
    at(0);
    const codes = (await Promise.all(Array.from({ length: 12 }, () => info('10.80.0.1')))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(5);
    expect(codes.filter((c) => c === 429).length).toBe(7);
    at(0.5);
    const over = await info('10.80.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'request.rate.limited' });
    expect(over.headers['retry-after']).toBe('30');
    expect((await info('10.80.0.2')).statusCode).toBe(401); // another address has its own count
    at(1);
    expect((await info('10.80.0.1')).statusCode).toBe(401);
    const rows = await t.app.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'api:10.80.0.1'");
    expect(rows[0]?.count).toBe(1);
  });

  it('does not count public reads; a route with its own limit has its own counter', async () => {
    at(5);
    const before = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
    for (let i = 0; i < 8; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'royal.localhost' }, remoteAddress: '10.80.1.1' }))
          .statusCode,
      ).toBe(200);
    const after = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
    expect(after[0]?.n).toBe(before[0]?.n);
    // the captcha call: its own 60 a minute, above the general 5
    for (let i = 0; i < 8; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { host: 'royal.localhost' }, remoteAddress: '10.80.1.1' }))
          .statusCode,
      ).toBe(200);
    const own = await t.app.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'GET /wps/captcha:10.80.1.1'");
    expect(own[0]?.count).toBe(8);
  });

  it('hit, peek, release and purge', async () => {
    const now = at(10);
    expect((await hit(t.app.db, 'test:a', 60_000, now)).count).toBe(1);
    const second = await hit(t.app.db, 'test:a', 60_000, now);
    expect(second).toEqual({ count: 2, resetAt: new Date(now.getTime() + 60_000) });
    await release(t.app.db, 'test:a', second);
    expect((await peek(t.app.db, 'test:a', now))?.count).toBe(1);
    expect(await peek(t.app.db, 'test:a', at(11))).toBeNull();
    expect(await purgeRateLimits(t.app.db, at(11))).toBeGreaterThanOrEqual(1);
    expect((await t.app.db.query("SELECT 1 FROM rate_limits WHERE key = 'test:a'")).length).toBe(0);
  });
});
