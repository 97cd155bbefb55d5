import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_BODY_MAX, INBOX_TITLE_MAX } from '../../src/contracts/member/inbox';
import { type ListeningTestApp, listeningTestApp } from '../test/helper';
import { testTempDirs } from '../test/temp-dirs';
import { CLI_ARGS_MAX, CLI_BODY_MAX_BYTES } from './forward-limits';
import { forwardCommand, handlePath, readLiveServerHandle, writeServerHandle } from './server-handle';

describe('ops CLI forwarding to the running server (PGlite is one process)', () => {
  let t: ListeningTestApp;
  let url: string;
  let dataDir: string;
  const temp = testTempDirs();

  beforeAll(async () => {
    dataDir = join(temp.make('handle-'), 'db');
    t = await listeningTestApp({ OPERATOR_TOKEN: 'local-secret-token' });
    url = t.url;
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

  it("forwards an inbox message in each of the brand's languages with bodies at the inbox's limit", async () => {
    const handle = { pid: process.pid, url, token: 'local-secret-token' };
    const royal = t.app.tenants.get('royal');
    if (!royal) throw new Error('no royal brand');
    const textOf = (language: string, max: number) => `${language}:${'ស'.repeat(max - language.length - 1)}`;
    const texts = royal.languages.flatMap((l) => {
      const suffix = l === royal.defaultLanguage ? '' : `.${l}`;
      return [`--title${suffix}`, textOf(l, INBOX_TITLE_MAX), `--body${suffix}`, textOf(l, INBOX_BODY_MAX)];
    });
    expect(royal.languages.length).toBeGreaterThanOrEqual(4);
    const sent = await forwardCommand(handle, ['inbox', 'send', 'royal', '--all', ...texts]);
    const id = /^message #(\d+) sent to every player on royal$/.exec(sent)?.[1];
    expect(id, sent).toBeDefined();
    const shown = await forwardCommand(handle, ['inbox', 'show', 'royal', String(id)]);
    for (const language of royal.languages) {
      expect(shown).toContain(`${language}: ${textOf(language, INBOX_TITLE_MAX)}\n      ${textOf(language, INBOX_BODY_MAX)}`);
    }
  });

  it('refuses before sending a command over the limits, naming them', async () => {
    const handle = { pid: process.pid, url, token: 'local-secret-token' };
    await expect(forwardCommand(handle, ['status', ...Array.from({ length: CLI_ARGS_MAX }, () => 'royal')])).rejects.toThrow(
      `at most ${CLI_ARGS_MAX}`,
    );
    await expect(forwardCommand(handle, ['inbox', ...Array.from({ length: 20 }, () => 'ខ'.repeat(10_000))])).rejects.toThrow(
      `its limit of ${CLI_BODY_MAX_BYTES} bytes`,
    );
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
