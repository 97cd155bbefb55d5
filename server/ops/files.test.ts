/** The CLI reads a file a person names relative to the folder they typed the command in. */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTempDirs } from '../test/temp-dirs';
import { readCallerFiles } from './caller-files';
import { diskFiles, typedPath } from './files';

const temp = testTempDirs();
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a relative file path on the command line', () => {
  it('is read from the folder npm was called in (INIT_CWD), not the checkout root npm runs the CLI from', async () => {
    const typedIn = temp.make('ops-typed-in-');
    writeFileSync(join(typedIn, 'page.html'), '<p>from the caller</p>');
    vi.stubEnv('INIT_CWD', typedIn);
    expect(Buffer.from(await diskFiles.read('page.html')).toString('utf8')).toBe('<p>from the caller</p>');
    const [sent] = await readCallerFiles(['content', 'post', 'royal', '--content-file', 'page.html']);
    expect(Buffer.from(sent?.base64 ?? '', 'base64').toString('utf8')).toBe('<p>from the caller</p>');
    expect(sent?.path).toBe('page.html');
  });

  it('is read from the working folder when no npm folder is named, and an absolute path stays as it is', async () => {
    const dir = temp.make('ops-absolute-');
    const file = join(dir, 'children.json');
    writeFileSync(file, '[]');
    vi.stubEnv('INIT_CWD', '');
    expect(typedPath('x.json')).toBe(join(process.cwd(), 'x.json'));
    expect(Buffer.from(await diskFiles.read(relative(process.cwd(), file))).toString('utf8')).toBe('[]');
    vi.stubEnv('INIT_CWD', temp.make('ops-elsewhere-'));
    expect(typedPath(file)).toBe(file);
    expect(Buffer.from(await diskFiles.read(file)).toString('utf8')).toBe('[]');
  });

  it('that is missing in the typed-in folder is a clear error', async () => {
    vi.stubEnv('INIT_CWD', temp.make('ops-empty-'));
    await expect(diskFiles.read('nothing.html')).rejects.toThrow(/No such file/);
  });
});
