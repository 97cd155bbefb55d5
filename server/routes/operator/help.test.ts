/**
 * The help centre on the operator API: the console's rules through the one help service — the
 * entries listed, one shown whole or in one language, a language's title and text set (sanitised,
 * what is not given kept), entries added with unique tags, deleted except the pages the player site
 * links to (refused with the reason), reordered, a language's text removed; players read none of it
 * until it is published; each change audited as `operator:api` in its transaction; bad input refused.
 */
import { describe, expect, it } from 'vitest';
import { playerHelpOf } from '../../content/test/player-help';
import { fileTestApp } from '../../test/app';
import { whileAuditFails } from '../../test/insert-fault';

const TOKEN = 'help-operator-token-0123456789';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = TOKEN) =>
  t.app.inject({
    method,
    url: `/ops/api/tenants${url}`,
    headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const playerHelp = (brand: string) => playerHelpOf(t.app, brand);

/** The help entries every brand is seeded with, in their order. */
const SEEDED_TAGS = ['about', 'deposit', 'withdraw', 'responsible', 'terms', 'privacy'];
const tagsOf = (entries: readonly { tag: string }[]) => entries.map((e) => e.tag);

type AuditRow = { action: string; actor: string; staff_id: string | null; tenant: string; before: unknown; after: unknown };
const auditOf = (tenant: string, target: string): Promise<AuditRow[]> =>
  t.app.db.query('SELECT action, actor, staff_id, tenant, before, after FROM console_audit WHERE tenant = $1 AND target = $2 ORDER BY id', [
    tenant,
    target,
  ]);

describe('help pages on the operator API', () => {
  it('lists the seeded entries and shows one whole or in one language', async () => {
    const list = await api('GET', '/royal/help');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value).toMatchObject({ draft: false, defaultLanguage: 'km', protectedTags: ['terms', 'privacy', 'responsible'] });
    expect(tagsOf(list.json().value.entries)).toEqual(SEEDED_TAGS);
    const whole = (await api('GET', '/royal/help/entries/terms')).json().value;
    expect(whole).toMatchObject({ tag: 'terms', protected: true, draft: false, missingLanguages: [] });
    expect(whole.texts.length).toBeGreaterThan(1);
    const zh = await api('GET', '/royal/help/entries/terms?language=zh');
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.json().value.texts.map((x: { language: string }) => x.language)).toEqual(['zh']);
    expect(zh.json().value.texts[0].children).toHaveLength(2);
    expect((await api('GET', '/royal/help/entries/nothing-here')).statusCode).toBe(404);
    expect((await api('GET', '/royal/help/entries/terms?language=xx')).statusCode).toBe(400);
  });

  it("sets a language's title and text through the one sanitiser, keeps what is not given, publishes for players", async () => {
    const before = (await api('GET', '/royal/help/entries/about?language=en')).json().value.texts[0];
    const set = await api('PUT', '/royal/help/entries/about/texts/en', {
      content: '<p onclick="steal()">Fair <strong>play</strong><script>alert(1)</script><a href="javascript:alert(2)">x</a></p>',
    });
    expect(set.statusCode, set.body).toBe(200);
    const en = set.json().value.texts.find((x: { language: string }) => x.language === 'en');
    expect(en.title).toBe(before.title);
    expect(en.children).toEqual(before.children);
    expect(en.content).toContain('Fair <strong>play</strong>');
    expect(en.content).not.toMatch(/script|onclick|javascript:/i);
    expect(set.json().value.draft).toBe(true);

    const titled = await api('PUT', '/royal/help/entries/about/texts/en', { title: 'About the house' });
    expect(titled.json().value.texts.find((x: { language: string }) => x.language === 'en')).toMatchObject({
      title: 'About the house',
      content: en.content,
    });

    // players read the live entry until the draft is published
    expect((await playerHelp('royal')).find((e) => e.tag === 'about')?.title).toBe(before.title);
    const published = await api('POST', '/royal/help/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().value.draft).toBe(false);
    expect((await playerHelp('royal')).find((e) => e.tag === 'about')).toMatchObject({ title: 'About the house', content: en.content });
    const again = await api('POST', '/royal/help/publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing to publish: the help pages have no unpublished changes');

    const rows = await auditOf('royal', 'help:about');
    expect(rows.map((r) => [r.action, r.actor, r.staff_id])).toEqual([
      ['content.help.edit', 'operator:api', null],
      ['content.help.edit', 'operator:api', null],
    ]);
    expect(JSON.stringify(rows[1]?.before)).toContain(before.title);
    expect(JSON.stringify(rows[1]?.after)).toContain('About the house');
    expect((await auditOf('royal', 'help')).map((r) => [r.action, r.actor])).toEqual([['content.help.publish', 'operator:api']]);
  });

  it('adds with a unique tag, refuses deleting the linked pages with the reason, deletes, reorders, removes a text, discards', async () => {
    const made = await api('POST', '/lotus/help/entries', {
      tag: 'vip-club',
      texts: [{ language: 'en', title: 'VIP club', content: '<p>Ranks</p>', children: [{ title: 'Ranks', content: '<p>1-5</p>' }] }],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value).toMatchObject({ tag: 'vip-club', protected: false, draft: true });
    const twice = await api('POST', '/lotus/help/entries', { tag: 'vip-club', texts: [{ language: 'en', title: 'x' }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('tag: "vip-club" is already a help entry of this brand');

    for (const tag of ['terms', 'privacy', 'responsible']) {
      const refused = await api('DELETE', `/lotus/help/entries/${tag}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`The "${tag}" help page is linked from the player site: it can be edited but not deleted`);
    }
    const deleted = await api('DELETE', '/lotus/help/entries/deposit');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(tagsOf(deleted.json().value.entries)).not.toContain('deposit');

    const order = ['vip-club', 'terms', 'privacy', 'responsible', 'withdraw', 'about'];
    const reordered = await api('PUT', '/lotus/help/order', { tags: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(tagsOf(reordered.json().value.entries)).toEqual(order);
    const partial = await api('PUT', '/lotus/help/order', { tags: ['terms'] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain("tags: give every entry's tag once");

    const zhGone = await api('DELETE', '/lotus/help/entries/withdraw/texts/zh');
    expect(zhGone.statusCode, zhGone.body).toBe(200);
    expect(zhGone.json().value.missingLanguages).toContain('zh');
    expect((await api('DELETE', '/lotus/help/entries/withdraw/texts/zh')).statusCode).toBe(404);
    const last = await api('DELETE', '/lotus/help/entries/vip-club/texts/en');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('has no other language');
    const noTitle = await api('PUT', '/lotus/help/entries/vip-club/texts/th', { content: '<p>x</p>' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('title: the "vip-club" entry has no th text yet: give its title');

    // nothing of it reached players; discarding drops the whole draft
    expect(tagsOf(await playerHelp('lotus'))).toEqual(SEEDED_TAGS);
    const discarded = await api('POST', '/lotus/help/discard');
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().value.draft).toBe(false);
    expect(tagsOf((await api('GET', '/lotus/help')).json().value.entries)).toEqual(SEEDED_TAGS);
    expect((await auditOf('lotus', 'help:vip-club')).map((r) => r.action)).toEqual(['content.help.create']);
    expect((await auditOf('lotus', 'help:deposit')).at(-1)).toMatchObject({
      action: 'content.help.delete',
      actor: 'operator:api',
      after: null,
    });
    expect((await auditOf('lotus', 'help')).map((r) => r.action)).toEqual(['content.help.reorder', 'content.help.discard']);
    expect((await auditOf('lotus', 'help:terms')).map((r) => r.action)).toEqual([]);
  });

  it('refuses bad input, an unknown brand and a missing token; a failed audit record leaves nothing', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/tiger/help/entries', { tag: 'Bad Tag', texts: [{ language: 'en', title: 'x' }] }, 'tag: lower-case letters'],
      ['POST', '/tiger/help/entries', { tag: 'ok', texts: [] }, 'texts: at least one language'],
      ['PUT', '/tiger/help/entries/about/texts/en', {}, 'give a title, content or children'],
      ['PUT', '/tiger/help/entries/about/texts/en', { title: ' ' }, 'title: a title is required'],
      ['PUT', '/tiger/help/entries/about/texts/xx', { title: 'x' }, 'language: must be one of'],
      ['PUT', '/tiger/help/entries/about', { texts: [{ language: 'en', title: 't', extra: 1 }] }, 'texts.0.extra'],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await api(method as 'POST' | 'PUT', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await api('GET', '/nowhere/help')).json()).toMatchObject({ code: 'merchant.unknown' });
    expect((await api('GET', '/tiger/help', undefined, 'wrong-token')).statusCode).toBe(401);

    await whileAuditFails(t.app.db, { prefix: 'content.help.' }, async () => {
      expect((await api('PUT', '/tiger/help/entries/about/texts/en', { title: 'Unrecorded' })).statusCode).toBe(500);
    });
    const list = (await api('GET', '/tiger/help')).json().value;
    expect(list.draft).toBe(false);
    expect(list.entries.find((e: { tag: string }) => e.tag === 'about').titles.en).toBe('About us');
  });
});
