/**
 * Liveness, readiness and the 503 of an unreachable database, on the test database
 * (PGlite, or PostgreSQL with DATABASE_URL): the outage is simulated by making the database's calls
 * fail the way the PostgreSQL layer fails them (marked connection errors). The real restart and
 * stop of PostgreSQL: server/db/outage.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { databaseAway as away } from '../../test/database-away';
import { buildTestApp, type TestApp } from '../../test/helper';
import { HEALTH_PATHS, ping } from './index';

let t: TestApp;
let restore: (() => void) | null = null;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '2' });
  // a route that fails the way a vendor or gateway call would: a refused socket that is not the database
  t.app.get('/wps/test/vendor-refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
  });
});
afterAll(() => t.close());
afterEach(() => {
  restore?.();
  restore = null;
});

function databaseAway(): void {
  restore = away(t.app).restore;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('liveness and readiness', () => {
  it('/healthz answers 200 without the database, uncached, with no brand and no rate limit', async () => {
    databaseAway();
    for (let i = 0; i < 5; i++) {
      const res = await get(HEALTH_PATHS.live, { host: 'unknown.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, value: { live: true } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz is 200 while the database answers, 503 system.database.unavailable when it does not, 200 again after', async () => {
    const up = await get(HEALTH_PATHS.ready, { host: 'unknown.example' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ success: true, value: { ready: true, database: t.app.db.kind } });
    databaseAway();
    for (let i = 0; i < 4; i++) {
      const down = await get(HEALTH_PATHS.ready);
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('2');
      expect(down.json()).toMatchObject({ success: false, code: 'system.database.unavailable', value: null });
    }
    restore?.();
    expect((await get(HEALTH_PATHS.ready)).statusCode).toBe(200);
  });

  it('take no parameters', async () => {
    for (const path of [HEALTH_PATHS.live, HEALTH_PATHS.ready]) {
      const res = await get(`${path}?x=1`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
  });

  it('a database that does not answer in time is not ready', async () => {
    const never: Pick<Db, 'query'> = { query: () => new Promise(() => undefined) };
    await expect(ping(never as Db, 20)).rejects.toThrow(/did not answer/);
  });
});

describe('API calls while the database is unreachable', () => {
  it('answer 503 system.database.unavailable with Retry-After, and work again once it is back', async () => {
    databaseAway();
    const res = await get('/wps/system/status', { host: 'royal.localhost' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ success: false, code: 'system.database.unavailable', value: null });
    expect(res.json().message).not.toMatch(/ECONNREFUSED|5432/);
    restore?.();
    const back = await get('/wps/system/status', { host: 'royal.localhost' });
    expect(back.statusCode).toBe(200);
  });

  it('a refused connection that is not the database stays a 500', async () => {
    const res = await get('/wps/test/vendor-refused');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'system.unknown.error' });
  });
});
