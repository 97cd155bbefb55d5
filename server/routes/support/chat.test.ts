import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../src/contracts/envelope';
import { CHAT_CALLS, type ChatCallName } from '../../../src/contracts/support/calls';
import { ChatMessageSchema, ChatMessagesSchema, UnreadCountSchema } from '../../../src/contracts/support/chat';
import { insertMember } from '../../accounts/members';
import { hashPassword } from '../../accounts/secrets';
import { startSession } from '../../accounts/sessions';
import { runCommand } from '../../ops/run';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { siteCall } from '../../test/site-call';

const TOKEN = 'support-test-operator-token';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });

type Player = { brand: string; username: string; token: string };

async function player(app: FastifyInstance, brand = 'royal', more: { trial?: boolean } = {}): Promise<Player> {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(brand);
  const username = `c${randomBytes(4).toString('hex')}`;
  const member = await insertMember(app.db, {
    tenantId: tenant.id,
    merchantCode: tenant.merchantCode,
    username,
    passwordHash: await hashPassword('secret123'),
    now: new Date(),
    ...more,
  });
  return { brand, username, token: await startSession(app.db, member, new Date()) };
}

function call(
  p: Player | { brand: string; token?: string },
  name: ChatCallName,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return siteCall(t.app, p, CHAT_CALLS[name], o);
}

const ops = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/api${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const messages = async (p: Player) => v.parse(envelope(ChatMessagesSchema), (await call(p, 'messages')).json()).value;
const unread = async (p: Player) =>
  v.parse(envelope(UnreadCountSchema), (await call(p, 'unreadCount', { query: { moduleId: 'CBS3' } })).json()).value?.unReadCount;

describe('support chat: round trip', () => {
  it('a player writes, the operator sees it unread, answers over the API; the player sees one unread answer until he reads it', async () => {
    const p = await player(t.app);
    const sent = await call(p, 'send', { body: { text: '  Hello,\r\nmy deposit is late  ' } });
    expect(sent.statusCode).toBe(200);
    const mine = v.parse(envelope(ChatMessageSchema), sent.json()).value;
    expect(mine).toMatchObject({ from: 'player', text: 'Hello,\nmy deposit is late', read: false });

    const threads = (await ops('GET', '/tenants/royal/chats')).json();
    expect(threads.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: p.username, unread: 1, messages: 1, lastFrom: 'player' })]),
    );
    const shown = (await ops('GET', `/tenants/royal/chats/${p.username}`)).json();
    expect(shown.value.messages).toHaveLength(1);
    const after = (await ops('GET', '/tenants/royal/chats')).json().value.find((x: { username: string }) => x.username === p.username);
    expect(after.unread).toBe(0);

    expect(await unread(p)).toBe(0);
    const answer = await ops('POST', `/tenants/royal/chats/${p.username}`, { text: 'We are checking it <b>now</b>', operator: 'mia' });
    expect(answer.statusCode).toBe(200);
    expect(await unread(p)).toBe(1);
    const convo = await messages(p);
    expect(convo?.list.map((m) => [m.from, m.text])).toEqual([
      ['player', 'Hello,\nmy deposit is late'],
      ['operator', 'We are checking it <b>now</b>'],
    ]);
    expect(convo?.list[0]?.read).toBe(true);
    expect(convo?.unReadCount).toBe(1);
    const last = convo?.list.at(-1)?.id ?? 0;
    const read = await call(p, 'read', { body: { upTo: last } });
    expect(read.json().value).toEqual({ unReadCount: 0 });
    expect(await unread(p)).toBe(0);
    const newer = v.parse(envelope(ChatMessagesSchema), (await call(p, 'messages', { query: { after: String(last) } })).json()).value;
    expect(newer?.list).toEqual([]);
  });

  it('a player reads only his own conversation: another player, also of another brand with the same name, sees none of it', async () => {
    const alice = await player(t.app);
    const bob = await player(t.app);
    await call(alice, 'send', { body: { text: 'only for the desk' } });
    await ops('POST', `/tenants/royal/chats/${alice.username}`, { text: 'only for alice' });
    expect((await messages(bob))?.list).toEqual([]);
    expect(await unread(bob)).toBe(0);
    // marking read up to alice's newest id changes nothing for her
    const newest = (await messages(alice))?.list.at(-1)?.id ?? 0;
    await call(bob, 'read', { body: { upTo: newest } });
    expect(await unread(alice)).toBe(1);
    // a tiger player named like alice has no conversation, and the royal desk does not list him
    const tenant = t.app.tenants.get('tiger');
    if (!tenant) throw new Error('tiger');
    const twin = await insertMember(t.app.db, {
      tenantId: tenant.id,
      merchantCode: tenant.merchantCode,
      username: alice.username,
      passwordHash: await hashPassword('secret123'),
      now: new Date(),
    });
    const tigerAlice = { brand: 'tiger', username: alice.username, token: await startSession(t.app.db, twin, new Date()) };
    expect((await messages(tigerAlice))?.list).toEqual([]);
    expect((await ops('GET', '/tenants/tiger/chats')).json().value).toEqual([]);
  });

  it('the ops CLI lists, shows and answers the same conversations', async () => {
    const p = await player(t.app, 'tiger');
    await call(p, 'send', { body: { text: 'hi from tiger' } });
    const ctx = opsContextOf(t.app);
    expect(await runCommand(['chat', 'list', 'tiger'], ctx)).toContain(`${p.username}: 1 messages, 1 unread`);
    expect(await runCommand(['chat', 'show', 'tiger', p.username], ctx)).toContain('"hi from tiger"');
    expect(await runCommand(['chat', 'reply', 'tiger', p.username, 'Hello', 'there'], ctx)).toMatch(/answered/);
    expect((await messages(p))?.list.at(-1)).toMatchObject({ from: 'operator', text: 'Hello there' });
    await expect(runCommand(['chat', 'reply', 'tiger', 'nobody123', 'x'], ctx)).rejects.toThrow(/No player nobody123 on tiger/);
    await expect(runCommand(['chat', 'reply', 'tiger', p.username, '\u0007'], ctx)).rejects.toThrow(/control characters/);
  });
});

