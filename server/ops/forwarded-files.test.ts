/**
 * The files a forwarded command names are read on the caller's side and sent as their contents; the
 * server reads only those, never a path it is given. Run locally, a command reads the disk as before.
 */
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningTestApp, listeningTestApp, opsContextOf } from '../test/helper';
import { testTempDirs } from '../test/temp-dirs';
import { CLI_FILE_MAX_BYTES, CLI_FILES_MAX } from './forward-limits';
import { runCommand } from './run';
import { forwardCommand, type ServerHandle } from './server-handle';

const TOKEN = 'forwarded-files-token-0123456789';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2a8e90000000049454e44ae426082',
  'hex',
);
/** A path no machine here has: whatever reads it, reads what the request brought. */
const CALLER_ONLY = '/caller-machine-only/about.html';
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('files named by a forwarded operator command', () => {
  let t: ListeningTestApp;
  let handle: ServerHandle;
  let dir: string;
  const temp = testTempDirs();

  beforeAll(async () => {
    dir = temp.make('forwarded-files-');
    t = await listeningTestApp({ OPERATOR_TOKEN: TOKEN });
    handle = { pid: process.pid, url: t.url, token: TOKEN };
  });
  afterAll(async () => t.close());

  const file = (name: string, contents: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, contents);
    return path;
  };
  const cli = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/api/cli',
      payload,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    });
  const aboutEn = async (tenant: string) => runCommand(['help-pages', 'show', tenant, 'about', '--lang', 'en'], opsContextOf(t.app));

  it("sends the files' contents: a help page's HTML and sub-items, an image to upload and a banner's", async () => {
    const content = file('about.html', '<p>Read <em>on the caller</em><script>x()</script></p>');
    const children = file('children.json', JSON.stringify([{ title: 'Licence', content: '<p>L1</p>' }]));
    const set = await forwardCommand(handle, [
      ...['help-pages', 'set', 'royal', 'about', '--lang', 'en', '--title', 'About'],
      ...['--content-file', content, '--children-file', children],
    ]);
    expect(set).toContain('<p>Read <em>on the caller</em></p>');
    expect(set).toContain('- Licence\n        <p>L1</p>');

    const uploaded = await forwardCommand(handle, ['content', 'upload', 'royal', file('banner.png', PNG)]);
    const url = /^Uploaded image \d+: (\/content-images\/\d+\.png)$/.exec(uploaded)?.[1];
    expect(url, uploaded).toBeDefined();
    const served = await t.app.inject({ url: `${url}`, headers: { host: 'royal.localhost' } });
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);

    const posted = await forwardCommand(handle, [
      ...['content', 'post', 'royal', '--type', 'B', '--group', 'm_home', '--title', 'Summer', '--no-expiry'],
      ...['--content-file', file('summer.html', '<p>Sun</p>'), '--image', file('summer.png', PNG)],
    ]);
    const id = /^Posted #(\d+) B /.exec(posted)?.[1];
    expect(id, posted).toBeDefined();
    const shown = JSON.parse(await forwardCommand(handle, ['content', 'show', 'royal', String(id)]));
    expect(shown.images).toEqual([expect.stringMatching(/^\/content-images\/\d+\.png$/)]);
    const texts = await t.app.db.query('SELECT language, title, content FROM announcement_texts WHERE announcement_id = $1', [Number(id)]);
    expect(texts).toEqual([{ language: 'en', title: 'Summer', content: '<p>Sun</p>' }]);
  });

  it('reads a file that exists only where the command came from: the server uses the contents it was sent', async () => {
    const argv = ['help-pages', 'set', 'lotus', 'about', '--lang', 'en', '--content-file', CALLER_ONLY];
    const res = await cli({ argv, files: [{ path: CALLER_ONLY, base64: base64('<p>Only on the caller</p>') }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await aboutEn('lotus')).toContain('<p>Only on the caller</p>');
  });

  it('refuses a forwarded request that names a file without bringing it, even one on the server', async () => {
    const before = await aboutEn('tiger');
    const announcements = async () => (await cli({ argv: ['content', 'list', 'tiger'] })).json().value.output;
    const listed = await announcements();
    const onServer = file('server-side.html', '<p>from the server disk</p>');
    for (const [option, path] of [
      ['--content-file', onServer],
      ['--children-file', onServer],
      ['--content-file', CALLER_ONLY],
    ] as const) {
      const res = await cli({ argv: ['help-pages', 'set', 'tiger', 'about', '--lang', 'en', option, path] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
      expect(res.json().message).toBe(
        `The server does not open "${path}": a forwarded command carries the contents of the files it names (npm run ops reads them on the caller's machine and sends them), and this one came without them.`,
      );
    }
    for (const argv of [
      ['content', 'upload', 'tiger', onServer],
      ['content', 'post', 'tiger', '--type', 'PL', '--title', 'T', '--image', onServer],
      ['content', 'picture', 'tiger', '1', '--lang', 'en', '--image', onServer],
    ]) {
      const res = await cli({ argv });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The server does not open /);
    }
    expect(await aboutEn('tiger')).toBe(before);
    expect(await announcements()).toBe(listed);
  });

  it('refuses files the command does not name, twice, not base64, or too many', async () => {
    const argv = ['help-pages', 'set', 'tiger', 'about', '--lang', 'en', '--content-file', CALLER_ONLY];
    const sent = { path: CALLER_ONLY, base64: base64('<p>x</p>') };
    const cases: [object, RegExp][] = [
      [
        { argv, files: [sent, { path: '/other.html', base64: base64('y') }] },
        /^The command does not name the file "\/other.html" it brought\.$/,
      ],
      [{ argv, files: [sent, sent] }, /^The file "\/caller-machine-only\/about.html" came twice\.$/],
      [{ argv, files: [{ path: CALLER_ONLY, base64: 'not base64!' }] }, /files\.0\.base64: a file's contents in base64/],
      [{ argv, files: [{ path: '', base64: '' }] }, /a file needs the name the command gives it/],
      [
        { argv, files: Array.from({ length: CLI_FILES_MAX + 1 }, () => sent) },
        new RegExp(`a forwarded command brings at most ${CLI_FILES_MAX}`),
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await cli(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('the CLI refuses, before sending, a file over the limit or one it cannot find', async () => {
    const big = file('big.png', '');
    truncateSync(big, CLI_FILE_MAX_BYTES + 1);
    await expect(forwardCommand(handle, ['content', 'upload', 'royal', big])).rejects.toThrow(
      `${big} is ${CLI_FILE_MAX_BYTES + 1} bytes; a file sent to the running server may be at most ${CLI_FILE_MAX_BYTES} bytes.`,
    );
    const missing = join(dir, 'missing.html');
    await expect(
      forwardCommand(handle, ['help-pages', 'set', 'royal', 'about', '--lang', 'en', '--content-file', missing]),
    ).rejects.toThrow(/^No such file: ENOENT/);
  });

  it('run locally, a command reads the files on its own disk; a context with no files reads none', async () => {
    const local = opsContextOf(t.app);
    const uploaded = await runCommand(['content', 'upload', 'royal', file('local.png', PNG)], local);
    expect(uploaded).toMatch(/^Uploaded image \d+: \/content-images\/\d+\.png$/);
    const path = file('local.html', '<p>Local</p>');
    await expect(
      runCommand(['help-pages', 'set', 'royal', 'about', '--lang', 'en', '--content-file', path], { ...local, files: undefined }),
    ).rejects.toThrow(`Cannot read "${path}": this operator tool takes no files.`);
    expect(await runCommand(['help-pages', 'set', 'royal', 'about', '--lang', 'en', '--content-file', path], local)).toContain(
      '<p>Local</p>',
    );
  });
});
