/** The support area's API: chats, feedback and inbox messages with their permissions, brand scope and audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../src/contracts/member/calls';
import { CHAT_CALLS } from '../../../src/contracts/support/calls';
import { clock } from '../../clock';
import { siteCall } from '../../test/site-call';
import { b64, png } from '../../member/test/session';
import { loggedInPlayer } from '../../wallet/test/session';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'support', brands: ['royal'] });
});
afterAll(async () => {
  await c.close();
});

const get = (url: string, headers = c.headers) => c.app.inject({ method: 'GET', url: `/console/api${url}`, headers });
const post = (url: string, payload: unknown, headers = c.headers) =>
  c.app.inject({ method: 'POST', url: `/console/api${url}`, headers, payload: payload as object });

async function auditActions(target: string): Promise<string[]> {
  const rows = await c.app.db.query<{ action: string }>('SELECT action FROM console_audit WHERE target LIKE $1 ORDER BY id', [
    `%${target}%`,
  ]);
  return rows.map((r) => r.action);
}

describe('the support chat in the console', () => {
  it('lists a player message as waiting, shows it after a cursor, answers into the player chat, closes and reopens', async () => {
    const p = await loggedInPlayer(c.app);
    expect((await siteCall(c.app, p, CHAT_CALLS.send, { body: { text: 'My deposit is late' } })).statusCode).toBe(200);
    const list = (await get('/tenants/royal/support/chats')).json().value;
    expect(list.threads[0]).toMatchObject({
      memberId: p.member.id,
      username: p.member.username,
      brand: 'royal',
      unread: 1,
      waiting: true,
      closed: false,
    });
    expect(list.cursor).toBeGreaterThan(0);

    const shown = (await get(`/tenants/royal/support/chats/${p.member.id}`)).json().value;
    expect(shown.messages).toEqual([expect.objectContaining({ from: 'player', text: 'My deposit is late' })]);
    const lastId = shown.messages[0].id as number;
    expect((await get('/tenants/royal/support/chats')).json().value.threads[0].unread).toBe(0);
    expect((await get(`/tenants/royal/support/chats/${p.member.id}?after=${lastId}`)).json().value.messages).toEqual([]);

    const answered = await post(`/tenants/royal/support/chats/${p.member.id}/answer`, { text: 'We are checking it now' });
    expect(answered.statusCode).toBe(200);
    const chat = (await siteCall(c.app, p, CHAT_CALLS.messages)).json().value;
    expect(chat).toMatchObject({ unReadCount: 1, list: [{ from: 'player' }, { from: 'operator', text: 'We are checking it now' }] });
    expect((await get(`/tenants/royal/support/chats/${p.member.id}?after=${lastId}`)).json().value.messages).toEqual([
      expect.objectContaining({ from: 'operator' }),
    ]);
    expect(
      (await get('/tenants/royal/support/chats')).json().value.threads.find((t: { memberId: number }) => t.memberId === p.member.id)
        .waiting,
    ).toBe(false);

    expect((await post(`/tenants/royal/support/chats/${p.member.id}/close`, {})).json().value).toEqual({
      memberId: p.member.id,
      closed: true,
    });
    expect((await get(`/tenants/royal/support/chats/${p.member.id}`)).json().value.closed).toBe(true);
    expect((await post(`/tenants/royal/support/chats/${p.member.id}/reopen`, {})).json().value.closed).toBe(false);
    expect(await auditActions(`member:${p.member.id}:`)).toEqual(['support.chat.answer', 'support.chat.close', 'support.chat.reopen']);
  });

  it('a new player message reopens a closed conversation and puts it first again', async () => {
    const real = clock.now;
    const t0 = Date.now();
    try {
      const p = await loggedInPlayer(c.app);
      clock.now = () => new Date(t0 + 1_000);
      await siteCall(c.app, p, CHAT_CALLS.send, { body: { text: 'hello' } });
      clock.now = () => new Date(t0 + 2_000);
      await post(`/tenants/royal/support/chats/${p.member.id}/close`, {});
      const closed = (await get('/tenants/royal/support/chats'))
        .json()
        .value.threads.find((t: { memberId: number }) => t.memberId === p.member.id);
      expect(closed).toMatchObject({ closed: true, waiting: false });
      clock.now = () => new Date(t0 + 3_000);
      await siteCall(c.app, p, CHAT_CALLS.send, { body: { text: 'still there?' } });
      expect((await get('/tenants/royal/support/chats')).json().value.threads[0]).toMatchObject({
        memberId: p.member.id,
        closed: false,
        waiting: true,
      });
    } finally {
      clock.now = real;
    }
  });

  it('refuses bad answers, other brands and a role without the permission', async () => {
    const p = await loggedInPlayer(c.app);
    const lotus = await loggedInPlayer(c.app, 'lotus');
    expect((await post(`/tenants/royal/support/chats/${p.member.id}/answer`, { text: ' ' })).json().code).toBe('request.invalid');
    expect((await post(`/tenants/royal/support/chats/${p.member.id}/answer`, { text: 'x', extra: 1 })).json().code).toBe('request.invalid');
    expect((await post(`/tenants/royal/support/chats/${lotus.member.id}/answer`, { text: 'hi' })).statusCode).toBe(404);
    expect((await get('/tenants/lotus/support/chats')).statusCode).toBe(403);
    expect((await get(`/tenants/royal/support/chats/${p.member.id}?after=x`)).json().code).toBe('request.invalid');
    const readonly = await c.signIn({ role: 'readonly', brands: ['royal'] });
    expect((await get('/tenants/royal/support/chats', readonly.headers)).statusCode).toBe(200);
    expect((await post(`/tenants/royal/support/chats/${p.member.id}/answer`, { text: 'hi' }, readonly.headers)).statusCode).toBe(403);
    const cashier = await c.signIn({ role: 'cashier', brands: ['royal'] });
    expect((await get('/tenants/royal/support/chats', cashier.headers)).statusCode).toBe(403);
    expect((await get('/tenants/royal/support/chats', { cookie: 'console_session=nope' })).statusCode).toBe(401);
  });
});

describe('feedback and inbox messages from the console', () => {
  it('lists feedback unanswered first, answers it once into the player inbox, audited', async () => {
    const p = await loggedInPlayer(c.app);
    expect((await siteCall(c.app, p, MEMBER_CALLS.feedback, { body: { content: 'The slot froze' } })).statusCode).toBe(200);
    const list = (await get('/tenants/royal/support/feedback')).json().value.list;
    const mine = list.find((f: { memberId: number }) => f.memberId === p.member.id);
    expect(mine).toMatchObject({ content: 'The slot froze', answer: null, username: p.member.username });
    const answered = await post(`/tenants/royal/support/feedback/${mine.id}/answer`, { body: 'Fixed, thank you' });
    expect(answered.json().value).toMatchObject({ id: mine.id, username: p.member.username });
    expect((await post(`/tenants/royal/support/feedback/${mine.id}/answer`, { body: 'again' })).json().code).toBe('request.invalid');
    expect((await post('/tenants/royal/support/feedback/999999/answer', { body: 'x' })).statusCode).toBe(404);
    const inbox = (await siteCall(c.app, p, MEMBER_CALLS.inbox, { query: { pageNo: '1' } })).json().value;
    expect(inbox.list).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'feedback', body: 'Fixed, thank you' })]));
    const after = (await get('/tenants/royal/support/feedback')).json().value.list;
    expect(after.findIndex((f: { id: number }) => f.id === mine.id)).toBeGreaterThanOrEqual(
      after.filter((f: { answeredAt: string | null }) => f.answeredAt === null).length,
    );
    expect(await auditActions(`feedback:${mine.id}:`)).toEqual(['support.feedback.answer']);
    const lotusAgent = await c.signIn({ role: 'support', brands: ['lotus'] });
    expect((await post(`/tenants/royal/support/feedback/${mine.id}/answer`, { body: 'x' }, lotusAgent.headers)).statusCode).toBe(403);
  });

  it("shows a feedback picture to the brand's agents only", async () => {
    const p = await loggedInPlayer(c.app);
    const picture = png();
    expect(
      (await siteCall(c.app, p, MEMBER_CALLS.feedback, { body: { content: 'See the screen', pictures: [b64(picture)] } })).statusCode,
    ).toBe(200);
    const mine = (await get('/tenants/royal/support/feedback?status=open'))
      .json()
      .value.list.find((f: { memberId: number }) => f.memberId === p.member.id);
    expect(mine).toMatchObject({ pictures: 1, answeredAt: null });
    const shown = await get(`/tenants/royal/support/feedback/${mine.id}/pictures/1`);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(shown.rawPayload, picture)).toBe(0);
    expect((await get(`/tenants/royal/support/feedback/${mine.id}/pictures/2`)).statusCode).toBe(404);
    expect((await get(`/tenants/royal/support/feedback/${mine.id}/pictures/4`)).json().code).toBe('request.invalid');
    const lotusAgent = await c.signIn({ role: 'support', brands: ['lotus'] });
    expect((await get(`/tenants/lotus/support/feedback/${mine.id}/pictures/1`, lotusAgent.headers)).statusCode).toBe(404);
  });

  it('sends an inbox message to one member, refuses an unknown rank, audited', async () => {
    const p = await loggedInPlayer(c.app);
    const sent = await post('/tenants/royal/support/inbox', {
      to: { kind: 'member', username: p.member.username },
      title: 'Welcome',
      body: 'Hello from support',
    });
    expect(sent.json().value).toMatchObject({ audience: `player ${p.member.username}` });
    const inbox = (await siteCall(c.app, p, MEMBER_CALLS.inbox, { query: { pageNo: '1' } })).json().value;
    expect(inbox.list).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Welcome', body: 'Hello from support' })]));
    expect((await post('/tenants/royal/support/inbox', { to: { kind: 'rank', labelId: 'NOPE' }, title: 't', body: 'b' })).json().code).toBe(
      'request.invalid',
    );
    expect((await post('/tenants/royal/support/inbox', { to: { kind: 'all' }, title: '', body: 'b' })).json().code).toBe('request.invalid');
    expect(await auditActions(`player ${p.member.username}`)).toEqual(['support.inbox.send']);
    expect((await get('/tenants/royal/support/ranks')).json().value.ranks.length).toBeGreaterThan(0);
  });
});
