/**
 * A brand's images travel with its published configuration: published by the operator command
 * with the tenant file (checked as tenant:check checks them), served from the version the server
 * serves (not from the folder), under content-hash URLs cached for a year, rolled back with the
 * configuration, kept by disable and enable; a brand without images keeps the generated defaults.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TENANTS_DIR } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import { encodePng } from '../media/png';
import { OpsError } from '../ops/actions';
import { runCommand } from '../ops/run';
import { fileTestApp } from '../test/app';
import { opsContextOf } from '../test/helper';
import { sha256Of } from './asset-store';

const dir = mkdtempSync(join(tmpdir(), 'published-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const id of ['royal', 'lotus', 'tiger']) copyFileSync(join(TENANTS_DIR, `${id}.json`), join(dir, `${id}.json`));
mkdirSync(join(dir, 'assets/tiger'), { recursive: true });
copyFileSync(join(TENANTS_DIR, 'assets/tiger/logo.svg'), join(dir, 'assets/tiger/logo.svg'));

const logo = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="240" height="64" rx="8" fill="${fill}"/></svg>`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#2a9d8f"/></svg>';
const royal = JSON.parse(readFileSync(join(TENANTS_DIR, 'royal.json'), 'utf8')) as Tenant;
const jade = {
  ...royal,
  id: 'jade',
  merchantCode: 'JADE',
  trialMerchantCode: 'JADE_TRIAL',
  brandName: 'Jade',
  domains: ['jade.example'],
  logoText: 'JADE',
};
const jadeAsset = (file: string, body: string | Buffer) => {
  mkdirSync(join(dir, 'assets/jade'), { recursive: true });
  writeFileSync(join(dir, 'assets/jade', file), body);
};
const writeJade = (identity: Record<string, string> | undefined) =>
  writeFileSync(join(dir, 'jade.json'), JSON.stringify(identity ? { ...jade, identity } : jade));

const t = fileTestApp({ TENANTS_DIR: dir });
const ops = (...argv: string[]) => runCommand(['tenant', ...argv], { ...opsContextOf(t.app), tenantsDir: dir });
const get = (url: string, host = 'jade.example', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const logoUrl = async (host = 'jade.example') =>
  ((await get('/wps/system/status', host)).json() as { value: { info: { site: { logoUrl?: string } } } }).value.info.site.logoUrl;

describe("a brand's images published with its configuration", () => {
  it('are published by the command with the file, stored once by content hash, and served from the published version', async () => {
    jadeAsset('logo.svg', logo('#1b998b'));
    jadeAsset('fav.svg', FAVICON);
    writeJade({ logo: 'logo.svg', favicon: 'fav.svg' });
    expect(await ops('publish', 'jade')).toBe('jade: version 1 published');
    const stored = await t.app.db.query<{ sha256: string; mime: string; size: number }>(
      'SELECT sha256, mime, size FROM tenant_assets ORDER BY size',
    );
    expect(stored).toContainEqual({ sha256: sha256Of(Buffer.from(FAVICON)), mime: 'image/svg+xml', size: FAVICON.length });
    // the folder can go: the server serves what was published
    rmSync(join(dir, 'assets/jade'), { recursive: true });
    const url = await logoUrl();
    expect(url).toMatch(/^\/m\/brand\/logo\?v=[\w-]{16}$/);
    const served = await get(url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(logo('#1b998b'));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/m/brand/favicon')).body).toBe(FAVICON);
  });

  it('a changed image is a new version with a new URL; the history diff names it', async () => {
    const before = await logoUrl();
    jadeAsset('logo.svg', logo('#e76f51'));
    jadeAsset('fav.svg', FAVICON);
    expect(await ops('publish', 'jade', '--note', 'new logo')).toBe('jade: version 2 published');
    const after = await logoUrl();
    expect(after).not.toBe(before);
    expect((await get(after ?? '')).body).toBe(logo('#e76f51'));
    // an old URL gets the current image, never cached for long
    const stale = await get(before ?? '');
    expect(stale.body).toBe(logo('#e76f51'));
    expect(stale.headers['cache-control']).toBe('no-cache');
    const diff = await ops('diff', 'jade', '1', '2');
    expect(diff).toContain('jade: v1 → v2: 1 difference(s)');
    expect(diff).toMatch(/images\.logo: logo\.svg \(image\/svg\+xml, \d+ B, sha256 [0-9a-f]{12}\) → logo\.svg/);
    expect(await ops('publish', 'jade')).toBe('jade: unchanged');
  });

  it('rolls back with the configuration: the old image serves again', async () => {
    const v1 = logo('#1b998b');
    expect(await ops('rollback', 'jade', '1')).toMatch(/rolled back to v1: version 3 published/);
    expect((await get((await logoUrl()) ?? '')).body).toBe(v1);
    expect((await get('/m/brand/logo')).body).toBe(v1);
  });

  it('disable and enable keep the images', async () => {
    const url = await logoUrl();
    expect(await ops('disable', 'jade')).toMatch(/version 4 published/);
    expect(await ops('enable', 'jade')).toMatch(/version 5 published/);
    expect(await logoUrl()).toBe(url);
  });

  it('an invalid image is refused with its file and problem; the brand keeps its last good version', async () => {
    const url = await logoUrl();
    jadeAsset('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><script>alert(1)</script></svg>');
    jadeAsset('fav.svg', encodePng(new Uint8Array(16 * 16 * 4).fill(90), 16, 16, 'rgba', 9));
    const error = await ops('publish', 'jade').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpsError);
    const message = String((error as Error).message);
    expect(message).toMatch(/jade\.json: identity\.logo \(assets\/jade\/logo\.svg\): contains a <script> element/);
    expect(message).toMatch(/jade\.json: identity\.favicon \(assets\/jade\/fav\.svg\): must be at least 32×32 \(it is 16×16\)/);
    rmSync(join(dir, 'assets/jade'), { recursive: true });
    await expect(ops('publish', 'jade')).rejects.toThrow(/identity\.logo \(assets\/jade\/logo\.svg\): file not found/);
    expect(await logoUrl()).toBe(url);
  });

  it('a brand without images keeps the generated defaults, and dropping its images publishes them', async () => {
    expect((await get('/m/brand/logo', 'royal.localhost')).statusCode).toBe(404);
    expect((await get('/m/brand/favicon', 'royal.localhost')).body).toMatch(/>R<\/text><\/svg>$/);
    writeJade(undefined);
    expect(await ops('publish', 'jade')).toMatch(/jade: version \d+ published/);
    expect(await logoUrl()).toBeUndefined();
    expect((await get('/m/brand/logo')).statusCode).toBe(404);
    expect((await get('/m/brand/favicon')).body).toMatch(/>J<\/text><\/svg>$/);
  });
});
