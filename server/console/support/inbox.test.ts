/**
 * Inbox messages from the console in each language the brand offers (the player reads his own,
 * else the default language's) and from a chosen time (the clock moves; before it nobody sees the
 * message); the message and its audit record in one transaction (a failing record leaves no message).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../src/contracts/member/calls';
import { clock } from '../../clock';
import { whileAuditFails } from '../../test/insert-fault';
import { loggedInPlayer, type Player } from '../../wallet/test/session';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
const realNow = clock.now;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'support', brands: ['royal'] });
});
afterEach(() => {
  clock.now = realNow;
});
afterAll(async () => {
  await c.close();
});

const post = (url: string, payload: unknown) =>
  c.app.inject({ method: 'POST', url: `/console/api/tenants${url}`, headers: c.headers, payload: payload as object });
const get = (url: string) => c.app.inject({ method: 'GET', url: `/console/api/tenants${url}`, headers: c.headers });

async function inbox(p: Player, language?: string) {
  const headers: Record<string, string> = { host: `${p.brand}.localhost`, authorization: p.token, ...(language ? { language } : {}) };
  const res = await c.app.inject({ method: 'GET', url: MEMBER_CALLS.inbox.path, headers, query: { pageNo: '1' } });
  return res.json().value as { list: { id: number; title: string; body: string; createdAt: string }[]; unReadCount: number };
}

describe('inbox messages per language and scheduled', () => {
  it('shows each player the text of his language, else the brand default', async () => {
    const p = await loggedInPlayer(c.app);
    const setup = (await get('/royal/support/ranks')).json().value;
    expect(setup).toMatchObject({ defaultLanguage: 'km', languages: expect.arrayContaining(['km', 'en', 'zh', 'th']) });
    const sent = await post('/royal/support/inbox', {
      to: { kind: 'member', username: p.member.username },
      texts: { km: { title: 'សួស្តី', body: 'សារ' }, en: { title: 'Hello', body: 'A message' }, zh: { title: '你好', body: '消息' } },
    });
    expect(sent.json().value).toMatchObject({ audience: `player ${p.member.username}`, shownFrom: null });
    expect((await inbox(p, 'EN')).list[0]).toMatchObject({ title: 'Hello', body: 'A message' });
    expect((await inbox(p, 'CN')).list[0]).toMatchObject({ title: '你好', body: '消息' });
    expect((await inbox(p, 'th')).list[0]).toMatchObject({ title: 'សួស្តី', body: 'សារ' });
    expect((await inbox(p)).list[0]).toMatchObject({ title: 'សួស្តី' });
    const listed = (await get('/royal/support/inbox?pageSize=5')).json().value;
    expect(listed.rows[0]).toMatchObject({
      to: p.member.username,
      languages: ['km', 'en', 'zh'],
      scheduled: false,
      sender: `staff:${c.username}`,
    });
  });

  it('refuses a language the brand does not offer, a missing default text and a time in the past', async () => {
    const to = { kind: 'all' };
    const code = async (payload: unknown) => (await post('/royal/support/inbox', payload)).json();
    expect((await code({ to, texts: { km: { title: 'a', body: 'b' }, ru: { title: 'a', body: 'b' } } })).message).toMatch(
      /does not offer ru/,
    );
    expect((await code({ to, texts: { en: { title: 'a', body: 'b' } } })).message).toMatch(/default language \(km\)/);
    expect((await code({ to, texts: { km: { title: '', body: 'b' } } })).code).toBe('request.invalid');
    const past = new Date(clock.now().getTime() - 3_600_000).toISOString();
    expect((await code({ to, title: 'a', body: 'b', sendAt: past })).message).toMatch(/in the past/);
    expect((await code({ to, title: 'a', body: 'b', sendAt: 'tomorrow' })).code).toBe('request.invalid');
    const far = new Date(clock.now().getTime() + 400 * 86_400_000).toISOString();
    expect((await code({ to, title: 'a', body: 'b', sendAt: far })).message).toMatch(/days ahead/);
  });

  it('shows a scheduled message from its time on, by the server clock', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    clock.now = () => start;
    const p = await loggedInPlayer(c.app);
    const before = (await inbox(p)).unReadCount;
    const at = new Date(start.getTime() + 10 * 60_000);
    const sent = (
      await post('/royal/support/inbox', {
        to: { kind: 'member', username: p.member.username },
        title: 'Later',
        body: 'At ten',
        sendAt: at.toISOString(),
      })
    ).json().value;
    expect(sent.shownFrom).toBe(at.toISOString());
    expect((await get('/royal/support/inbox?pageSize=1')).json().value.rows[0]).toMatchObject({ id: sent.id, scheduled: true });
    clock.now = () => new Date(at.getTime() - 1000);
    expect((await inbox(p)).list.map((m) => m.title)).not.toContain('Later');
    expect((await inbox(p)).unReadCount).toBe(before);
    clock.now = () => at;
    const shown = await inbox(p);
    expect(shown.list[0]).toMatchObject({ title: 'Later', createdAt: at.toISOString() });
    expect(shown.unReadCount).toBe(before + 1);
    expect((await get('/royal/support/inbox?pageSize=1')).json().value.rows[0]).toMatchObject({ id: sent.id, scheduled: false });
  });

  it('writes no message when its audit record fails', async () => {
    const p = await loggedInPlayer(c.app);
    const count = async () =>
      (await c.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1', [p.member.id]))[0]?.n;
    await whileAuditFails(c.app.db, { actions: ['support.inbox.send'] }, async () => {
      const res = await post('/royal/support/inbox', {
        to: { kind: 'member', username: p.member.username },
        texts: { km: { title: 'a', body: 'b' }, en: { title: 'c', body: 'd' } },
      });
      expect(res.statusCode).toBe(500);
      expect(await count()).toBe(0);
      expect(
        (
          await c.app.db.query('SELECT 1 FROM inbox_message_texts t JOIN inbox_messages m ON m.id = t.message_id WHERE m.member_id = $1', [
            p.member.id,
          ])
        ).length,
      ).toBe(0);
    });
    expect(
      (await post('/royal/support/inbox', { to: { kind: 'member', username: p.member.username }, title: 'a', body: 'b' })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(1);
  });
});
