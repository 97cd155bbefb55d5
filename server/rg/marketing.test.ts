/** No marketing during a time-out or self-exclusion: the helper, and the deposit page's promotions. */
import { describe, expect, it } from 'vitest';
import { inboxPage, insertMessage, unreadCount } from '../member/inbox';
import { runCommand } from '../ops/run';
import { fileTestApp } from '../test/app';
import { opsContextOf } from '../test/helper';
import { getBalances } from '../wallet/balances';
import { loggedInPlayer, walletCall } from '../wallet/test/session';
import { memberExcludes } from './test/exclusion';
import { isMarketingBlocked } from './marketing';

const t = fileTestApp();

const royal = { id: 'royal' };

describe('isMarketingBlocked', () => {
  it('is true from the start of a time-out to its end, on its brand only', async () => {
    const p = await loggedInPlayer(t.app);
    const now = new Date();
    expect(await isMarketingBlocked(t.app.db, royal, p.member, now)).toBe(false);
    const ex = await memberExcludes(t.app.db, p.member.id, { kind: 'timeout', duration: '24h', now });
    expect(await isMarketingBlocked(t.app.db, royal, p.member, now)).toBe(true);
    expect(await isMarketingBlocked(t.app.db, { id: 'lotus' }, p.member, now)).toBe(false);
    expect(await isMarketingBlocked(t.app.db, royal, p.member, new Date(new Date(ex.endsAt).getTime() - 1))).toBe(true);
    expect(await isMarketingBlocked(t.app.db, royal, p.member, new Date(ex.endsAt))).toBe(false);
  });
});

describe('deposit promotions during an exclusion', () => {
  it('lists none, hides the accepted one and refuses to accept one, writing nothing', async () => {
    const p = await loggedInPlayer(t.app);
    expect((await walletCall(t.app, p, 'acceptPromo', { body: { promoId: 'RELOAD20' } })).json().value).toEqual({ accepted: 'RELOAD20' });
    expect((await walletCall(t.app, p, 'depositPromos')).json().value.list.length).toBeGreaterThan(0);

    await memberExcludes(t.app.db, p.member.id, { kind: 'selfExclusion', duration: '6m', now: new Date() });
    expect((await walletCall(t.app, p, 'depositPromos')).json().value).toEqual({ list: [], accepted: null });
    const refused = await walletCall(t.app, p, 'acceptPromo', { body: { promoId: 'WELCOME100' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'rg.excluded' });
    const rows = await t.app.db.query<{ promo_id: string }>('SELECT promo_id FROM deposit_promo_acceptances WHERE member_id = $1', [
      p.member.id,
    ]);
    expect(rows.map((r) => r.promo_id)).toEqual(['RELOAD20']);
    expect((await walletCall(t.app, p, 'acceptPromo', { body: { promoId: null } })).json().value).toEqual({ accepted: null });
  });

  it('a deposit asked for with a promotion before the exclusion is credited without the bonus during it', async () => {
    const p = await loggedInPlayer(t.app);
    await walletCall(t.app, p, 'acceptPromo', { body: { promoId: 'RELOAD20' } });
    const body = { amount: 20_000, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `manual-${p.member.id}-rg` };
    const d = (await walletCall(t.app, p, 'manualDeposit', { body })).json().value;
    await memberExcludes(t.app.db, p.member.id, { kind: 'timeout', duration: '24h', now: new Date() });
    expect(await runCommand(['deposits', 'approve', 'royal', String(d.depositId)], opsContextOf(t.app))).toBe(
      `Deposit #${d.depositId} of $200.00 USD: credited.`,
    );
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(20_000);
  });
});

describe('inbox during an exclusion', () => {
  it('shows only messages to the player himself: messages to every player are marketing', async () => {
    const p = await loggedInPlayer(t.app);
    const tenant = t.app.tenants.get('royal');
    if (!tenant) throw new Error('no royal');
    const now = new Date();
    await insertMessage(t.app.db, tenant, { target: 'all', title: 'Weekend bonus', body: 'Deposit now', sender: 'ops', now });
    await insertMessage(t.app.db, tenant, {
      target: { memberId: p.member.id },
      title: 'Your request',
      body: 'Answered',
      sender: 'ops',
      now,
    });
    const titles = async () => (await inboxPage(t.app.db, tenant, p.member, new Date(), 1)).list.map((m) => m.title);
    expect(await titles()).toEqual(expect.arrayContaining(['Weekend bonus', 'Your request']));
    await memberExcludes(t.app.db, p.member.id, { kind: 'timeout', duration: '24h', now: new Date() });
    expect(await titles()).toEqual(['Your request']);
    expect(await unreadCount(t.app.db, tenant, p.member, new Date())).toBe(1);
  });
});
