/**
 * `npm run ops -- help-pages`: the console's help rules from the command line (the one help
 * service): list, show in one language, set a language's text (sanitised, the rest kept), add,
 * delete (the linked pages refused with the reason), reorder, remove a text, publish and discard,
 * each change audited as `ops`; clear refusals; the same command forwarded through `POST /ops/api/cli`.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playerHelpOf } from '../../content/test/player-help';
import { fileTestApp } from '../../test/app';
import { testTempDirs } from '../../test/temp-dirs';
import { opsContextOf } from '../../test/helper';
import { runCommand } from '../run';

const TOKEN = 'help-pages-cli-token-0123456789';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const temp = testTempDirs();
const ops = (...argv: string[]) => runCommand(['help-pages', ...argv], opsContextOf(t.app));

const playerHelp = (brand: string) => playerHelpOf(t.app, brand);

const audit = (tenant: string) =>
  t.app.db.query<{ action: string; actor: string; target: string }>(
    `SELECT action, actor, target FROM console_audit WHERE tenant = $1 AND action LIKE 'content.help.%' ORDER BY id`,
    [tenant],
  );

describe('ops help-pages', () => {
  it('lists, shows, sets a text, adds, reorders, deletes and publishes, audited as ops', async () => {
    const list = await ops('list', 'royal');
    expect(list.split('\n')[0]).toBe('royal help pages: live, no unpublished changes');
    expect(list).toMatch(/ 5\. terms {12}.+\(protected\)/);

    const zh = await ops('show', 'royal', 'terms', '--lang', 'zh');
    expect(zh.split('\n')[0]).toBe('terms (linked from the player site: cannot be deleted), live');
    expect(zh).toMatch(/\n {2}zh: /);
    expect(zh).not.toMatch(/\n {2}en: /);

    const dir = temp.make('help-pages-');
    const file = join(dir, 'about.html');
    await writeFile(file, '<p onclick="x()">Our <em>story</em><script>alert(1)</script></p>');
    const set = await ops('set', 'royal', 'about', '--lang', 'en', '--title', 'Our story', '--content-file', file);
    expect(set).toContain('Saved the en text of "about" in the draft (publish to show players)');
    expect(set).toContain('en: Our story\n      <p>Our <em>story</em></p>');
    const keptTitle = await ops('set', 'royal', 'about', '--lang', 'en', '--children', '[{"title":"Licence","content":"<p>L1</p>"}]');
    expect(keptTitle).toContain('en: Our story\n      <p>Our <em>story</em></p>\n    - Licence\n        <p>L1</p>');

    expect(await ops('add', 'royal', 'faq', '--title', 'Questions', '--content', '<p>Ask us</p>')).toContain(
      'Added "faq" at the end of the draft (publish to show players)',
    );
    const order = 'faq,terms,about,deposit,withdraw,responsible,privacy';
    expect(await ops('order', 'royal', order)).toMatch(
      /^Reordered the draft .*\n.*draft with unpublished changes.*\n 1\. faq {14}Questions {2}\[no text in km, zh/,
    );
    const afterDelete = await ops('delete', 'royal', 'deposit');
    expect(afterDelete).toContain('Deleted "deposit" from the draft');
    expect(afterDelete).not.toMatch(/\d\. deposit/);
    expect(await ops('remove-text', 'royal', 'withdraw', '--lang', 'zh')).toContain('Removed the zh text of "withdraw"');

    expect((await playerHelp('royal')).find((e) => e.tag === 'about')?.title).toBe('About us');
    expect(await ops('publish', 'royal')).toContain('Published: players read these help pages now.');
    const player = await playerHelp('royal');
    expect(player.map((e) => e.tag)).toEqual(['faq', 'terms', 'about', 'withdraw', 'responsible', 'privacy']);
    expect(player.find((e) => e.tag === 'about')).toMatchObject({
      title: 'Our story',
      content: '<p>Our <em>story</em></p>',
      children: [{ title: 'Licence', content: '<p>L1</p>' }],
    });

    expect(await audit('royal')).toEqual([
      { action: 'content.help.edit', actor: 'ops', target: 'help:about' },
      { action: 'content.help.edit', actor: 'ops', target: 'help:about' },
      { action: 'content.help.create', actor: 'ops', target: 'help:faq' },
      { action: 'content.help.reorder', actor: 'ops', target: 'help' },
      { action: 'content.help.delete', actor: 'ops', target: 'help:deposit' },
      { action: 'content.help.text.remove', actor: 'ops', target: 'help:withdraw' },
      { action: 'content.help.publish', actor: 'ops', target: 'help' },
    ]);
  });

  it('refuses with clear errors and writes nothing', async () => {
    await expect(ops('delete', 'lotus', 'terms')).rejects.toThrow(
      'The "terms" help page is linked from the player site: it can be edited but not deleted',
    );
    await expect(ops('add', 'lotus', 'about', '--title', 'Again')).rejects.toThrow('tag: "about" is already a help entry of this brand');
    await expect(ops('add', 'lotus', 'Bad Tag', '--title', 'x')).rejects.toThrow(/tag: lower-case letters/);
    await expect(ops('add', 'lotus', 'new-page')).rejects.toThrow(/texts\.0\.title/);
    await expect(ops('set', 'lotus', 'about', '--title', 'x')).rejects.toThrow(/Name the language: --lang <code>/);
    await expect(ops('set', 'lotus', 'about', '--lang', 'xx', '--title', 'x')).rejects.toThrow(/must be one of/);
    await expect(ops('set', 'lotus', 'about', '--lang', 'en')).rejects.toThrow(/give a title, content or children/);
    await expect(ops('set', 'lotus', 'about', '--lang', 'en', '--children', '[{')).rejects.toThrow(/--children: not JSON/);
    await expect(ops('set', 'lotus', 'nothing', '--lang', 'en', '--title', 'x')).rejects.toThrow('No help entry "nothing" on this brand');
    await expect(ops('set', 'lotus', 'about', '--lang', 'en', '--content-file', '/nonexistent/x.html')).rejects.toThrow(/No such file/);
    await expect(ops('show', 'lotus', 'about', '--when', 'now')).rejects.toThrow('Unknown option --when');
    await expect(ops('order', 'lotus', 'terms,about')).rejects.toThrow(/tags: give every entry's tag once/);
    await expect(ops('publish', 'lotus')).rejects.toThrow('Nothing to publish: the help pages have no unpublished changes');
    await expect(ops('list', 'nowhere')).rejects.toThrow(/Unknown tenant "nowhere"/);
    await expect(ops('drop', 'lotus')).rejects.toThrow(/Usage:\n {2}npm run ops -- help-pages list/);
    expect(await audit('lotus')).toEqual([]);
    expect((await ops('list', 'lotus')).split('\n')[0]).toBe('lotus help pages: live, no unpublished changes');
    expect(await runCommand(['help'], opsContextOf(t.app))).toContain(
      'help-pages list|show|set|add|remove-text|delete|order|publish|discard',
    );
  });

  it('runs forwarded through POST /ops/api/cli', async () => {
    const cli = (argv: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/api/cli',
        payload: { argv },
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      });
    const set = await cli(['help-pages', 'set', 'tiger', 'privacy', '--lang', 'en', '--title', 'Your data']);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.output).toContain('Saved the en text of "privacy"');
    const refused = await cli(['help-pages', 'delete', 'tiger', 'privacy']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The "privacy" help page is linked from the player site: it can be edited but not deleted');
    expect((await cli(['help-pages', 'discard', 'tiger'])).json().value.output).toContain('Discarded the draft');
    expect(await audit('tiger')).toEqual([
      { action: 'content.help.edit', actor: 'ops', target: 'help:privacy' },
      { action: 'content.help.discard', actor: 'ops', target: 'help' },
    ]);
  });
});
