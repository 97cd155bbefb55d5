import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { HIDDEN, loggedUrl } from './request-log';

type Line = { level: number; msg: string; reqId?: string; method?: string; url?: string; statusCode?: number; responseTime?: number };

describe('request log: one line per request, at its completion', () => {
  const lines: Line[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });
  });
  afterAll(() => t?.close());

  /** Sends a request and returns its request id and, once written, the log lines that carry that id. */
  async function logged(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url, headers: { host: 'royal.localhost', ...headers } });
    const reqId = String(res.headers['x-request-id']);
    const of = () => lines.filter((l) => l.reqId === reqId);
    await vi.waitFor(() => expect(of().some((l) => l.msg === 'request completed')).toBe(true));
    return { res, reqId, lines: of() };
  }

  it('writes method, url, status, response time and request id in one info line', async () => {
    const { res, reqId, lines: mine } = await logged('/wps/system/status?tenant=royal');
    expect(res.statusCode).toBe(200);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request completed', reqId, method: 'GET', url: '/wps/system/status?tenant=royal' });
    expect(mine[0]?.statusCode).toBe(200);
    expect(mine[0]?.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('keeps a request id the client sent, and logs a 404 once', async () => {
    const { res, lines: mine } = await logged('/wps/no/such/call', { 'x-request-id': 'trace-abc.1' });
    expect(res.statusCode).toBe(404);
    expect(mine).toEqual([expect.objectContaining({ reqId: 'trace-abc.1', statusCode: 404, url: '/wps/no/such/call' })]);
  });

  it('hides secrets: query values other than the known harmless ones, and a preview pass in the path', async () => {
    const launch = await logged('/vendors/demo/play?launch=SECRET-LAUNCH-TOKEN&lang=en');
    expect(launch.lines.at(-1)?.url).toBe(`/vendors/demo/play?launch=${HIDDEN}&lang=en`);
    const pass = 'a'.repeat(43);
    const preview = await logged(`/console/api/content-preview/${pass}?next=/m/help`);
    expect(preview.lines.at(-1)?.url).toBe(`/console/api/content-preview/${HIDDEN}?next=${HIDDEN}`);
    expect(JSON.stringify(lines)).not.toContain('SECRET-LAUNCH-TOKEN');
    expect(JSON.stringify(lines)).not.toContain(pass);
  });

  it('keeps a route of its own log level quiet: the health checks log only failures', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    await logged('/wps/system/status?tenant=royal');
    expect(lines.some((l) => l.reqId === String(res.headers['x-request-id']))).toBe(false);
  });
});

describe('the logged url', () => {
  it('keeps the path and harmless query values, and hides the rest by name', () => {
    expect(loggedUrl({ url: '/m/home' })).toBe('/m/home');
    expect(loggedUrl({ url: '/api?tenant=royal&page=2&q=0812345678&token=x&flag' })).toBe(
      `/api?tenant=royal&page=2&q=${HIDDEN}&token=${HIDDEN}&flag`,
    );
    expect(loggedUrl({ url: '/p/abc/x', params: { token: 'abc' } })).toBe(`/p/${HIDDEN}/x`);
    expect(loggedUrl({ url: '/p/a%20b', params: { token: 'a b' } })).toBe(`/p/${HIDDEN}`);
    expect(loggedUrl({ url: '/p/abc', params: { id: 'abc' } })).toBe('/p/abc');
    expect(loggedUrl({ url: `/x?lang=${'k'.repeat(5000)}` }).length).toBeLessThanOrEqual(1001);
  });
});
