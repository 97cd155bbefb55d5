import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { perBuild } from './files';

const dir = mkdtempSync(join(tmpdir(), 'per-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes index.html with a modification time of its own (a build). */
function build(html: string, secondsSinceEpoch: number): void {
  writeFileSync(join(dir, 'index.html'), html);
  utimesSync(join(dir, 'index.html'), secondsSinceEpoch, secondsSinceEpoch);
}

describe('perBuild', () => {
  const made: string[] = [];
  const value = perBuild(dir, (html) => {
    made.push(html);
    return html.toUpperCase();
  });

  it('is null while nothing is built', () => {
    expect(value()).toBeNull();
    expect(made).toEqual([]);
  });

  it('reads index.html once per build, however many requests ask', () => {
    build('first', 1_000);
    expect([value(), value(), value()]).toEqual(['FIRST', 'FIRST', 'FIRST']);
    expect(made).toEqual(['first']);
  });

  it('keeps the value while the file keeps its time, and makes it again for a new build', () => {
    build('edited', 1_000);
    expect(value()).toBe('FIRST');
    build('second', 2_000);
    expect(value()).toBe('SECOND');
    expect(made).toEqual(['first', 'second']);
  });
});
