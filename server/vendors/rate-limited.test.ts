/** A rate-limited game call: its own code and when to retry, never "This request is not valid". */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { retryAfterOf } from './plugin';

describe('vendor calls over the rate limit', () => {
  it('answer 429 vendor.rate_limited with the seconds to wait (envelope and Retry-After)', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const round = () =>
        limited.app.inject({
          method: 'POST',
          url: '/vendors/api/round',
          headers: { host: 'royal.localhost', 'content-type': 'application/json', 'x-game-session': 'no-such-session' },
          payload: '{}',
        });
      const first = await round();
      expect(first.statusCode).not.toBe(429);
      await round();
      const res = await round();
      expect(res.statusCode).toBe(429);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'vendor.rate_limited', value: { retryAfterSeconds: expect.any(Number) } });
      expect(body.code).not.toBe('vendor.bad_request');
      expect(body.value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(body.value.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(body.message).toMatch(/try again in \d+ s/);
      expect(Number(res.headers['retry-after'])).toBe(body.value.retryAfterSeconds);
    } finally {
      await limited.close();
    }
  });

  it('reads the seconds from the error, else the header, else 1', () => {
    expect(retryAfterOf({ value: { retryAfterSeconds: 17 } }, '3')).toBe(17);
    expect(retryAfterOf(new Error('x'), '3')).toBe(3);
    expect(retryAfterOf(new Error('x'), undefined)).toBe(1);
  });
});
