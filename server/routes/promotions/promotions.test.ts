import { afterEach, describe, expect, it } from 'vitest';
import { REWARD_IMAGE_MAX_BYTES } from '../../../src/contracts/promotions/rewards';
import { clock } from '../../clock';
import { rewardsCommand } from '../../ops/commands/rewards';
import { dataUrl, insertPromotion, JPEG, PNG, promotionCall } from '../../promotions/test/fixtures';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { countRows } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player } from '../../wallet/test/session';
import { turnoverOf } from '../../wallet/turnover';

const TOKEN = 'test-operator-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
afterEach(() => {
  clock.now = () => new Date();
});

const ops = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/api${url}`,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
const apply = (p: Player, body: unknown) => promotionCall(t.app, p, 'requestReward', { body });
const stateOf = async (p: Player, promotionId: number) =>
  ((await promotionCall(t.app, p, 'participations')).json().value as { promotionId: number; status: string }[]).find(
    (x) => x.promotionId === promotionId,
  )?.status;
const stored = async () => ({
  requests: await countRows(t.app.db, 'reward_requests'),
  pictures: await countRows(t.app.db, 'reward_request_pictures'),
});

describe('promotion calls', () => {
  it('need a session and a player', async () => {
    expect((await promotionCall(t.app, { brand: 'royal' }, 'participations')).json().code).toBe('session.not.logged.in');
    expect((await promotionCall(t.app, { brand: 'royal', token: 'nope' }, 'requestReward', { body: { promotionId: 1 } })).statusCode).toBe(
      401,
    );
  });

  it('join: an upcoming promotion is not yet joinable, open → claim; REWCEN3 off refuses; bad input is a 400', async () => {
    const day = 86_400_000;
    const coming = await insertPromotion(t.app.db, { start: new Date(Date.now() + day), end: new Date(Date.now() + 5 * day) });
    const open = await insertPromotion(t.app.db);
    const p = await loggedInPlayer(t.app);
    expect(await stateOf(p, coming)).toBe('coming');
    expect(await stateOf(p, open)).toBe('join');
    const early = (await promotionCall(t.app, p, 'join', { body: { promotionId: coming, moduleId: 'REWCEN3' } })).json();
    expect([early.success, early.code]).toEqual([false, 'promotion.not.open']);
    expect(await stateOf(p, coming)).toBe('coming');
    expect((await promotionCall(t.app, p, 'join', { body: { promotionId: open } })).json().value).toEqual({
      success: true,
      status: 'claim',
    });
    // a repeat changes nothing
    expect((await promotionCall(t.app, p, 'join', { body: { promotionId: open } })).json().value.status).toBe('claim');
    expect(await countRows(t.app.db, 'promotion_participations')).toBe(1);
    // the clock reaches the start: joinable (join → claim); past the end: close
    clock.now = () => new Date(Date.now() + 2 * day);
    expect(await stateOf(p, coming)).toBe('join');
    expect((await promotionCall(t.app, p, 'join', { body: { promotionId: coming } })).json().value).toEqual({
      success: true,
      status: 'claim',
    });
    clock.now = () => new Date(Date.now() + 6 * day);
    expect(await stateOf(p, coming)).toBe('close');
    expect((await promotionCall(t.app, p, 'join', { body: { promotionId: coming } })).json().code).toBe('promotion.not.open');
    clock.now = () => new Date();

    for (const body of [{ promotionId: 'x' }, { promotionId: -1 }, {}, { promotionId: open, moduleId: 'INBOX3' }]) {
      const r = await promotionCall(t.app, p, 'join', { body });
      expect([r.statusCode, r.json().code]).toEqual([400, 'request.invalid']);
    }
    expect((await promotionCall(t.app, p, 'join', { body: { promotionId: 999999 } })).json().code).toBe('promotion.not.found');
    const lotus = await loggedInPlayer(t.app, 'lotus');
    expect((await promotionCall(t.app, lotus, 'join', { body: { promotionId: open } })).json().code).toBe('feature.disabled');
  });

  it('refuses wrong, disguised, oversize and too many pictures with the spec messages and stores nothing', async () => {
    const promo = await insertPromotion(t.app.db, { imageRequired: true });
    const p = await loggedInPlayer(t.app);
    const before = await stored();
    const refused = async (pictures: unknown, code: string, status: number) => {
      const r = await apply(p, { promotionId: promo, remarks: '', pictures });
      expect([r.statusCode, r.json().code]).toEqual([status, code]);
    };
    await refused([Buffer.from('GIF89a-not-allowed').toString('base64')], 'activity_image_type', 400);
    // a PDF named and declared as a PNG
    await refused([dataUrl(Buffer.from('%PDF-1.4 renamed.png'), 'image/png')], 'activity_image_type', 400);
    await refused(['not base64 at all!'], 'activity_image_type', 400);
    await refused(
      [dataUrl(PNG), dataUrl(Buffer.concat([JPEG, Buffer.alloc(REWARD_IMAGE_MAX_BYTES)]), 'image/jpeg')],
      'activity_apply_remark_limit3',
      413,
    );
    await refused([dataUrl(PNG), dataUrl(PNG), dataUrl(PNG), dataUrl(JPEG)], 'activity_apply_remark_limit4', 400);
    await refused([], 'promotion.images.required', 400);
    await refused('one.png', 'request.invalid', 400);
    await refused([42], 'request.invalid', 400);
    expect(await stored()).toEqual(before);
    expect(await stateOf(p, promo)).toBe('join');
    // exactly the limit passes: 3 pictures, the last 5,242,880 bytes
    const r = await apply(p, {
      promotionId: promo,
      pictures: [
        dataUrl(PNG),
        dataUrl(JPEG),
        dataUrl(Buffer.concat([JPEG, Buffer.alloc(REWARD_IMAGE_MAX_BYTES - JPEG.length)]), 'image/jpeg'),
      ],
    });
    expect(r.json().value).toMatchObject({ success: true, status: 'applying' });
    expect(await stored()).toEqual({ requests: before.requests + 1, pictures: before.pictures + 3 });
  });

  it('checks remarks (140 at most, required when the promotion says so) and the participation state', async () => {
    const promo = await insertPromotion(t.app.db, { remarkRequired: true });
    const p = await loggedInPlayer(t.app);
    const before = await stored();
    expect((await apply(p, { promotionId: promo, remarks: '   ' })).json().code).toBe('promotion.remarks.required');
    expect((await apply(p, { promotionId: promo, remarks: 'x'.repeat(141) })).json().code).toBe('promotion.remarks.too.long');
    expect((await apply(p, { promotionId: promo, remarks: 42 })).json().code).toBe('request.invalid');
    expect((await apply(p, { promotionId: 999999, remarks: 'hi' })).json().code).toBe('promotion.not.found');
    expect(await stored()).toEqual(before);
    const ok = (await apply(p, { promotionId: promo, remarks: `${'ខ'.repeat(139)}!` })).json();
    expect(ok.value).toMatchObject({ success: true, status: 'applying' });
    expect(await stateOf(p, promo)).toBe('applying');
    expect((await apply(p, { promotionId: promo, remarks: 'again' })).json().code).toBe('promotion.request.pending');
    // two at once from another player: one request
    const q = await loggedInPlayer(t.app);
    const both = await Promise.all([apply(q, { promotionId: promo, remarks: 'a' }), apply(q, { promotionId: promo, remarks: 'b' })]);
    expect(both.map((r) => r.json().code).sort()).toEqual(['ok', 'promotion.request.pending']);
    const coming = await insertPromotion(t.app.db, { start: new Date(Date.now() + 86_400_000) });
    expect((await apply(p, { promotionId: coming, remarks: 'early' })).json().code).toBe('promotion.not.open');
    // a player in a time-out gets no bonus
    const r = await loggedInPlayer(t.app);
    await t.app.db.query(
      `INSERT INTO rg_exclusions (tenant_id, member_id, kind, started_at, ends_at, created_by) VALUES ('royal', $1, 'timeout', $2, $3, 'test')`,
      [r.member.id, new Date(Date.now() - 1000), new Date(Date.now() + 86_400_000)],
    );
    const excluded = await stored();
    expect((await apply(r, { promotionId: promo, remarks: 'hi' })).json().code).toBe('rg.excluded');
    expect((await promotionCall(t.app, r, 'join', { body: { promotionId: promo } })).json().code).toBe('rg.excluded');
    expect(await stored()).toEqual(excluded);
  });

  it('operators list, read with pictures, reject (the player may apply again) and approve: paid exactly once', async () => {
    const promo = await insertPromotion(t.app.db, {
      imageRequired: true,
      remarkRequired: true,
      rewardAmount: 2500,
      turnoverMultiple: 3,
      title: 'Weekend reload',
    });
    const p = await loggedInPlayer(t.app);
    const first = (await apply(p, { promotionId: promo, remarks: 'my proof', pictures: [dataUrl(PNG)] })).json().value.requestId as number;
    const listed = (await ops('GET', '/tenants/royal/rewards')).json().value as { requestId: number }[];
    expect(listed.some((r) => r.requestId === first)).toBe(true);
    const shown = (await ops('GET', `/tenants/royal/rewards/${first}`)).json().value;
    expect(shown).toMatchObject({
      requestId: first,
      username: p.member.username,
      title: 'Weekend reload',
      remarks: 'my proof',
      status: 'pending',
      amount: 2500,
      pictures: [{ sequence: 1, mime: 'image/png', size: PNG.length }],
    });
    const pic = await ops('GET', `/tenants/royal/rewards/${first}/pictures/1`);
    expect([pic.statusCode, pic.headers['content-type'], pic.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);
    expect((await ops('GET', `/tenants/royal/rewards/${first}/pictures/2`)).statusCode).toBe(404);
    const missing = await ops('GET', '/tenants/royal/rewards/99999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'request.not.found']);
    expect((await ops('GET', '/tenants/royal/rewards?status=nope')).statusCode).toBe(400);
    expect((await ops('POST', `/tenants/royal/rewards/${first}/approve`, { amount: 'lots' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/ops/api/tenants/royal/rewards' })).statusCode).toBe(401);

    expect((await ops('POST', `/tenants/royal/rewards/${first}/reject`, { note: 'blurry' })).json().value).toMatchObject({
      changed: true,
      request: { status: 'rejected', note: 'blurry' },
    });
    expect(await stateOf(p, promo)).toBe('rejected');
    expect((await ops('POST', `/tenants/royal/rewards/${first}/approve`)).json().value).toMatchObject({
      changed: false,
      request: { status: 'rejected' },
    });

    const second = (await apply(p, { promotionId: promo, remarks: 'clearer', pictures: [dataUrl(JPEG, 'image/jpeg')] })).json().value
      .requestId as number;
    const before = (await getBalances(t.app.db, 'royal', p.member.id)).main;
    // approved twice in parallel and once more: one payment
    const decisions = await Promise.all([
      ops('POST', `/tenants/royal/rewards/${second}/approve`),
      ops('POST', `/tenants/royal/rewards/${second}/approve`),
    ]);
    expect(decisions.map((d) => d.json().value.changed).sort()).toEqual([false, true]);
    expect((await ops('POST', `/tenants/royal/rewards/${second}/approve`)).json().value.changed).toBe(false);
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(before + 2500);
    const [tx] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE code = 'PROMO' AND meta->>'rewardRequestId' = $1`,
      [String(second)],
    );
    expect(tx?.n).toBe(1);
    expect((await ops('GET', '/tenants/royal/ledger/verify')).json().value.ok).toBe(true);

    // the bonus asks for 2500 × 3 in stakes before a withdrawal; its state follows the stakes
    expect(await turnoverOf(t.app.db, 'royal', p.member.id, 0)).toEqual({ required: 7500, done: 0, remaining: 7500 });
    expect(await stateOf(p, promo)).toBe('issued');
    const bet = (round: string, stake: number) =>
      t.app.db.query(
        `INSERT INTO bet_orders (tenant_id, member_id, vendor_code, game_code, game_type, round_id, stake, status, created_at, settled_at) VALUES ('royal', $1, 'DEMO', 'g', 'RNG', $2, $3, 'settled', $4, $4)`,
        [p.member.id, round, stake, new Date(Date.now() + 1000)],
      );
    await bet('r1', 1000);
    expect(await stateOf(p, promo)).toBe('process');
    await bet('r2', 6500);
    expect(await stateOf(p, promo)).toBe('claimed');
    expect((await turnoverOf(t.app.db, 'royal', p.member.id, 0)).remaining).toBe(0);
    expect((await apply(p, { promotionId: promo, remarks: 'more', pictures: [dataUrl(PNG)] })).json().code).toBe('promotion.reward.issued');

    // the reward centre shows both requests with their states
    const centre = (await promotionCall(t.app, p, 'rewards', { query: { language: 'en' } })).json().value;
    expect(centre.list).toMatchObject([
      {
        requestId: second,
        status: 'approved',
        participation: 'claimed',
        amount: 2500,
        turnoverRequired: 7500,
        turnoverDone: 7500,
        pictureCount: 1,
        title: 'Weekend reload',
      },
      { requestId: first, status: 'rejected', participation: 'rejected', note: 'blurry', remarks: 'my proof' },
    ]);
    expect((await promotionCall(t.app, p, 'rewards', { query: { language: '<script>' } })).statusCode).toBe(400);
    const lotus = await loggedInPlayer(t.app, 'lotus');
    expect((await promotionCall(t.app, lotus, 'rewards')).json().code).toBe('feature.disabled');
  });

  it('npm run ops -- rewards: list, show, approve with an amount when the promotion has none, reject', async () => {
    const promo = await insertPromotion(t.app.db, { rewardAmount: null });
    const p = await loggedInPlayer(t.app);
    const id = (await apply(p, { promotionId: promo })).json().value.requestId as number;
    const ctx = opsContextOf(t.app);
    const run = (...args: string[]) => rewardsCommand.run(args, ctx);
    expect(await run('list', 'royal')).toContain(`#${id} pending`);
    expect(await run('show', 'royal', String(id))).toContain('remarks: (none)');
    await expect(run('approve', 'royal', String(id))).rejects.toThrow(/no fixed reward/);
    expect((await ops('POST', `/tenants/royal/rewards/${id}/approve`)).json().code).toBe('promotion.amount.required');
    await expect(run('approve', 'royal', 'x')).rejects.toThrow(/Usage/);
    await expect(run('approve', 'royal', String(id), '--amount', '-5')).rejects.toThrow();
    const before = (await getBalances(t.app.db, 'royal', p.member.id)).main;
    expect(await run('approve', 'royal', String(id), '--amount', '12.50', '--note', 'ok')).toMatch(/approved, .*12\.50.* paid/);
    expect(await run('approve', 'royal', String(id))).toContain('already approved, nothing changed');
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(before + 1250);
    expect(await run('reject', 'royal', String(id))).toContain('already approved');
    expect(await run('list', 'royal', 'approved')).toContain(`#${id} approved`);
    await expect(run('list', 'royal', 'bogus')).rejects.toThrow(/Status must be/);
  });
});
