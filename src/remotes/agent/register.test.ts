/** Who sees the agent centre: its routes and side-menu entry through the kernel's one gate (member type, login, brand flags). */
import { FLAG_KEYS, type FlagKey } from '@contracts/flags';
import { type GateContext, passesGate } from '@kernel';
import { describe, expect, it } from 'vitest';
import agent from './register';
import { sideMenu } from './side-menu';

const allFlags = Object.fromEntries(FLAG_KEYS.map((k) => [k, true])) as Record<FlagKey, boolean>;
const ctx = (memberType: number | null, off: FlagKey[] = []): GateContext => ({
  loggedIn: memberType !== null,
  memberType,
  flags: { ...allFlags, ...Object.fromEntries(off.map((k) => [k, false])) },
});
const open = (c: GateContext) => agent.routes.filter((r) => passesGate(r, c)).map((r) => r.key);

const EVERY_PAGE = ['agentHome', 'agentDownlines', 'agentReferral', 'salaryContract', 'dividendContract', 'hourContract'];

describe('agent centre gate', () => {
  it('opens every page to member types with agent rights, none to players or guests', () => {
    for (const type of [1, 2, 41, 42]) expect([type, open(ctx(type))]).toEqual([type, EVERY_PAGE]);
    for (const type of [0, 4, 40, null]) expect([type, open(ctx(type))]).toEqual([type, []]);
  });

  it('the brand flags close the downline page (AGEDOWNMAN3) and the referral page (AFFMAN3) only', () => {
    expect(open(ctx(1, ['AGEDOWNMAN3']))).toEqual(EVERY_PAGE.filter((k) => k !== 'agentDownlines'));
    expect(open(ctx(1, ['AFFMAN3']))).toEqual(EVERY_PAGE.filter((k) => k !== 'agentReferral'));
    expect(open(ctx(1, ['AGEINFO3', 'AGEANNOUNCE3', 'COMM3']))).toEqual(EVERY_PAGE);
  });

  it('the side menu shows "Agent centre" to agents only, leading to agent home', () => {
    const shown = (c: GateContext) => sideMenu.filter((e) => passesGate(e, c)).map((e) => e.route);
    expect(shown(ctx(1))).toEqual(['agentHome']);
    for (const type of [0, 4, 40, null]) expect(shown(ctx(type))).toEqual([]);
  });
});
