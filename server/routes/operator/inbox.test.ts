/**
 * The operator API's inbox speaks the console's languages and schedule: a text per language the
 * brand offers and a send time (clear refusals), the list, one message, a change and a cancel of a
 * scheduled message (audited as `operator:api` with before and after), the player never seeing a
 * cancelled message as the clock moves past its time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../../clock';
import { MEMBER_CALLS } from '../../../src/contracts/member/calls';
import { player } from '../../member/test/session';
import { fileTestApp } from '../../test/app';

const TOKEN = 'inbox-operator-token-0123456789ab';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});
const START = new Date(Math.floor(Date.now() / 1000) * 1000);
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = TOKEN) =>
  t.app.inject({ method, url: `/ops/api/tenants${url}`, payload, headers: { authorization: `Bearer ${token}` } });

describe('operator API: inbox languages and schedule', () => {
  it('sends per language at a time, lists, shows, changes and cancels before the time; audited as operator:api', async () => {
    clock.now = () => START;
    const p = await player(t.app, START);
    const to = { kind: 'member', username: p.member.username };
    const sent = await api('POST', '/royal/inbox', {
      to,
      texts: { km: { title: 'សួស្តី', body: 'km' }, en: { title: 'Hello', body: 'en' } },
      sendAt: minutes(10).toISOString(),
    });
    expect(sent.json()).toMatchObject({
      success: true,
      value: { audience: `player ${p.member.username}`, shownFrom: minutes(10).toISOString() },
    });
    const id = sent.json().value.id as number;
    const other = (await api('POST', '/royal/inbox', { to, title: 'Second', body: 'b', sendAt: minutes(10).toISOString() })).json().value
      .id as number;

    expect((await api('GET', '/royal/inbox?pageSize=2')).json().value.rows).toMatchObject([
      { id: other, scheduled: true, languages: ['km'], sender: 'operator:api' },
      { id, scheduled: true, languages: ['km', 'en'], cancelledAt: null },
    ]);
    expect((await api('GET', `/royal/inbox/${id}`)).json().value).toMatchObject({
      texts: { km: { title: 'សួស្តី' }, en: { title: 'Hello' } },
    });

    const changed = await api('PUT', `/royal/inbox/${id}`, {
      texts: { km: { title: 'ថ្មី', body: 'km' }, en: { title: 'Changed', body: 'en' } },
      sendAt: minutes(20).toISOString(),
    });
    expect(changed.json().value).toMatchObject({ shownFrom: minutes(20).toISOString(), texts: { en: { title: 'Changed' } } });
    expect((await api('POST', `/royal/inbox/${other}/cancel`)).json().value).toMatchObject({ cancelledAt: START.toISOString() });

    const titles = async (language: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: MEMBER_CALLS.inbox.path,
            query: { pageNo: '1' },
            headers: { host: 'royal.localhost', authorization: p.token, language },
          })
        ).json().value.list as { title: string }[]
      ).map((m) => m.title);
    clock.now = () => minutes(10);
    expect(await titles('EN')).toEqual([]);
    clock.now = () => minutes(20);
    expect(await titles('EN')).toEqual(['Changed']);

    const audit = await t.app.db.query<{ action: string; actor: string; staff_id: string | null; target: string; before: unknown }>(
      `SELECT action, actor, staff_id, target, before FROM console_audit WHERE target IN ($1, $2) ORDER BY id`,
      [`message:${id}`, `message:${other}`],
    );
    expect(audit).toMatchObject([
      {
        action: 'support.inbox.change',
        actor: 'operator:api',
        staff_id: null,
        target: `message:${id}`,
        before: { texts: { en: { title: 'Hello' } } },
      },
      { action: 'support.inbox.cancel', actor: 'operator:api', staff_id: null, target: `message:${other}` },
    ]);
    expect((await api('POST', `/royal/inbox/${id}/cancel`)).json()).toMatchObject({
      success: false,
      code: 'request.invalid',
      message: `Message #${id} was shown at ${minutes(20).toISOString()}: a message already shown cannot be cancelled.`,
    });
  });

  it('refuses languages the brand does not offer, times in the past or too far, unknown messages, no token', async () => {
    clock.now = () => START;
    const to = { kind: 'all' };
    const bad = async (payload: object) => (await api('POST', '/royal/inbox', payload)).json();
    expect((await bad({ to, texts: { km: { title: 'a', body: 'b' }, ru: { title: 'a', body: 'b' } } })).message).toMatch(
      /royal does not offer ru/,
    );
    expect((await bad({ to, texts: { en: { title: 'a', body: 'b' } } })).message).toMatch(/default language \(km\)/);
    expect((await bad({ to, title: 'a', body: 'b', sendAt: minutes(-5).toISOString() })).message).toMatch(/in the past/);
    expect((await bad({ to, title: 'a', body: 'b', sendAt: minutes(400 * 24 * 60).toISOString() })).message).toMatch(/366 days ahead/);
    expect((await bad({ to, title: 'a', body: 'b', sendAt: 'tomorrow' })).code).toBe('request.invalid');
    expect((await bad({ to: { kind: 'member', username: 'nobody-here' }, title: 'a', body: 'b' })).code).toBe('request.invalid');
    expect((await api('POST', '/royal/inbox/999999999/cancel')).json()).toMatchObject({ code: 'request.not.found' });
    expect((await api('PUT', '/royal/inbox/999999999', { sendAt: minutes(5).toISOString() })).statusCode).toBe(404);
    expect((await api('GET', '/nowhere/inbox')).json().code).toBe('merchant.unknown');
    expect((await api('POST', '/royal/inbox/1/cancel', undefined, 'wrong-token-wrong-token-wrong-token')).statusCode).toBe(401);
  });
});
