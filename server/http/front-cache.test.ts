/**
 * The front cache (front-cache.ts) answers exactly as the normal path: a listening server, real HTTP
 * requests, and the same request sent twice (the first takes the normal path and is kept, the
 * second is answered from the cache) must give the same status, the same headers in the same order
 * (the date and the request id apart), the same bytes and the same log line. A write shows at once,
 * a caller from another address gets its own status, and what may not be kept is not.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { buildTestApp, opsContextOf, type TestApp } from '../test/helper';

type Line = { level: number; msg: string; reqId?: string; method?: string; url?: string; statusCode?: number; responseTime?: number };
type Answer = { status: number; raw: [string, string][]; body: Buffer };

const lines: Line[] = [];
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** One request on its own connection; `from`: the local address to send from (127.0.0.x). */
function get(path: string, headers: Record<string, string>, from = '127.0.0.1', method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          raw.push([String(res.rawHeaders[i]).toLowerCase(), String(res.rawHeaders[i + 1])]);
        resolve({ status: res.statusCode ?? 0, raw, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const header = (a: Answer, name: string) => a.raw.find(([n]) => n === name)?.[1];
/** The headers in order, with the two that differ per answer masked. */
const comparable = (a: Answer) => a.raw.map(([n, v]) => [n, n === 'date' || n === 'x-request-id' ? '*' : v]);

/** The `request completed` line of the answer with this request id. */
function completedLineOf(id: string | undefined): Line {
  const line = lines.find((l) => l.reqId === id && l.msg === 'request completed');
  if (!line) throw new Error(`no request completed line for ${id}`);
  return line;
}

/**
 * The normal path's answer and the front cache's answer to the same request: sent until one is
 * answered from the cache (its hit count moves), which is then paired with the answer just before
 * it (the normal path's, which kept it). The first ones after a start or a write take the normal
 * path (its database reads run statements, after which a status is rebuilt once).
 */
async function normalThenKept(path: string, headers: Record<string, string>): Promise<[Answer, Answer]> {
  let previous = await get(path, headers);
  for (let i = 0; i < 5; i++) {
    const hits = t.app.frontCache.hits;
    const next = await get(path, headers);
    if (t.app.frontCache.hits === hits + 1) return [previous, next];
    expect(t.app.frontCache.hits).toBe(hits);
    previous = next;
  }
  throw new Error(`${path} was never answered from the front cache (last answer: ${previous.status})`);
}

async function expectSameAnswer(path: string, headers: Record<string, string>): Promise<Answer> {
  const [normal, kept] = await normalThenKept(path, headers);
  expect(kept.status).toBe(normal.status);
  expect(comparable(kept)).toEqual(comparable(normal));
  expect(kept.body.equals(normal.body)).toBe(true);
  // a request id of its own, and the one log line the normal path writes, with the same fields
  const ids = [header(normal, 'x-request-id'), header(kept, 'x-request-id')];
  expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[1]).not.toBe(ids[0]);
  await new Promise((r) => setTimeout(r, 20)); // the line is written as the answer finishes
  const [a, b] = ids.map(completedLineOf) as [Line, Line];
  const { time: _t1, pid: _p1, reqId: _r1, responseTime: rt1, ...restA } = a as Line & { time: number; pid: number };
  const { time: _t2, pid: _p2, reqId: _r2, responseTime: rt2, ...restB } = b as Line & { time: number; pid: number };
  expect(restB).toEqual(restA);
  expect(Object.keys(b)).toEqual(Object.keys(a));
  expect([typeof rt1, typeof rt2]).toEqual(['number', 'number']);
  return normal;
}

const STATUS = '/wps/system/status';
const GAME_LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18';
const royal = { host: 'royal.localhost' };

/** PostgreSQL: another process may write at any moment, so the status reads its marker per request burst and is never kept here. */
const onPostgres = () => Boolean(t.config.databaseUrl);

describe('front cache: the same answer as the normal path', () => {
  for (const [name, path] of [
    ['status', STATUS],
    ['game list', GAME_LIST],
  ] as const) {
    it(`${name}: plain, Brotli, gzip and a 304, header by header`, async () => {
      if (path === STATUS && onPostgres()) {
        const hits = t.app.frontCache.hits;
        for (let i = 0; i < 3; i++) expect((await get(path, royal)).status).toBe(200);
        expect(t.app.frontCache.hits).toBe(hits);
        return;
      }
      const plain = await expectSameAnswer(path, royal);
      expect(plain.status).toBe(200);
      // the security headers are on both (security-headers.test.ts pins their values)
      for (const h of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'cache-control', 'etag']) {
        expect(header(plain, h), h).toBeTruthy();
      }
      const br = await expectSameAnswer(path, { ...royal, 'accept-encoding': 'gzip, deflate, br' });
      expect(header(br, 'content-encoding')).toBe('br');
      const gz = await expectSameAnswer(path, { ...royal, 'accept-encoding': 'gzip' });
      expect(header(gz, 'content-encoding')).toBe('gzip');
      const notModified = await expectSameAnswer(path, { ...royal, 'if-none-match': String(header(plain, 'etag')) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      // the language header and the platform headers are part of what is kept
      await expectSameAnswer(path, { ...royal, language: 'KM', device: 'MOBILE' });
    });
  }

  it('keeps a sane incoming request id, as the normal path does', async () => {
    const [normal, kept] = await normalThenKept(GAME_LIST, { ...royal, 'x-request-id': 'trace-abc.1' });
    expect(header(normal, 'x-request-id')).toBe('trace-abc.1');
    expect(header(kept, 'x-request-id')).toBe('trace-abc.1');
  });
});

describe('front cache: what it must not answer', () => {
  it('a status change written through the database shows on the next request', async () => {
    const lotus = { host: 'lotus.localhost' };
    await get(STATUS, lotus);
    const before = await get(STATUS, lotus);
    expect((JSON.parse(before.body.toString()) as { value: { maintenance: boolean } }).value.maintenance).toBe(false);
    const hits = t.app.frontCache.hits;
    await t.app.db.query("INSERT INTO tenant_runtime (tenant_id, maintenance) VALUES ('lotus', true)");
    try {
      const after = await get(STATUS, lotus);
      expect(t.app.frontCache.hits).toBe(hits);
      expect((JSON.parse(after.body.toString()) as { value: { maintenance: boolean } }).value.maintenance).toBe(true);
    } finally {
      await t.app.db.query("DELETE FROM tenant_runtime WHERE tenant_id = 'lotus'");
    }
  });

  it('a brand setting changed by an operator shows on the next request, 304 included', async () => {
    const first = await get(STATUS, royal);
    const etag = String(header(first, 'etag'));
    await get(STATUS, { ...royal, 'if-none-match': etag });
    expect((await get(STATUS, { ...royal, 'if-none-match': etag })).status).toBe(304);
    await opsContextOf(t.app).actions.setFlag('royal', 'CBS3', 'off');
    try {
      const changed = await get(STATUS, { ...royal, 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(header(changed, 'etag')).not.toBe(etag);
    } finally {
      await opsContextOf(t.app).actions.setFlag('royal', 'CBS3', 'reset');
    }
  });

  it('the status of a caller from another address carries that address', async () => {
    await get(STATUS, royal);
    expect((await get(STATUS, royal)).status).toBe(200);
    const other = await get(STATUS, royal, '127.0.0.2');
    expect((JSON.parse(other.body.toString()) as { value: { location: { ip: string } } }).value.location.ip).toBe('127.0.0.2');
  });

  it('a game list is not answered once the catalogue is due for its re-check', async () => {
    await normalThenKept(GAME_LIST, royal);
    const hits = t.app.frontCache.hits;
    const later = new Date(Date.now() + 5_000);
    clock.now = () => later;
    try {
      // past the interval, a statement since the last check (on PGlite a check is due only then)
      await t.app.db.query('SELECT 1');
      expect((await get(GAME_LIST, royal)).status).toBe(200);
      expect(t.app.frontCache.hits).toBe(hits);
    } finally {
      clock.now = () => new Date();
    }
  });

  it('a request with Authorization, a HEAD and another route take the normal path', async () => {
    await get(STATUS, royal);
    const hits = t.app.frontCache.hits;
    await get(STATUS, { ...royal, authorization: 'Bearer abc' });
    await get(STATUS, { ...royal, authorization: 'Bearer abc' });
    await get(STATUS, royal, '127.0.0.1', 'HEAD');
    await get('/wps/game/vassal/types', royal);
    await get('/wps/game/vassal/types', royal);
    expect(t.app.frontCache.hits).toBe(hits);
  });

  it('a refused request is never kept', async () => {
    const path = '/wps/relay/GCSGAME_gameList?pageNo=0&pageSize=18';
    const hits = t.app.frontCache.hits;
    for (let i = 0; i < 2; i++) expect((await get(path, royal)).status).toBe(400);
    expect(t.app.frontCache.hits).toBe(hits);
  });
});