describe('support chat: bad input, nothing written', () => {
  it.each([
    ['empty', { text: '   ' }],
    ['too long', { text: 'x'.repeat(501) }],
    ['a control character', { text: 'hi\u0000there' }],
    ['an escape sequence', { text: '\u001b[31mred' }],
    ['a bidi override', { text: 'abc\u202Edef' }],
    ['a lone surrogate', { text: 'a\uD800b' }],
    ['not a string', { text: 42 }],
    ['an extra field', { text: 'hi', html: '<b>' }],
    ['no body', undefined],
  ])('%s: 400 request.invalid', async (_what, body) => {
    const p = await player(t.app);
    const res = await call(p, 'send', body === undefined ? {} : { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    expect((await messages(p))?.list).toEqual([]);
  });

  it('500 characters (emoji count as one) are accepted', async () => {
    const p = await player(t.app);
    expect((await call(p, 'send', { body: { text: '😀'.repeat(500) } })).statusCode).toBe(200);
  });

  it('bad queries and read marks are refused', async () => {
    const p = await player(t.app);
    expect((await call(p, 'messages', { query: { after: '-1' } })).statusCode).toBe(400);
    expect((await call(p, 'messages', { query: { after: 'abc' } })).statusCode).toBe(400);
    expect((await call(p, 'read', { body: { upTo: 'all' } })).statusCode).toBe(400);
    expect((await call(p, 'unreadCount', { query: { moduleId: 'INBOX3' } })).statusCode).toBe(400);
  });

  it('the operator API refuses an empty or controlled answer, an unknown player, a missing token', async () => {
    const p = await player(t.app);
    expect((await ops('POST', `/tenants/royal/chats/${p.username}`, { text: '' })).json().code).toBe('request.invalid');
    expect((await ops('POST', `/tenants/royal/chats/${p.username}`, { text: 'a\u0085b' })).json().code).toBe('request.invalid');
    expect((await ops('POST', `/tenants/royal/chats/${p.username}`, { text: 'ok', operator: 'a b' })).json().code).toBe('request.invalid');
    expect((await ops('POST', '/tenants/royal/chats/nobody123', { text: 'ok' })).statusCode).toBe(404);
    expect((await ops('GET', '/tenants/nope/chats')).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: '/ops/api/tenants/royal/chats' });
    expect(anon.statusCode).toBe(401);
    expect((await messages(p))?.list).toEqual([]);
  });
});

describe('support chat: who may use it', () => {
  it('a guest, a trial account and a closed chat (CBS3 off) are refused', async () => {
    expect((await call({ brand: 'royal' }, 'messages')).json().code).toBe('session.not.logged.in');
    expect((await call({ brand: 'royal' }, 'send', { body: { text: 'hi' } })).statusCode).toBe(401);
    const trial = await player(t.app, 'royal', { trial: true });
    expect((await call(trial, 'send', { body: { text: 'hi' } })).json().code).toBe('trial.only');
    // the unread count every page asks: a trial player has none to read, not a 403
    const trialUnread = await call(trial, 'unreadCount', { query: { moduleId: 'CBS3' } });
    expect([trialUnread.statusCode, trialUnread.json()]).toEqual([
      200,
      expect.objectContaining({ success: true, value: { unReadCount: 0 } }),
    ]);
    expect((await call({ brand: 'royal' }, 'unreadCount', { query: { moduleId: 'CBS3' } })).json().code).toBe('session.not.logged.in');
    const p = await player(t.app);
    await ops('POST', '/tenants/royal/apply', { flags: { CBS3: 'off' } });
    try {
      const res = await call(p, 'unreadCount');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('feature.disabled');
    } finally {
      await ops('POST', '/tenants/royal/apply', { flags: { CBS3: 'reset' } });
    }
    expect((await call(p, 'unreadCount')).statusCode).toBe(200);
  });

  it("players never see each other's messages, and a token of one brand does not open another", async () => {
    const a = await player(t.app);
    const b = await player(t.app);
    await call(a, 'send', { body: { text: 'secret of a' } });
    await ops('POST', `/tenants/royal/chats/${a.username}`, { text: 'answer for a' });
    expect((await messages(b))?.list).toEqual([]);
    expect(await unread(b)).toBe(0);
    // b marking "everything up to a huge id" read does not touch a's answer
    await call(b, 'read', { body: { upTo: 2_000_000_000 } });
    expect(await unread(a)).toBe(1);
    // a's royal token on the tiger host is not a session there
    expect((await call({ brand: 'tiger', token: a.token }, 'messages')).statusCode).toBe(401);
    // the tiger operator view does not list royal players, and cannot answer them
    const lotus = (await ops('GET', '/tenants/tiger/chats')).json().value as { username: string }[];
    expect(lotus.map((x) => x.username)).not.toContain(a.username);
    expect((await ops('POST', `/tenants/tiger/chats/${a.username}`, { text: 'wrong brand' })).statusCode).toBe(404);
    expect((await messages(a))?.list.map((m) => m.text)).toEqual(['secret of a', 'answer for a']);
  });
});
