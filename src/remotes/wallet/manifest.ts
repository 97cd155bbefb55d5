/**
 * The wallet's routes, as the host knows them before loading the remote: data only, in the host's
 * first load and catalog (`src/kernel/routing/paths.ts` merges them). The pages are given by
 * `register.tsx`; the side-menu entries are in `side-menu.ts`.
 */
import { member, r } from '@contracts/routes';
import { msg } from '@lingui/core/macro';

export const routes = {
  voucherCenter: r('voucherCenter', 'wallet', msg`Deposit`, member),
  withdraw: r('withdraw', 'wallet', msg`Withdraw`, member),
  gameRecord: r('gameRecord', 'wallet', msg`Betting record`, { ...member, flag: 'TRANSBETREPMEM3' }),
  transactionRecord: r('transaction/record', 'wallet', msg`Account record`, { ...member, flag: 'TRANSREC3' }),
  profitLoss: r('profitLoss', 'wallet', msg`Profit and loss`, { ...member, flag: 'PERSPNL3' }),
  securityCenter: r('securityCenter', 'wallet', msg`Security centre`, member),
};
