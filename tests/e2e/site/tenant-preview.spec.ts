/**
 * `npm run tenant:preview` (one page, one language; both templates) writes a gallery whose
 * screenshots exist as 390×844 PNGs and are grouped by language and template with the page's name.
 * A browser-stage test: it needs the built site, which `npm test` builds before this stage.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { ROOT } from '../../../scripts/qa/server-process';

// the folder is made by the test, not when the file loads (the runner and each worker load it)
test('renders the home page of lotus in English in both templates into an HTML gallery', () => {
  test.setTimeout(240_000);
  const out = mkdtempSync(join(tmpdir(), 'tenant-preview-'));
  let passed = false;
  try {
    renderAndCheck(out);
    passed = true;
  } finally {
    if (!passed && ['1', 'true', 'yes'].includes((process.env.KEEP_TEST_TMP ?? '').toLowerCase())) {
      console.warn(`KEEP_TEST_TMP: kept the gallery at ${out}`);
    } else rmSync(out, { recursive: true, force: true });
  }
});

function renderAndCheck(out: string): void {
  const r = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'scripts/tenant-preview.ts'), 'lotus', '--out', out, '--pages', 'home', '--languages', 'en'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(`${r.stdout}${r.stderr}`).toMatch(/lotus\/index\.html: 2 of 2 screens in \d+ s/);
  expect(r.status).toBe(0);
  const html = readFileSync(join(out, 'lotus/index.html'), 'utf8');
  expect(html).toContain('<h2>en · template base (mem_cen 0)</h2>');
  expect(html).toContain('<h2>en · template new (mem_cen 1)</h2>');
  expect(html.match(/<img src="en-t[01]-home\.png"[^>]*><figcaption>Home<\/figcaption>/g)).toHaveLength(2);
  for (const file of ['en-t0-home.png', 'en-t1-home.png']) {
    const png = readFileSync(join(out, 'lotus', file));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([390, 844]);
  }
}
