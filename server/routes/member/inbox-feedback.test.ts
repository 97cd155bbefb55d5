import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/contracts/member/uploads';
import { createMemberOps } from '../../member/operator';
import { b64, disguised, jpeg, memberCall, player, png } from '../../member/test/session';
import { post } from '../../rg/test/play';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
const TOKEN = 'operator-token-for-member-tests';
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const ops = () =>
  createMemberOps(t.app.db, (id) => {
    const tenant = t.app.tenants.get(id);
    if (!tenant) throw new Error(id);
    return tenant;
  });
const opsApi = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/api${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload ? JSON.stringify(payload) : undefined,
  });

describe('inbox', () => {
  it('a message to one player arrives unread, is read once, and no other player sees it', async () => {
    const alice = await player(t.app, new Date());
    const bob = await player(t.app, new Date());
    const sent = await opsApi('POST', '/tenants/royal/inbox', {
      to: { kind: 'member', username: alice.member.username },
      title: 'Hello',
      body: 'Line 1\nLine 2',
    });
    expect(sent.json()).toMatchObject({ success: true, value: { audience: `player ${alice.member.username}` } });
    expect((await memberCall(t.app, alice, 'inboxUnread', { query: { moduleId: 'INBOX3' } })).json().value).toEqual({ unReadCount: 1 });
    expect((await memberCall(t.app, bob, 'inboxUnread')).json().value).toEqual({ unReadCount: 0 });
    const page = (await memberCall(t.app, alice, 'inbox')).json().value;
    expect(page).toMatchObject({
      pageNo: 1,
      totalPages: 1,
      unReadCount: 1,
      list: [{ title: 'Hello', body: 'Line 1\nLine 2', read: false, kind: 'message' }],
    });
    const id = page.list[0].id;
    expect((await memberCall(t.app, bob, 'inboxRead', { body: { id } })).json()).toMatchObject({
      success: false,
      code: 'member.inbox.unknown',
    });
    expect((await memberCall(t.app, alice, 'inboxRead', { body: { id } })).json().value).toEqual({ unReadCount: 0 });
    expect((await memberCall(t.app, alice, 'inboxRead', { body: { id } })).json().value).toEqual({ unReadCount: 0 });
    expect((await memberCall(t.app, alice, 'inbox')).json().value.list[0].read).toBe(true);
  });

  it('a segment: the players of a VIP rank (their rank from the ledger when they read), and everyone', async () => {
    const vip = await player(t.app, new Date());
    const plain = await player(t.app, new Date());
    await post(t.app.db, 'royal', vip.member.id, 'DEPOSIT', 10_000, new Date());
    await post(t.app.db, 'royal', vip.member.id, 'BET', -10_000, new Date());
    await post(t.app.db, 'royal', vip.member.id, 'DEPOSIT', 50_000, new Date());
    await post(t.app.db, 'royal', vip.member.id, 'BET', -40_000, new Date()); // 500.00 staked: VIP1
    await ops().send('royal', { to: { kind: 'rank', labelId: 'VIP1' }, title: 'For VIP1', body: 'Bonus inside' }, 'test');
    await ops().send('royal', { to: { kind: 'all' }, title: 'For all', body: 'News' }, 'test');
    const titles = async (p: typeof vip) =>
      ((await memberCall(t.app, p, 'inbox')).json().value.list as { title: string }[]).map((m) => m.title);
    expect(await titles(vip)).toEqual(['For all', 'For VIP1']);
    expect(await titles(plain)).toEqual(['For all']);
    const later = await player(t.app, new Date(Date.now() + 60_000));
    expect(await titles(later)).toEqual([]); // joined after the broadcast
  });

  it('bad sends and bad reads are refused and write nothing; INBOX3 off closes the calls', async () => {
    const p = await player(t.app, new Date());
    const before = await t.app.db.query('SELECT id FROM inbox_messages');
    const bad = [
      { to: { kind: 'member', username: 'nobody-here' }, title: 'x', body: 'y' },
      { to: { kind: 'rank', labelId: 'VIP99' }, title: 'x', body: 'y' },
      { to: { kind: 'all' }, title: '', body: 'y' },
      { to: { kind: 'all' }, title: 'x'.repeat(81), body: 'y' },
      { to: { kind: 'team' }, title: 'x', body: 'y' },
    ];
    for (const body of bad)
      expect((await opsApi('POST', '/tenants/royal/inbox', body)).json()).toMatchObject({ success: false, code: 'request.invalid' });
    expect(await t.app.db.query('SELECT id FROM inbox_messages')).toHaveLength(before.length);
    expect((await t.app.inject({ method: 'POST', url: '/ops/api/tenants/royal/inbox', payload: {} })).statusCode).toBe(401);
    expect((await memberCall(t.app, p, 'inboxRead', { body: { id: 'x' } })).json().code).toBe('request.invalid');
    expect((await memberCall(t.app, p, 'inbox', { query: { pageNo: '0' } })).json().code).toBe('request.invalid');
    expect((await memberCall(t.app, p, 'inboxUnread', { query: { moduleId: 'OTHER' } })).json().code).toBe('request.invalid');
    await t.app.runtimeRepository.setFlag('royal', 'INBOX3', false);
    try {
      expect((await memberCall(t.app, p, 'inboxUnread')).json().code).toBe('feature.disabled');
    } finally {
      await t.app.runtimeRepository.setFlag('royal', 'INBOX3', null);
    }
  });
});

