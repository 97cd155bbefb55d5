/** Who sees the wallet's pages and side-menu entries through the kernel's one gate (login, brand flags). */
import { FLAG_KEYS, type FlagKey } from '@contracts/flags';
import { type GateContext, passesGate } from '@kernel';
import { describe, expect, it } from 'vitest';
import wallet from './register';
import { sideMenu } from './side-menu';

const allFlags = Object.fromEntries(FLAG_KEYS.map((k) => [k, true])) as Record<FlagKey, boolean>;
const ctx = (loggedIn: boolean, off: FlagKey[] = []): GateContext => ({
  loggedIn,
  memberType: loggedIn ? 0 : null,
  flags: { ...allFlags, ...Object.fromEntries(off.map((k) => [k, false])) },
});
const pages = (c: GateContext) => wallet.routes.filter((r) => passesGate(r, c)).map((r) => r.key);
const entries = (c: GateContext) => sideMenu.filter((e) => passesGate(e, c)).map((e) => e.route);

const EVERY_PAGE = ['voucherCenter', 'withdraw', 'gameRecord', 'transactionRecord', 'profitLoss', 'securityCenter'];

describe('wallet gate', () => {
  it('opens every page and menu entry to a player, none to a guest', () => {
    expect(pages(ctx(true))).toEqual(EVERY_PAGE);
    expect(entries(ctx(true))).toEqual(EVERY_PAGE);
    expect(pages(ctx(false))).toEqual([]);
    expect(entries(ctx(false))).toEqual([]);
  });

  it.each([
    ['TRANSBETREPMEM3', 'gameRecord'],
    ['TRANSREC3', 'transactionRecord'],
    ['PERSPNL3', 'profitLoss'],
  ] as const)('%s off closes %s, page and menu entry alike, and nothing else', (flag, key) => {
    const rest = EVERY_PAGE.filter((k) => k !== key);
    expect(pages(ctx(true, [flag]))).toEqual(rest);
    expect(entries(ctx(true, [flag]))).toEqual(rest);
  });

  it('game-wallet transfers (FUNDTRANS3) close no page: the withdraw page hides its transfer card instead', () => {
    expect(pages(ctx(true, ['FUNDTRANS3']))).toEqual(EVERY_PAGE);
  });
});
