/**
 * `npm run dev` keeps every brand: the real Rsbuild dev server (host environment only, to keep it
 * quick) in front of the real API server, asked for the status of two brands by their dev URLs.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../server/test/helper';
import { testTempDirs } from '../../server/test/temp-dirs';
import { isApiPath } from './dev-proxy';

type DevServer = { port: number; server: { close(): Promise<void> } };

let api: TestApp;
let dev: DevServer;
const temp = testTempDirs();

beforeAll(async () => {
  api = await buildTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_ORIGIN = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  process.env.MF_ONLY = 'host';
  const { createRsbuild, loadConfig } = await import('@rsbuild/core');
  const { content } = await loadConfig({ cwd: process.cwd() });
  // the dev server must not clean or write the real dist/ (a build may be sitting there)
  const host = content.environments?.host ?? {};
  const environments = {
    host: { ...host, output: { ...host.output, distPath: { root: temp.make('dev-proxy-') }, cleanDistPath: false } },
  };
  const server = { ...content.server, port: 0, host: '127.0.0.1', printUrls: false };
  const rsbuild = await createRsbuild({ cwd: process.cwd(), config: { ...content, environments, server } });
  dev = await rsbuild.startDevServer({ getPortSilently: true });
}, 120_000);

afterAll(async () => {
  await dev?.server.close();
  await api?.close();
  delete process.env.MF_ONLY;
  delete process.env.API_ORIGIN;
});

function getJson(path: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: dev.port, path, headers: { host, accept: 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end();
  });
}

const siteId = (body: unknown) => (body as { value: { info: { site: { id: string } } } }).value.info.site.id;

describe('npm run dev', () => {
  it('keeps each brand behind the dev proxy (the Host header reaches the API server)', async () => {
    for (const brand of ['royal', 'tiger']) {
      const res = await getJson('/wps/system/status', `${brand}.localhost:${dev.port}`);
      expect(res.status).toBe(200);
      expect(siteId(res.body)).toBe(brand);
    }
  });

  it('proxies every API namespace, not only /wps and /lgw', async () => {
    const res = await getJson('/game-art/no-such-art.svg', `royal.localhost:${dev.port}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });

  it('keeps the site and its own paths on the dev server', () => {
    for (const path of ['/', '/m', '/m/home', '/m/static/js/index.js', '/rsbuild-hmr']) expect(isApiPath(path)).toBe(false);
    for (const path of [
      '/wps/system/status',
      '/lgw/orders',
      '/vendors/PG/play',
      '/game-art/x.svg',
      '/mobile',
      '/m/manifest.webmanifest',
      '/m/pwa/icon-192.png',
      '/m/offline.html',
    ]) {
      expect(isApiPath(path)).toBe(true);
    }
  });
});
