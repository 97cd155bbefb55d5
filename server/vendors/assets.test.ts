import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asset, pageHtml } from './assets';

const pages = readdirSync(fileURLToPath(new URL('./pages/', import.meta.url)));

describe('game page assets', () => {
  it('serves every page module as JavaScript (type-stripping accepts each file)', async () => {
    for (const file of pages.filter((f) => f.endsWith('.ts'))) {
      const served = await asset(file.replace(/\.ts$/, '.js'));
      expect(served, file).not.toBeNull();
    }
    expect((await asset('game.css'))?.type).toMatch(/text\/css/);
  });

  it('serves nothing outside the pages folder', async () => {
    expect(await asset('../plugin.js')).toBeNull();
    expect(await asset('missing.js')).toBeNull();
  });

  it('the shell loads its entry as a module, no inline script', () => {
    expect(pageHtml('play', 'en')).toMatch(/<script type="module" src="\/vendors\/assets\/play.js"><\/script>/);
  });
});
