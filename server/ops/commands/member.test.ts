import { describe, expect, it } from 'vitest';
import { memberCall, player } from '../../member/test/session';
import { post } from '../../rg/test/play';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { runCommand } from '../run';

const t = fileTestApp();

describe('ops inbox, feedback, vip', () => {
  it('sends to a player, answers feedback into the inbox, shows the rank from the ledger', async () => {
    const ctx = opsContextOf(t.app);
    const p = await player(t.app, new Date());
    const name = p.member.username;
    expect(await runCommand(['inbox', 'send', 'royal', name, '--title', 'Hi', '--body', 'Welcome'], ctx)).toMatch(
      new RegExp(`sent to player ${name} on royal`),
    );
    expect(await runCommand(['inbox', 'send', 'royal', '--rank', 'VIP0', '--title', 'Rank', '--body', 'For VIP0'], ctx)).toMatch(
      /sent to rank VIP0/,
    );
    await expect(runCommand(['inbox', 'send', 'royal', '--title', 'x', '--body', 'y'], ctx)).rejects.toThrow(/Name a player/);
    await expect(runCommand(['inbox', 'send', 'royal', '--all', '--title', '', '--body', 'y'], ctx)).rejects.toThrow(
      /Invalid message: title/,
    );

    await memberCall(t.app, p, 'feedback', { body: { content: 'Please add more fishing games' } });
    const list = await runCommand(['feedback', 'list', 'royal'], ctx);
    const id = /#(\d+) .* Please add more fishing games/.exec(list)?.[1];
    expect(id).toBeDefined();
    expect(await runCommand(['feedback', 'answer', 'royal', String(id), '--body', 'Coming next week'], ctx)).toContain(
      `in ${name}'s inbox`,
    );
    expect(await runCommand(['feedback', 'list', 'royal'], ctx)).not.toContain('Please add more fishing games');
    expect(await runCommand(['feedback', 'list', 'royal', 'all'], ctx)).toContain('answered: Coming next week');
    await expect(runCommand(['feedback', 'answer', 'royal', String(id), '--body', 'again'], ctx)).rejects.toThrow(/already answered/);
    const titles = ((await memberCall(t.app, p, 'inbox')).json().value.list as { title: string }[]).map((m) => m.title);
    expect(titles).toEqual(['Re: Please add more fishing games', 'Rank', 'Hi']);

    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 12_345, new Date());
    expect(await runCommand(['vip', 'show', 'royal', name], ctx)).toMatch(
      /rank VIP0, next VIP1 \(\d+%\); deposits \$123\.45 USD, turnover \$0\.00 USD/,
    );
    await expect(runCommand(['vip', 'show', 'royal', 'ghost'], ctx)).rejects.toThrow(/No player/);
  });
});
