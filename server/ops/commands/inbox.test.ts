/**
 * `npm run ops -- inbox`: a text per language and a send time (the console's rules and clear
 * refusals), the list, one message, a change and a cancel before the time (audited as `ops`), the
 * player never seeing the cancelled message once the clock has moved past its time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../src/contracts/member/calls';
import { clock } from '../../clock';
import { player } from '../../member/test/session';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { runCommand } from '../run';

const t = fileTestApp();
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});
const START = new Date(Math.floor(Date.now() / 1000) * 1000);
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

describe('ops inbox with languages and a schedule', () => {
  it('sends in two languages at a time, lists, shows, changes and cancels before the time', async () => {
    clock.now = () => START;
    const ctx = opsContextOf(t.app);
    const p = await player(t.app, START);
    const name = p.member.username;
    const at = minutes(10).toISOString();
    const sent = await runCommand(
      ['inbox', 'send', 'royal', name, '--title', 'សួស្តី', '--body', 'km', '--title.en', 'Hello', '--body.en', 'Hi there', '--at', at],
      ctx,
    );
    expect(sent).toMatch(new RegExp(`^message #(\\d+) sent to player ${name} on royal, shown from ${at}$`));
    const id = /#(\d+)/.exec(sent)?.[1] ?? '';
    const gone = /#(\d+)/.exec(
      await runCommand(['inbox', 'send', 'royal', '--all', '--title', 'All', '--body', 'b', '--at', at], ctx),
    )?.[1];

    const list = await runCommand(['inbox', 'list', 'royal'], ctx);
    expect(list).toContain(`#${gone} scheduled ${at} to everyone [km] by operator:cli: All`);
    expect(list).toContain(`#${id} scheduled ${at} to member ${name} [km, en] by operator:cli: សួស្តី`);
    expect(await runCommand(['inbox', 'show', 'royal', id], ctx)).toContain('en: Hello\n      Hi there');

    const later = minutes(20).toISOString();
    expect(await runCommand(['inbox', 'change', 'royal', id, '--title.en', 'Changed', '--body.en', 'New text', '--at', later], ctx)).toBe(
      `message #${id} changed: shown from ${later} in km, en`,
    );
    expect(await runCommand(['inbox', 'cancel', 'royal', String(gone)], ctx)).toBe(
      `message #${gone} cancelled: it was to be shown at ${at}; no player will see it`,
    );
    expect(await runCommand(['inbox', 'list', 'royal'], ctx)).toContain(`#${gone} cancelled ${START.toISOString()} to everyone`);
    await expect(runCommand(['inbox', 'cancel', 'royal', String(gone)], ctx)).rejects.toThrow(`Message #${gone} is cancelled`);

    const titles = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: MEMBER_CALLS.inbox.path,
            query: { pageNo: '1' },
            headers: { host: 'royal.localhost', authorization: p.token, language: 'EN' },
          })
        ).json().value.list as { title: string }[]
      ).map((m) => m.title);
    clock.now = () => minutes(15);
    expect(await titles()).toEqual([]);
    clock.now = () => minutes(20);
    expect(await titles()).toEqual(['Changed']);
    await expect(runCommand(['inbox', 'cancel', 'royal', id], ctx)).rejects.toThrow('a message already shown cannot be cancelled');

    const audit = await t.app.db.query<{ action: string; actor: string }>(
      'SELECT action, actor FROM console_audit WHERE target IN ($1, $2) ORDER BY id',
      [`message:${id}`, `message:${gone}`],
    );
    expect(audit).toEqual([
      { action: 'support.inbox.change', actor: 'ops' },
      { action: 'support.inbox.cancel', actor: 'ops' },
    ]);
  });

  it('refuses with clear errors', async () => {
    clock.now = () => START;
    const ctx = opsContextOf(t.app);
    const send = (...more: string[]) => runCommand(['inbox', 'send', 'royal', '--all', ...more], ctx);
    await expect(send('--title', 'a', '--body', 'b', '--title.ru', 'a', '--body.ru', 'b')).rejects.toThrow(/royal does not offer ru/);
    await expect(send('--title.en', 'a', '--body.en', 'b')).rejects.toThrow(/default language \(km\)/);
    await expect(send('--title', 'a', '--body', 'b', '--title.en', 'a')).rejects.toThrow(
      'The text in en needs both --title.en and --body.en',
    );
    await expect(send('--title', 'a', '--body', 'b', '--at', minutes(-10).toISOString())).rejects.toThrow(/in the past/);
    await expect(send('--title', 'a', '--body', 'b', '--at', 'tomorrow')).rejects.toThrow(/Invalid message: sendAt/);
    await expect(send('--title', 'a', '--body', 'b', '--at', minutes(60 * 24 * 400).toISOString())).rejects.toThrow(/366 days ahead/);
    await expect(send('--title', 'a', '--body', 'b', '--when', 'x')).rejects.toThrow('Unknown option --when');
    await expect(send()).rejects.toThrow(/needs --title and --body \(in km/);
    await expect(runCommand(['inbox', 'cancel', 'royal', '999999999'], ctx)).rejects.toThrow('No message #999999999 on royal.');
    await expect(runCommand(['inbox', 'change', 'royal', '1'], ctx)).rejects.toThrow(/Nothing to change/);
    await expect(runCommand(['inbox', 'cancel', 'royal'], ctx)).rejects.toThrow(/Usage: npm run ops -- inbox send/);
    await expect(runCommand(['inbox', 'drop', 'royal', '1'], ctx)).rejects.toThrow(/Usage/);
    await expect(runCommand(['inbox', 'list', 'nowhere'], ctx)).rejects.toThrow(/Unknown tenant "nowhere"/);
    expect(await runCommand(['help'], ctx)).toContain('inbox send <tenant> <username>|--rank L|--all --title T --body B [--title.<lang> T');
  });
});
