import { FLAG_KEYS, type FlagKey } from '@contracts/flags';
import { describe, expect, it } from 'vitest';
import { SIDE_MENU, type SideMenuContext, visibleSideMenu } from './side-menu-table';

const allOn = Object.fromEntries(FLAG_KEYS.map((k) => [k, true])) as Record<FlagKey, boolean>;
const ctx = (over: Partial<SideMenuContext> = {}): SideMenuContext => ({
  flags: allOn,
  loggedIn: true,
  // an agent (type 1) sees every item; players the same but the agent centre
  memberType: 1,
  standalone: false,
  resources: { TELEGRAM: { url: 'https://t.me/x' }, FACEBOOK: { url: 'https://fb.com/x' } },
  ...over,
});
const keys = (c: SideMenuContext) => visibleSideMenu(SIDE_MENU, c).map((i) => i.key);

describe('side menu table', () => {
  it('shows every item to a logged-in member with every flag on', () => {
    expect(keys(ctx())).toEqual(SIDE_MENU.map((i) => i.key));
  });

  it.each([
    ['TRANSBETREPMEM3', 'bettingRecord'],
    ['TRANSREC3', 'accountRecord'],
    ['REWCEN3', 'rewardCenter'],
    ['FEEDBACK3', 'feedback'],
    ['REFERRAL3', 'share'],
    ['VIPBEN3', 'vip'],
    ['MISSION3', 'mission'],
  ] as const)('%s off removes %s and nothing else', (flag, key) => {
    const shown = keys(ctx({ flags: { ...allOn, [flag]: false } }));
    expect(shown).not.toContain(key);
    expect(shown).toHaveLength(SIDE_MENU.length - 1);
  });

  it('the agent centre shows only for member types with agent rights', () => {
    for (const type of [0, 4, 40])
      expect(keys(ctx({ memberType: type }))).toEqual(SIDE_MENU.map((i) => i.key).filter((k) => k !== 'agent'));
    for (const type of [1, 2, 41]) expect(keys(ctx({ memberType: type }))).toContain('agent');
  });

  it('logged out: VIP and mission stay, member items and sign out go', () => {
    const shown = keys(ctx({ loggedIn: false, memberType: null }));
    expect(shown).toEqual(expect.arrayContaining(['vip', 'mission', 'customerService', 'help', 'download']));
    for (const k of ['deposit', 'withdraw', 'bettingRecord', 'signOut', 'share', 'securityCenter']) expect(shown).not.toContain(k);
  });

  it('Telegram/Facebook only with a link resource; app download hidden in an installed app', () => {
    const shown = keys(ctx({ resources: {}, standalone: true }));
    expect(shown).not.toContain('telegram');
    expect(shown).not.toContain('facebook');
    expect(shown).not.toContain('download');
  });
});

describe('side menu assembly', () => {
  it("draws the host's and the remotes' entries in the spec's order, each key and place once", () => {
    expect(SIDE_MENU.map((i) => i.key)).toEqual([
      'deposit',
      'withdraw',
      'bettingRecord',
      'accountRecord',
      'profitLoss',
      'rewardCenter',
      'vip',
      'mission',
      'customerService',
      'download',
      'share',
      'feedback',
      'telegram',
      'facebook',
      'agent',
      'responsibleGaming',
      'securityCenter',
      'help',
      'signOut',
    ]);
    expect(new Set(SIDE_MENU.map((i) => i.order)).size).toBe(SIDE_MENU.length);
  });
});
