/**
 * The rules on one language of an announcement, in the content service and on the operator API:
 * removing a language's text (players then read English; never the last text) and a banner's own
 * picture per language (set, removed back to the default; banners only); a failing hook rolls the
 * change back; the operator API's answer shows each language's own picture.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { type OpsAnnouncement, OpsAnnouncementSchema } from '../../src/contracts/content/operator';
import { clock } from '../clock';
import { OpsError } from '../ops/actions';
import { fileTestApp } from '../test/app';
import { LanguageTextError } from './language-texts';
import { createContentOps } from './operator';

const TOKEN = 'content-language-texts-token-1';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
afterEach(() => {
  clock.now = () => new Date();
});

const ops = () =>
  createContentOps(t.app.db, (id) => {
    const tenant = t.app.tenants.get(id);
    if (!tenant) throw new OpsError(`No brand ${id}`);
    return tenant;
  });
const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/api/tenants/royal${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload ? JSON.stringify(payload) : undefined,
  });
const textsOf = (id: number) =>
  t.app.db.query<{ language: string; image_url: string | null }>(
    'SELECT language, image_url FROM announcement_texts WHERE announcement_id = $1 ORDER BY language',
    [id],
  );
const twoLanguages = [
  { language: 'en', title: 'Derby', content: '<p>en</p>' },
  { language: 'zh', title: '德比', content: '<p>zh</p>' },
];
const banner = async () =>
  (
    await ops().post(
      'royal',
      { type: 'B', groupName: 'm_sports', noExpiry: true, images: ['/content-art/banner-royal-1.svg'], texts: twoLanguages },
      clock.now(),
    )
  ).id;
const notice = async () => (await ops().post('royal', { type: 'PL', noExpiry: true, texts: twoLanguages }, clock.now())).id;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("the content service: a language's text", () => {
  it('removes it, never the last one, nor a language without text; the hook runs in its transaction', async () => {
    const id = await notice();
    const seen: string[][] = [];
    const after = await ops().removeText('royal', id, 'zh', clock.now(), {
      inside: async (tx) => {
        seen.push(
          (await tx.query<{ language: string }>('SELECT language FROM announcement_texts WHERE announcement_id = $1', [id])).map(
            (r) => r.language,
          ),
        );
      },
    });
    expect(seen).toEqual([['en']]);
    expect(after.titles).toEqual({ en: 'Derby' });
    const missing = await refusal(ops().removeText('royal', id, 'zh', clock.now()));
    expect(missing).toBeInstanceOf(LanguageTextError);
    expect(missing).toMatchObject({ kind: 'missing', message: `Announcement #${id} has no zh text` });
    const last = await refusal(ops().removeText('royal', id, 'en', clock.now()));
    expect(last).toMatchObject({ kind: 'conflict', message: expect.stringContaining('the only one') });
    expect(await refusal(ops().removeText('royal', id, 'xx', clock.now()))).toMatchObject({
      message: expect.stringMatching(/^language: must be one of/),
    });
    expect(await refusal(ops().removeText('royal', 999999, 'en', clock.now()))).toMatchObject({
      message: 'No announcement #999999 on royal.',
    });
    expect((await textsOf(id)).map((r) => r.language)).toEqual(['en']);
  });

  it('rolls the removal back when the hook fails', async () => {
    const id = await notice();
    const failing = async () => {
      throw new Error('audit down');
    };
    await expect(ops().removeText('royal', id, 'zh', clock.now(), { inside: failing })).rejects.toThrow('audit down');
    expect((await textsOf(id)).map((r) => r.language)).toEqual(['en', 'zh']);
  });

  it('refuses a deleted announcement', async () => {
    const id = await notice();
    await ops().remove('royal', id, clock.now());
    expect(await refusal(ops().removeText('royal', id, 'zh', clock.now()))).toMatchObject({ message: `Announcement #${id} is deleted.` });
  });
});

describe("the content service: a banner's picture per language", () => {
  it('sets it, removes it back to the default, refuses other kinds, a language without text and a second removal', async () => {
    const id = await banner();
    const own = '/content-art/banner-royal-2.svg';
    const stamp = new Date('2026-11-20T10:00:00Z');
    clock.now = () => stamp;
    await ops().setPicture('royal', id, 'zh', own, clock.now());
    expect(await textsOf(id)).toEqual([
      { language: 'en', image_url: null },
      { language: 'zh', image_url: own },
    ]);
    const [row] = await t.app.db.query<{ updated_at: Date }>('SELECT updated_at FROM announcements WHERE id = $1', [id]);
    expect(new Date(row?.updated_at ?? 0).toISOString()).toBe(stamp.toISOString());
    await ops().setPicture('royal', id, 'zh', null, clock.now());
    expect((await textsOf(id)).find((r) => r.language === 'zh')?.image_url).toBeNull();
    expect(await refusal(ops().setPicture('royal', id, 'zh', null, clock.now()))).toMatchObject({
      kind: 'missing',
      message: `The zh text of announcement #${id} already shows the default picture`,
    });
    expect(await refusal(ops().setPicture('royal', id, 'km', own, clock.now()))).toMatchObject({
      kind: 'missing',
      message: `Announcement #${id} has no km text: add its title first`,
    });
    expect(await refusal(ops().setPicture('royal', id, 'zh', 'https://evil.example/x.png', clock.now()))).toMatchObject({
      message: expect.stringMatching(/^image: must be \/content-art/),
    });
    const other = await notice();
    const refused = await refusal(ops().setPicture('royal', other, 'en', own, clock.now()));
    expect(refused).toBeInstanceOf(OpsError);
    expect(refused).not.toBeInstanceOf(LanguageTextError);
    expect(refused).toMatchObject({ message: expect.stringContaining('only banners have a picture per language') });
  });

  it('rolls the picture back when the hook fails', async () => {
    const id = await banner();
    const failing = async () => {
      throw new Error('audit down');
    };
    await expect(ops().setPicture('royal', id, 'zh', '/content-art/banner-royal-2.svg', clock.now(), { inside: failing })).rejects.toThrow(
      'audit down',
    );
    expect((await textsOf(id)).every((r) => r.image_url === null)).toBe(true);
  });
});

describe('the operator API', () => {
  it("removes a language's text and sets and removes a banner's picture, with the console's statuses", async () => {
    const id = await banner();
    const own = '/content-art/banner-royal-3.svg';
    const set = await api('PUT', `/announcements/${id}/texts/zh/picture`, { image: own });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json().value as OpsAnnouncement).id).toBe(id);
    expect((await textsOf(id)).find((r) => r.language === 'zh')?.image_url).toBe(own);
    expect((await api('PUT', `/announcements/${id}/texts/zh/picture`, { image: 'https://evil.example/x.png' })).statusCode).toBe(400);
    expect((await api('PUT', `/announcements/${id}/texts/zh/picture`, {})).statusCode).toBe(400);
    expect((await api('DELETE', `/announcements/${id}/texts/zh/picture`)).statusCode).toBe(200);
    const again = await api('DELETE', `/announcements/${id}/texts/zh/picture`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain('already shows the default picture');

    const removed = await api('DELETE', `/announcements/${id}/texts/zh`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().value as OpsAnnouncement).titles).toEqual({ en: 'Derby' });
    expect((await api('DELETE', `/announcements/${id}/texts/zh`)).statusCode).toBe(404);
    const last = await api('DELETE', `/announcements/${id}/texts/en`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('the only one');
    expect((await api('DELETE', `/announcements/${id}/texts/xx`)).statusCode).toBe(400);
    expect((await api('DELETE', '/announcements/999999/texts/en')).json()).toMatchObject({ code: 'content.announcement.not.found' });
  });

  it("answers each language's own picture beside the default pictures, in the answer's schema", async () => {
    const id = await banner();
    const own = '/content-art/banner-royal-4.svg';
    const answer = async (res: Promise<{ statusCode: number; body: string; json: () => { value: unknown } }>) => {
      const r = await res;
      expect(r.statusCode, r.body).toBe(200);
      return v.parse(OpsAnnouncementSchema, r.json().value);
    };
    expect((await answer(api('GET', `/announcements/${id}`))).pictures).toEqual({});
    const set = await answer(api('PUT', `/announcements/${id}/texts/zh/picture`, { image: own }));
    expect(set).toMatchObject({ images: ['/content-art/banner-royal-1.svg'], pictures: { zh: own } });
    expect((await answer(api('GET', `/announcements/${id}`))).pictures).toEqual({ zh: own });
    const list = await api('GET', '/announcements?type=B');
    const listed = v.parse(v.array(OpsAnnouncementSchema), list.json().value).find((a) => a.id === id);
    expect(listed?.pictures).toEqual({ zh: own });
    expect((await answer(api('DELETE', `/announcements/${id}/texts/zh/picture`))).pictures).toEqual({});
  });
});
