/**
 * The money flags. Spec §2 route table and side menu (TRANSBETREPMEM3 betting record, TRANSREC3
 * account record), §3 module ids (FUNDTRANS3 fund transfer between wallets, MEMTRANS3 member
 * transactions: deposit and withdraw), §4 (detail version base, or new when dep_func is 1).
 * A closed flagged route sends the member home; a closed module makes its calls answer
 * `feature.disabled`, which the screen shows as its error state.
 */
import { type Effect, member, shownWhen } from './types';

const on = (v: unknown): boolean => v === true;
const tid = (id: string) => `[data-testid="${id}"]`;

export const walletEffects: Effect[] = [
  {
    switch: 'TRANSBETREPMEM3',
    id: 'TRANSBETREPMEM3.route',
    spec: '§2 routes (/m/gameRecord betting record)',
    says: 'the betting record opens for a member when TRANSBETREPMEM3 is on; off, /m/gameRecord sends the member home',
    status: 'active',
    checks: (v) => [
      {
        scene: member('/m/gameRecord'),
        expect: on(v)
          ? { kind: 'present', selector: tid('game-record-page'), what: 'betting record shown' }
          : { kind: 'path', equals: '/m/home', what: 'sent to /m/home' },
      },
    ],
  },
  {
    switch: 'TRANSREC3',
    id: 'TRANSREC3.route',
    spec: '§2 routes (/m/transaction/record account record)',
    says: 'the account record opens for a member when TRANSREC3 is on; off, /m/transaction/record sends the member home',
    status: 'active',
    checks: (v) => [
      {
        scene: member('/m/transaction/record'),
        expect: on(v)
          ? { kind: 'present', selector: tid('transaction-record-page'), what: 'account record shown' }
          : { kind: 'path', equals: '/m/home', what: 'sent to /m/home' },
      },
    ],
  },
  {
    switch: 'PERSPNL3',
    id: 'PERSPNL3.route',
    spec: '§3 module ids (PERSPNL3 personal profit and loss); docs/decisions.md (the screen the spec does not show)',
    says: "the player's profit and loss opens for a member when PERSPNL3 is on; off, /m/profitLoss sends the member home",
    status: 'active',
    checks: (v) => [
      {
        scene: member('/m/profitLoss'),
        expect: on(v)
          ? { kind: 'present', selector: tid('pnl-totals'), what: 'profit and loss shown' }
          : { kind: 'path', equals: '/m/home', what: 'sent to /m/home' },
      },
    ],
  },
  {
    switch: 'MEMTRANS3',
    id: 'MEMTRANS3.deposit-withdraw',
    spec: '§3 module ids (MEMTRANS3 member transactions); §2 routes /m/voucherCenter, /m/withdraw',
    says: 'deposit and withdraw forms work when MEMTRANS3 is on; off, both screens show the unavailable error instead',
    status: 'active',
    checks: (v) => [
      {
        scene: member('/m/voucherCenter'),
        expect: on(v)
          ? { kind: 'present', selector: '[data-testid^="deposit-form-"]', what: 'deposit form shown' }
          : { kind: 'present', selector: tid('deposit-banks-error'), what: 'deposit unavailable' },
      },
      {
        scene: member('/m/withdraw'),
        expect: on(v)
          ? { kind: 'present', selector: tid('withdraw-summary'), what: 'withdraw summary shown' }
          : { kind: 'present', selector: tid('withdraw-info-error'), what: 'withdraw unavailable' },
      },
    ],
  },
  {
    switch: 'FUNDTRANS3',
    id: 'FUNDTRANS3.transfer',
    spec: '§3 module ids (FUNDTRANS3 fund transfer between wallets); §7 GCS_walletTransfer',
    says: 'the game-wallet transfer card shows on /m/withdraw only when FUNDTRANS3 is on',
    status: 'active',
    checks: (v) => [
      { scene: member('/m/withdraw'), expect: shownWhen(on(v), tid('wallet-transfer'), 'game-wallet transfers', tid('withdraw-page')) },
    ],
  },
  {
    switch: 'dep_func',
    id: 'dep_func.deposit',
    spec: '§4 (detail version base, or new when dep_func is 1)',
    says: 'the deposit page uses the new detail version (method tiles) when dep_func is 1, the base one (method list) when 0',
    status: 'active',
    checks: (v) => [
      {
        scene: member('/m/voucherCenter'),
        expect: {
          kind: 'present',
          selector: tid(`deposit-page-${v === 1 ? 'new' : 'base'}`),
          what: `deposit detail version ${v === 1 ? 'new' : 'base'}`,
        },
      },
    ],
  },
];
