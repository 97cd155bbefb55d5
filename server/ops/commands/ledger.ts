/**
 * `npm run ops -- ledger verify [tenant]`: every balance equals the sum of its postings, every
 * transaction and the whole ledger sum to zero (exit 1 when not).
 */

import { createWalletOps } from '../../wallet/operator';
import { formatVerification } from '../../wallet/verify';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE = 'ledger verify [tenant]';

export const ledgerCommand: OpsCommand = {
  name: 'ledger',
  usage: USAGE,
  summary: 'prove the ledger: every balance equals the sum of its postings and everything sums to zero',
  async run(args, { db, actions }) {
    const [sub, tenant, ...rest] = args;
    if (sub !== 'verify' || rest.length > 0) throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
    const result = await createWalletOps(db, actions.tenant).verify(tenant);
    const text = formatVerification(result);
    if (!result.ok) throw new OpsError(text);
    return text;
  },
};
