import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { forwardCommand, handlePath, readLiveServerHandle, writeServerHandle } from './server-handle';

describe('ops CLI forwarding to the running server (PGlite is one process)', () => {
  let t: TestApp;
  let url: string;
  const dataDir = join(mkdtempSync(join(tmpdir(), 'handle-')), 'db');

  beforeAll(async () => {
    t = await buildTestApp({ OPERATOR_TOKEN: 'local-secret-token' });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t.close());

  it('runs a command in the server and sees its effect in the status', async () => {
    const remove = writeServerHandle(dataDir, { url, token: 'local-secret-token' });
    const handle = readLiveServerHandle(dataDir);
    expect(handle?.url).toBe(url);
    if (!handle) throw new Error('no handle');
    expect(await forwardCommand(handle, ['maintenance', 'royal', 'on'])).toMatch(/status 1/);
    const status = await t.app.inject({ url: '/wps/system/status?tenant=royal' });
    expect(status.json().value.status).toBe(1);
    await expect(forwardCommand(handle, ['flag', 'royal', 'NOPE3', 'on'])).rejects.toThrow(/Unknown flag/);
    remove();
    expect(readLiveServerHandle(dataDir)).toBeNull();
  });

  it('is refused with a wrong token', async () => {
    await expect(forwardCommand({ pid: process.pid, url, token: 'wrong' }, ['status', 'royal'])).rejects.toThrow(/token/i);
  });

  it('ignores the handle of a process that is gone', () => {
    writeFileSync(handlePath(dataDir), JSON.stringify({ pid: 999_999_999, url, token: 'x' }));
    expect(readLiveServerHandle(dataDir)).toBeNull();
    writeFileSync(handlePath(dataDir), '{ not json');
    expect(readLiveServerHandle(dataDir)).toBeNull();
  });
});