describe('feedback', () => {
  it('140 characters and up to 3 pictures are stored; the operator reads them and answers into the inbox once', async () => {
    const p = await player(t.app, new Date());
    const res = await memberCall(t.app, p, 'feedback', {
      body: { content: 'The slots page is slow', pictures: [b64(png()), `data:image/jpeg;base64,${b64(jpeg())}`], moduleId: 'FEEDBACK3' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { content: 'The slots page is slow', pictures: 2, answer: null } });
    const id = res.json().value.id;
    const open = (await opsApi('GET', '/tenants/royal/feedback')).json().value.list;
    expect(open.find((f: { id: number }) => f.id === id)).toMatchObject({ username: p.member.username, pictures: 2 });
    const pic = await opsApi('GET', `/tenants/royal/feedback/${id}/pictures/2`);
    expect(pic.headers['content-type']).toContain('image/jpeg');
    expect(Buffer.compare(pic.rawPayload, jpeg())).toBe(0);

    const answered = await opsApi('POST', `/tenants/royal/feedback/${id}/answer`, { body: 'Thanks, fixed.' });
    expect(answered.json()).toMatchObject({ success: true, value: { id, username: p.member.username } });
    expect((await opsApi('POST', `/tenants/royal/feedback/${id}/answer`, { body: 'Again' })).json()).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    const inbox = (await memberCall(t.app, p, 'inbox')).json().value;
    expect(inbox.list).toMatchObject([{ kind: 'feedback', title: 'Re: The slots page is slow', body: 'Thanks, fixed.', read: false }]);
    expect((await memberCall(t.app, p, 'myFeedback')).json().value.list[0]).toMatchObject({ id, answer: 'Thanks, fixed.' });
    expect((await opsApi('GET', '/tenants/royal/feedback?status=open')).json().value.list.some((f: { id: number }) => f.id === id)).toBe(
      false,
    );
  });

  it('wrong types, disguised types, oversize and too many pictures get the spec messages and store nothing', async () => {
    const p = await player(t.app, new Date());
    const send = async (pictures: string[], content = 'hello') =>
      (await memberCall(t.app, p, 'feedback', { body: { content, pictures } })).json();
    expect(await send([b64(Buffer.from('plain text'))])).toMatchObject({ code: 'member.upload.type' });
    expect(await send([b64(png()), b64(disguised())])).toMatchObject({ code: 'member.upload.type' });
    expect(await send(['not base64 !!'])).toMatchObject({ code: 'member.upload.type' });
    expect(await send([b64(png(UPLOAD_MAX_BYTES + 1))])).toMatchObject({ code: 'member.upload.size' });
    expect(await send([b64(png()), b64(png()), b64(png()), b64(png())])).toMatchObject({ code: 'member.upload.count' });
    expect(await send([], 'x'.repeat(141))).toMatchObject({ code: 'request.invalid' });
    expect(await send([], '   ')).toMatchObject({ code: 'request.invalid' });
    expect((await memberCall(t.app, p, 'feedback', { body: { content: 'hi', extra: true } })).json()).toMatchObject({
      code: 'request.invalid',
    });
    expect(await t.app.db.query('SELECT 1 FROM feedback WHERE member_id = $1', [p.member.id])).toHaveLength(0);
    expect(await send([b64(png(UPLOAD_MAX_BYTES))], 'x'.repeat(140))).toMatchObject({ success: true, value: { pictures: 1 } });
    const trial = await player(t.app, new Date(), 'royal', { trial: true });
    expect((await memberCall(t.app, trial, 'feedback', { body: { content: 'hi' } })).json()).toMatchObject({ code: 'member.trial' });
  });
});

describe('personal settings', () => {
  it('nickname, e-mail and payee name are saved and answered as member info; bad values write nothing', async () => {
    const p = await player(t.app, new Date());
    expect((await memberCall(t.app, p, 'setNickname', { body: { nickname: '  Lucky  ' } })).json().value).toMatchObject({
      nickname: 'Lucky',
      account: p.member.username,
    });
    expect((await memberCall(t.app, p, 'setEmail', { body: { email: 'lucky@example.com' } })).json().value).toMatchObject({
      email: 'lucky@example.com',
    });
    expect((await memberCall(t.app, p, 'setPayee', { body: { payeeName: 'Lucky Tan' } })).json().value).toMatchObject({
      payeeName: 'Lucky Tan',
    });
    const other = await player(t.app, new Date());
    expect((await memberCall(t.app, other, 'setEmail', { body: { email: 'LUCKY@example.com' } })).json()).toMatchObject({
      code: 'member.email.taken',
    });
    for (const [name, body] of [
      ['setNickname', { nickname: '' }],
      ['setNickname', { nickname: 'x'.repeat(21) }],
      ['setEmail', { email: 'not-an-email' }],
      ['setPayee', { payeeName: 'a\u0000b' }],
    ] as const) {
      expect((await memberCall(t.app, other, name, { body })).json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
    const [row] = await t.app.db.query<{ nickname: string | null; email: string | null }>(
      'SELECT nickname, email FROM members WHERE id = $1',
      [other.member.id],
    );
    expect(row).toEqual({ nickname: null, email: null });
  });

  it('profile picture: PNG or JPEG by content, 5 MB, behind PROFPIC3', async () => {
    const p = await player(t.app, new Date());
    expect((await memberCall(t.app, p, 'icon')).json().value).toEqual({ icon: null });
    expect((await memberCall(t.app, p, 'setIcon', { body: { picture: b64(disguised()) } })).json()).toMatchObject({
      code: 'member.upload.type',
    });
    expect((await memberCall(t.app, p, 'setIcon', { body: { picture: b64(jpeg(UPLOAD_MAX_BYTES + 10)) } })).json()).toMatchObject({
      code: 'member.upload.size',
    });
    expect((await memberCall(t.app, p, 'icon')).json().value).toEqual({ icon: null });
    const saved = (await memberCall(t.app, p, 'setIcon', { body: { picture: b64(png()), moduleId: 'PROFPIC3' } })).json().value;
    expect(saved.icon).toBe(`data:image/png;base64,${b64(png())}`);
    expect((await memberCall(t.app, p, 'icon')).json().value).toEqual(saved);
    await t.app.runtimeRepository.setFlag('royal', 'PROFPIC3', false);
    try {
      expect((await memberCall(t.app, p, 'setIcon', { body: { picture: b64(png()) } })).json()).toMatchObject({ code: 'feature.disabled' });
    } finally {
      await t.app.runtimeRepository.setFlag('royal', 'PROFPIC3', null);
    }
  });
});
